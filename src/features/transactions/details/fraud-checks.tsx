import { Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsSection } from '@/components/details-section';
import { traceValueText } from '@/lib/antifraud-rules/trace-value';
import { riskSignalCodes } from '@/lib/antifraud-rules/types';
import { useLocaleFormat } from '@/lib/format';
import type { Transaction } from '../model/transaction';

const knownSignals: ReadonlySet<string> = new Set(riskSignalCodes);
const actionColor = { allow: 'teal', block: 'red', review: 'orange', 'request-3ds': 'blue' } as const;

type Match = NonNullable<Transaction['antifraud']>['matches'][number];

/** One rule that matched: its action, whether it only watched (shadow), and each condition's value on this payment. */
function MatchedRule({ match, currency }: { match: Match; currency: string }) {
  const { t } = useTranslation('transactionDetails');
  const { money } = useLocaleFormat();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={3} size="h6">
          <bdi>{match.ruleName}</bdi>
        </Title>
        <Badge variant="light" color={actionColor[match.action]} tt="none">
          {t(`fraud.action.${match.action}`)}
        </Badge>
        {match.mode === 'shadow' && (
          <Badge variant="outline" color="gray" tt="none">
            {t('fraud.shadow')}
          </Badge>
        )}
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fraud.condition')}</Table.Th>
              <Table.Th>{t('fraud.value')}</Table.Th>
              <Table.Th>{t('fraud.holds')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {match.trace.map((step) => (
              <Table.Tr key={`${step.from}-${step.to}`}>
                <Table.Th scope="row" fw={400}>
                  <Text span size="sm" ff="monospace" dir="ltr">
                    {step.text}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Text span size="sm" ff="monospace" dir="ltr">
                    {traceValueText(step, currency, money) ?? t('fraud.missing')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {step.holds ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
                    {t(step.holds ? 'fraud.yes' : 'fraud.no')}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * What the risk score is made of, where the payer was, and which rules matched and why (docs/api/antifraud.md);
 * `actions`: what may be done about it here (the antifraud feature's "Block…").
 */
export function FraudChecks({ transaction: tx, actions }: { transaction: Transaction; actions?: ReactNode }) {
  const { t } = useTranslation('transactionDetails');
  const format = useLocaleFormat();
  const decision = tx.antifraud?.decision ?? null;
  const matches = tx.antifraud?.matches ?? [];
  return (
    <DetailsSection
      title={t('fraud.title')}
      rows={[
        [
          t('fraud.decisionLabel'),
          decision ? (
            <Group key="d" gap="xs">
              <Badge variant="light" color={actionColor[decision.action]} tt="none">
                {t(`fraud.action.${decision.action}`)}
              </Badge>
              <bdi>{decision.ruleName}</bdi>
            </Group>
          ) : (
            <Text key="d" span size="sm" c="dimmed">
              {t(tx.antifraud ? 'fraud.noMatch' : 'fraud.noRules')}
            </Text>
          ),
        ],
        [
          t('fraud.ip'),
          tx.ip ? (
            <Text key="ip" span size="sm">
              <bdi dir="ltr">{tx.ip.address}</bdi>
              {tx.ip.country ? ` · ${format.country(tx.ip.country)}` : ''}
            </Text>
          ) : (
            '—'
          ),
        ],
        [
          t('fraud.signals'),
          tx.riskSignals.length === 0 ? (
            t('fraud.noSignals')
          ) : (
            <List key="s" size="sm" spacing={2}>
              {tx.riskSignals.map((signal) => (
                <List.Item key={signal.code}>
                  {knownSignals.has(signal.code) ? t(`fraud.signal.${signal.code as (typeof riskSignalCodes)[number]}`) : signal.code}{' '}
                  <Text span size="sm" c="dimmed" dir="ltr">
                    {t('fraud.points', { points: signal.points })}
                  </Text>
                </List.Item>
              ))}
            </List>
          ),
        ],
      ]}
    >
      {actions}
      {matches.length > 0 && (
        <Stack gap="md" mt="md">
          {matches.map((match) => (
            <MatchedRule key={match.ruleId} match={match} currency={tx.currency} />
          ))}
        </Stack>
      )}
    </DetailsSection>
  );
}
