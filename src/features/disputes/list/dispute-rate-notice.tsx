import { useMemo } from 'react';
import { useTimeZone } from '@/features/preferences';
import { useAggregateDisputesQuery } from '../api/aggregate-disputes';
import { DEFAULT_PRESET, openedFilters, rangeDays } from '../aggregated/aggregate-range';
import { RATE_DIGITS } from '../model/monitoring-levels';
import { useLocaleFormat } from '@/lib/format';
import { DisputeRateAlert } from '../components/dispute-rate-alert';

/** The disputes list's warning: the dispute rate of the last 30 days, when it reaches a card scheme's level. */
export function DisputeRateNotice({ resourceId }: { resourceId: string }) {
  const timeZone = useTimeZone();
  const format = useLocaleFormat();
  const { from, to } = rangeDays({ preset: DEFAULT_PRESET }, timeZone);
  const filters = useMemo(() => openedFilters({ from, to }, timeZone), [from, to, timeZone]);
  const { data } = useAggregateDisputesQuery({ resourceId, filters });
  return data ? <DisputeRateAlert rate={data.disputeRate} formatPercent={(rate) => format.percent(rate, RATE_DIGITS)} /> : null;
}
