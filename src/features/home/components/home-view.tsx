import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/i18n';
import type { Statistics } from '../api/get-statistics';
import type { DateRange, RangePreset } from '../model/date-range';
import { useLocaleFormat } from '@/lib/format';
import { RangeControl } from './range-control';
import { EmptyStats, NoPermission, StatsError, StatsSkeleton } from './stats-states';
import { StatsView } from './stats-view';

export type HomeContent =
  | { kind: 'no-workspace' }
  | { kind: 'no-permission' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'stats'; stats: Statistics; currency: string };

interface HomeViewProps {
  workspace: string;
  range: DateRange;
  rangeDays: RangePreset;
  timeZone: string;
  content: HomeContent;
  retrying: boolean;
  onRangeChange: (days: RangePreset) => void;
  onCurrencyChange: (currency: string) => void;
  onRetry: () => void;
}

export function HomeView({ workspace, range, rangeDays, timeZone, content, retrying, onRangeChange, onCurrencyChange, onRetry }: HomeViewProps) {
  // The status breakdown's texts ('payments') load with the page, not when its data arrives.
  const { t } = useTranslation(['home', 'payments']);
  const format = useLocaleFormat();
  const showsStats = content.kind !== 'no-workspace' && content.kind !== 'no-permission';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          {showsStats && (
            <Text c="dimmed" size="sm">
              {t('subtitle', {
                workspace: isolate(workspace),
                period: isolate(format.dayRange(range.days[0], range.days[range.days.length - 1])),
                zone: isolate(timeZone),
              })}
            </Text>
          )}
        </Stack>
        {showsStats && <RangeControl value={rangeDays} onChange={onRangeChange} />}
      </Group>
      {content.kind === 'no-workspace' && <Text c="dimmed">{t('noWorkspace')}</Text>}
      {content.kind === 'no-permission' && <NoPermission />}
      {content.kind === 'loading' && <StatsSkeleton />}
      {content.kind === 'error' && <StatsError message={content.message} onRetry={onRetry} retrying={retrying} />}
      {content.kind === 'empty' && <EmptyStats workspace={workspace} />}
      {content.kind === 'stats' && (
        <StatsView stats={content.stats} days={range.days} currency={content.currency} onCurrencyChange={onCurrencyChange} format={format} />
      )}
    </Stack>
  );
}
