import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard, SectionTable, sectionState } from '@/components/details-section';
import { NEW_ANTIFRAUD_RULE } from '@/config/paths';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { ruleActions } from '@/lib/antifraud-rules/types';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { useAppSelector } from '@/lib/store';
import { useGetRiskThresholdsQuery, useListRulesQuery } from '../api/antifraud-api';
import { RiskThresholdsForm } from '../rules/risk-thresholds-form';
import { RuleCard, RuleRow } from '../rules/rule-row';

/** `/antifraud/rules`: the merchant's rules in the engine's order, stage by stage, and the risk thresholds. */
export function RulesPage() {
  const { t } = useTranslation('antifraud');
  const workspace = useAppSelector(selectSelectedResource);
  const editable = usePermission(antifraudPermissions.rulesWrite);
  const rules = useListRulesQuery(workspace?.id ?? '', { skip: !workspace });
  const thresholds = useGetRiskThresholdsQuery(workspace?.id ?? '', { skip: !workspace });
  // Below 48em a rule is a card: its condition whole, its controls in reach, nothing to scroll sideways.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (!workspace) return null;
  const rows = rules.data?.rows ?? [];
  const messages = { failed: t('rules.loadFailed'), loading: t('rules.loading'), empty: t('rules.emptyStage') };
  const columns = [
    { label: t('rules.columns.position') },
    { label: t('rules.columns.name') },
    { label: t('rules.columns.condition') },
    { label: t('rules.columns.mode') },
    { label: t('rules.columns.matches30d'), align: 'end' as const },
    ...(editable ? [{ label: t('rules.columns.actions'), align: 'end' as const }] : []),
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('rules.title')}</Title>
          <Text c="dimmed">{t('rules.description', { name: workspace.name })}</Text>
        </Stack>
        {editable && (
          <Button component={Link} to={NEW_ANTIFRAUD_RULE} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('rules.create')}
          </Button>
        )}
      </Group>
      <Alert variant="light" color="blue" title={t('rules.orderTitle')}>
        {t('rules.order')}
      </Alert>
      {ruleActions.map((action) => {
        // The server answers in the engine's order (stage, then position).
        const stage = rows.filter((rule) => rule.action === action);
        const state = sectionState(rules, stage.length);
        if (narrow)
          return (
            <SectionCard key={action} title={t(`rules.stage.${action}`)}>
              {state === 'ready' ? (
                <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`rules.stage.${action}`)}>
                  {stage.map((rule, index) => (
                    <RuleCard key={rule.id} rule={rule} last={index === stage.length - 1} editable={editable} />
                  ))}
                </Stack>
              ) : (
                <Text c={state === 'failed' ? 'red' : 'dimmed'} role={state === 'failed' ? 'alert' : undefined}>
                  {messages[state]}
                </Text>
              )}
            </SectionCard>
          );
        return (
          <SectionTable key={action} title={t(`rules.stage.${action}`)} state={state} messages={messages} columns={columns} minWidth={editable ? 860 : 720}>
            {stage.map((rule, index) => (
              <RuleRow key={rule.id} rule={rule} last={index === stage.length - 1} editable={editable} />
            ))}
          </SectionTable>
        );
      })}
      <SectionCard title={t('thresholds.title')} description={t('thresholds.description')}>
        {thresholds.isError ? (
          <Text c="red" role="alert">
            {t('thresholds.loadFailed')}
          </Text>
        ) : thresholds.data ? (
          <RiskThresholdsForm
            key={`${thresholds.data.elevatedAt}-${thresholds.data.highestAt}`}
            resourceId={workspace.id}
            saved={thresholds.data}
            editable={editable}
          />
        ) : (
          <Text c="dimmed">{t('thresholds.loading')}</Text>
        )}
      </SectionCard>
    </Stack>
  );
}
