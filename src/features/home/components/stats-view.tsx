import { Card, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api/get-statistics';
import { seriesFor } from '../model/series';
import type { LocaleFormat } from '@/lib/format';
import { BreakdownSection } from './breakdown-section';
import { CurrencyTable } from './currency-table';
import { KpiCards } from './kpi-cards';
import { TrendsSection } from './trends-section';

interface StatsViewProps {
  stats: Statistics;
  days: readonly string[];
  currency: string;
  onCurrencyChange: (currency: string) => void;
  format: LocaleFormat;
}

/** Loaded, non-empty statistics: numbers first, each chart beside its numbers. */
export function StatsView({ stats, days, currency, onCurrencyChange, format }: StatsViewProps) {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md">
      {stats.currencies.length > 1 && (
        <Select
          label={t('currency.label')}
          description={t('currency.description')}
          data={stats.currencies.map((row) => row.currency)}
          value={currency}
          onChange={(next) => next && onCurrencyChange(next)}
          allowDeselect={false}
          w={220}
        />
      )}
      <KpiCards stats={stats} currency={currency} format={format} />
      <TrendsSection points={seriesFor(stats, currency, days)} currency={currency} format={format} />
      <BreakdownSection stats={stats} format={format} />
      <Card withBorder>
        <CurrencyTable stats={stats} format={format} />
      </Card>
    </Stack>
  );
}
