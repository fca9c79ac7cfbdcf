import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store';
import { failureMessageKey } from '@/lib/forms';
import { usePermission } from '@/features/permissions';
import { useTimeZone } from '@/features/preferences';
import { selectSelectedResource } from '@/features/workspace';
import { toFailure } from '@/lib/http';
import { useGetStatisticsQuery } from '../api/get-statistics';
import { HomeView, type HomeContent } from '../components/home-view';
import { computeRange, DEFAULT_RANGE, type RangePreset } from '../model/date-range';
import { effectiveCurrency } from '../model/series';
import { STATISTICS_PERMISSION } from '../routes';

/** The dashboard: statistics of the selected workspace over a range of the user's days. */
export function HomePage() {
  const { t } = useTranslation(['home', 'errors']);
  const resource = useAppSelector(selectSelectedResource);
  const allowed = usePermission(STATISTICS_PERMISSION);
  const timeZone = useTimeZone();
  // `at` is when the range was chosen, so "today" does not move on every render.
  const [selection, setSelection] = useState(() => ({ days: DEFAULT_RANGE as RangePreset, at: Date.now() }));
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const range = useMemo(() => computeRange(selection.days, timeZone, selection.at), [selection, timeZone]);

  const query = useGetStatisticsQuery(resource && allowed ? { resourceId: resource.id, from: range.from, to: range.to, timezone: timeZone } : skipToken);
  // currentData belongs to the current arguments only: never show another range's numbers.
  const stats = query.currentData;

  let content: HomeContent;
  if (!resource) content = { kind: 'no-workspace' };
  else if (!allowed) content = { kind: 'no-permission' };
  else if (stats) content = stats.totalCount === 0 ? { kind: 'empty' } : { kind: 'stats', stats, currency: effectiveCurrency(stats, chosenCurrency) ?? '' };
  else if (query.isError && !query.isFetching) content = { kind: 'error', message: t(failureMessageKey(toFailure(query.error))) };
  else content = { kind: 'loading' };

  return (
    <HomeView
      workspace={resource?.name ?? ''}
      range={range}
      rangeDays={selection.days}
      timeZone={timeZone}
      content={content}
      retrying={query.isFetching}
      onRangeChange={(days) => setSelection({ days, at: Date.now() })}
      onCurrencyChange={setChosenCurrency}
      onRetry={() => void query.refetch()}
    />
  );
}
