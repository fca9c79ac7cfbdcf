import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DisputeAggregate } from '../api/aggregate-disputes';
import { DisputeRateAlert } from '../components/dispute-rate-alert';
import { useDisputeLabels } from '../model/labels';
import { schemeOfCode } from '../model/reason-codes';
import { BreakdownCard } from './breakdown-card';
import { TotalsSection } from './totals-section';
import { RATE_DIGITS } from '../model/monitoring-levels';
import { useLocaleFormat } from '@/lib/format';

/** The totals, then the breakdowns by reason code, card scheme, status and month. */
export function AggregateView({ aggregate }: { aggregate: DisputeAggregate }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  const total = aggregate.totals.count;
  // Months are grouped in UTC (docs/api/disputes.md); the running one is marked, so it does not read as a fall.
  const currentMonth = new Date().toISOString().slice(0, 7);
  const monthName = (key: string) => (key === currentMonth ? t('aggregated.monthSoFar', { month: format.month(key) }) : format.month(key));
  const reasonName = (code: string) => {
    const scheme = schemeOfCode(code);
    return (
      <>
        <bdi>{code}</bdi>
        {scheme && ` · ${labels.reasonTitle(scheme, code)}`}
      </>
    );
  };
  return (
    <Stack gap="lg">
      <DisputeRateAlert rate={aggregate.disputeRate} formatPercent={(rate) => format.percent(rate, RATE_DIGITS)} />
      <TotalsSection aggregate={aggregate} format={format} />
      <BreakdownCard
        title={t('aggregated.byReason')}
        nameHeader={t('columns.reason')}
        groups={aggregate.byReasonCode}
        nameOf={reasonName}
        shortNameOf={(code) => code}
        total={total}
        format={format}
        horizontal
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BreakdownCard
          title={t('aggregated.byScheme')}
          nameHeader={t('columns.scheme')}
          groups={aggregate.byScheme}
          nameOf={labels.scheme}
          total={total}
          format={format}
        />
        <BreakdownCard
          title={t('aggregated.byStatus')}
          nameHeader={t('columns.status')}
          groups={aggregate.byStatus}
          nameOf={labels.status}
          total={total}
          format={format}
          horizontal
          labelWidth={150}
        />
      </SimpleGrid>
      <BreakdownCard
        title={t('aggregated.byMonth')}
        nameHeader={t('aggregated.month')}
        groups={aggregate.byMonth}
        nameOf={monthName}
        total={total}
        format={format}
      />
    </Stack>
  );
}
