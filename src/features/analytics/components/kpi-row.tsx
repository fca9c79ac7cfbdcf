import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '@/lib/contract/analytics';
import type { LocaleFormat } from '@/lib/format';
import { pointsChange, ratesOf, relativeChange, type Change } from '../model/figures';
import { ChangeLine } from './change-line';

function Kpi({ label, value, hint, change, better }: { label: string; value: string; hint: string; change: Change; better: 'up' | 'down' }) {
  return (
    <Card withBorder component="section" aria-label={label}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={26} fw={700} lh={1.3}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        <ChangeLine change={change} better={better} />
      </Stack>
    </Card>
  );
}

/** The period's headline figures, each against the previous period. */
export function KpiRow({ figures, format }: { figures: Analytics; format: LocaleFormat }) {
  const { t } = useTranslation('analytics');
  const { totals } = figures;
  const now = ratesOf(totals, 'current');
  const before = ratesOf(totals, 'previous');
  const rate = (value: number | null) => (value === null ? '—' : format.percent(value));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Kpi
        label={t('kpi.payments')}
        value={format.number(totals.payments.current)}
        hint={t('kpi.paymentsHint', { previous: format.number(totals.payments.previous) })}
        change={relativeChange(totals.payments)}
        better="up"
      />
      <Kpi
        label={t('kpi.approvalRate')}
        value={rate(now.approval)}
        hint={t('kpi.approvalHint', {
          approved: format.number(totals.approved.current),
          decided: format.number(totals.approved.current + totals.declined.current),
        })}
        change={pointsChange(now.approval, before.approval)}
        better="up"
      />
      <Kpi
        label={t('kpi.refundRate')}
        value={rate(now.refund)}
        hint={t('kpi.refundedOfCaptured', { refunded: format.number(totals.refunded.current), captured: format.number(totals.captured.current) })}
        change={pointsChange(now.refund, before.refund)}
        better="down"
      />
      <Kpi
        label={t('kpi.disputeRate')}
        value={rate(now.dispute)}
        hint={t('kpi.disputedOfCaptured', { disputed: format.number(totals.disputed.current), captured: format.number(totals.captured.current) })}
        change={pointsChange(now.dispute, before.dispute)}
        better="down"
      />
    </SimpleGrid>
  );
}
