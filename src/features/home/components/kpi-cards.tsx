import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api/get-statistics';
import { approvedTotal } from '../model/series';
import type { LocaleFormat } from '@/lib/format';

interface KpiCardsProps {
  stats: Statistics;
  currency: string;
  format: LocaleFormat;
}

function Kpi({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** The headline numbers, readable without any chart. */
export function KpiCards({ stats, currency, format }: KpiCardsProps) {
  const { t } = useTranslation('home');
  const row = stats.currencies.find((entry) => entry.currency === currency);
  const volume = row?.volume ?? 0;
  const inCurrency = row?.count ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Kpi
        label={t('kpi.totalCount')}
        value={format.number(stats.totalCount)}
        hint={t('kpi.currencies', { currencies: format.number(stats.currencies.length) })}
      />
      <Kpi
        label={t('kpi.approvalRate')}
        value={format.percent(stats.approvalRate)}
        hint={t('kpi.approvedOf', { approved: format.number(approvedTotal(stats)), total: format.number(stats.totalCount) })}
      />
      <Kpi
        label={t('kpi.volume', { currency })}
        value={format.money(volume, currency)}
        hint={t('kpi.inCurrency', { transactions: format.number(inCurrency), currency })}
      />
      <Kpi
        label={t('kpi.average', { currency })}
        // Integer division in minor units: an average of money stays an integer amount.
        value={format.money(inCurrency === 0 ? 0 : Math.round(volume / inCurrency), currency)}
        hint={t('kpi.approvedInCurrency', { approved: format.number(row?.approvedCount ?? 0), currency })}
      />
    </SimpleGrid>
  );
}
