import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { ReserveSummary } from '../api/balances-api';

/** Per currency: what the rolling reserve holds, what it released so far, and its next release. */
export function ReserveSummaryCards({ rows }: { rows: readonly ReserveSummary[] }) {
  const { t, i18n } = useTranslation('balances');
  const locale = intlLocale(i18n.language);
  const dates = useDateFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {rows.map((row) => (
        <Card key={row.currency} withBorder component="section" aria-labelledby={`reserve-${row.currency}`}>
          <Stack gap={6}>
            <Title order={2} size="h4" id={`reserve-${row.currency}`}>
              {row.currency}
            </Title>
            <Text size="sm" c="dimmed">
              {t('rollings.held')}
            </Text>
            <Text fw={600} fz="xl">
              <bdi>{formatMoney(row.held, row.currency, locale)}</bdi>
            </Text>
            <Text size="sm">{t('rollings.released', { amount: formatMoney(row.released, row.currency, locale) })}</Text>
            <Text size="sm" c="dimmed">
              {row.nextReleaseOn
                ? t('rollings.nextRelease', { amount: formatMoney(row.nextReleaseAmount, row.currency, locale), date: dates.day(row.nextReleaseOn) })
                : t('rollings.noRelease')}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
