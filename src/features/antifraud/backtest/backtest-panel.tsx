import { Alert, Anchor, Badge, Button, Group, Progress, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { formatInTimeZone } from 'date-fns-tz';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard, SectionTable } from '@/components/details-section';
import { paymentsMatchingRuleHref, transactionHref } from '@/config/paths';
import { useTimeZone } from '@/features/preferences';
import { BACKTEST_OUTCOMES, type BacktestResult, type Tally } from '@/lib/antifraud-rules/backtest';
import { traceValueText } from '@/lib/antifraud-rules/trace-value';
import { backtestWindows } from '@/lib/contract/antifraud';
import { useLocaleFormat } from '@/lib/format';
import type { DraftSpec } from './backtest-protocol';
import type { BacktestState } from './use-backtest';

const SHOWN_MATCHES = 25;

function Volume({ tally }: { tally: Tally }) {
  const { money } = useLocaleFormat();
  const entries = Object.entries(tally.volume).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <>—</>;
  return (
    <>
      {entries.map(([currency, amount], index) => (
        <span key={currency}>
          {index > 0 && ', '}
          <bdi>{money(amount, currency)}</bdi>
        </span>
      ))}
    </>
  );
}

function Figure({ label, tally, hint }: { label: string; tally: Tally; hint: string }) {
  const { number } = useLocaleFormat();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {number(tally.count)}
      </Text>
      <Text size="sm">
        <Volume tally={tally} />
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

function Results({ result, source, action }: { result: BacktestResult; source: string; action: DraftSpec['action'] }) {
  const { t } = useTranslation('antifraud');
  const timeZone = useTimeZone();
  const day = (instant: string) => formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
  const { number, dateTime, money } = useLocaleFormat();
  const matched = BACKTEST_OUTCOMES.reduce((sum, outcome) => sum + result.matched[outcome].count, 0);
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={300}>
        <Table aria-label={t('backtest.groupsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backtest.columns.outcome')}</Table.Th>
              <Table.Th ta="end">{t('backtest.columns.count')}</Table.Th>
              <Table.Th>{t('backtest.columns.volume')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BACKTEST_OUTCOMES.map((outcome) => (
              <Table.Tr key={outcome}>
                <Table.Th scope="row" fw={500}>
                  {t(`backtest.outcome.${outcome}`)}
                </Table.Th>
                <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {number(result.matched[outcome].count)}
                </Table.Td>
                <Table.Td>
                  <Volume tally={result.matched[outcome]} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Figure label={t('backtest.added')} tally={result.added} hint={t(`backtest.addedHint.${action}`)} />
        <Figure label={t('backtest.alreadyDecided')} tally={result.alreadyDecided} hint={t('backtest.alreadyDecidedHint')} />
        {(action === 'block' || action === 'review') && (
          <Figure label={t('backtest.goodTurnedAway')} tally={result.goodTurnedAway} hint={t(`backtest.goodTurnedAwayHint.${action}`)} />
        )}
      </SimpleGrid>
      {matched > 0 && (
        <Anchor component={Link} to={paymentsMatchingRuleHref(source, result.oldest && day(result.oldest))}>
          {t('backtest.openMatched', { count: matched })}
        </Anchor>
      )}
      {result.sample.length > 0 && (
        <SectionTable
          title={t('backtest.whyTitle')}
          state="ready"
          messages={{ failed: '', loading: '', empty: '' }}
          columns={[
            { label: t('backtest.columns.payment') },
            { label: t('backtest.columns.amount'), align: 'end' },
            { label: t('backtest.columns.outcome') },
            { label: t('backtest.columns.why') },
          ]}
          minWidth={560}
        >
          {result.sample.slice(0, SHOWN_MATCHES).map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={transactionHref(payment.id)} size="sm">
                  <bdi>{dateTime(payment.createdAt)}</bdi>
                </Anchor>
                {payment.added && (
                  <Badge variant="light" color="orange" ms="xs" tt="none">
                    {t('backtest.onlyThisRule')}
                  </Badge>
                )}
              </Table.Th>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                <bdi>{money(payment.amount, payment.currency)}</bdi>
              </Table.Td>
              <Table.Td>{t(`backtest.outcome.${payment.outcome}`)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {payment.trace
                    .filter((step) => step.holds)
                    .map((step, index) => (
                      <Text key={index} size="xs" ff="monospace" dir="ltr" style={{ wordBreak: 'break-word' }}>
                        {step.text} ({traceValueText(step, payment.currency, money) ?? t('backtest.missing')})
                      </Text>
                    ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      )}
    </Stack>
  );
}

interface Props {
  state: BacktestState;
  /** The draft as it stands, or null while it does not compile. */
  draft: DraftSpec | null;
  onRun: (days: number) => void;
  onCancel: () => void;
}

/** "Try it on the past": a draft over the last 30 or 90 days, in four groups, with its added effect. */
export function BacktestPanel({ state, draft, onRun, onCancel }: Props) {
  const { t } = useTranslation('antifraud');
  const { number } = useLocaleFormat();
  const [days, setDays] = useState<string>('90');
  const running = state.status === 'running';
  const scanned = state.status === 'running' || state.status === 'done' ? (state.result?.scanned ?? 0) : 0;
  const total = state.status === 'running' || state.status === 'done' ? state.total : 0;
  return (
    <SectionCard title={t('backtest.title')} description={t('backtest.description')}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            aria-label={t('backtest.window')}
            value={days}
            onChange={setDays}
            data={backtestWindows.map((value) => ({ value: String(value), label: t('backtest.days', { count: value }) }))}
            disabled={running}
          />
          {running ? (
            <Button variant="default" onClick={onCancel}>
              {t('backtest.stop')}
            </Button>
          ) : (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} disabled={!draft} onClick={() => onRun(Number(days))}>
              {t('backtest.run')}
            </Button>
          )}
        </Group>
        {!draft && (
          <Text size="sm" c="dimmed">
            {t('backtest.needsRule')}
          </Text>
        )}
        {(running || state.status === 'done') && (
          <Stack gap={4} aria-live="polite">
            <Progress value={total > 0 ? (scanned / total) * 100 : running ? 0 : 100} aria-label={t('backtest.progressLabel')} animated={running} />
            <Text size="sm" c="dimmed">
              {running
                ? t('backtest.progress', { scanned: number(scanned), total: number(total) })
                : t('backtest.finished', { total: number(total), days: state.days })}
            </Text>
          </Stack>
        )}
        {state.status === 'problems' && (
          <Alert color="red" role="alert">
            {t('backtest.ruleProblems')}
          </Alert>
        )}
        {state.status === 'failed' && (
          <Alert color="red" role="alert">
            {t('backtest.failed')}
          </Alert>
        )}
        {(state.status === 'running' || state.status === 'done') && state.result && draft && (
          <Results result={state.result} source={draft.source} action={draft.action} />
        )}
      </Stack>
    </SectionCard>
  );
}
