import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import type { DunningWhatIf, Money } from '../api/billing-model';

/** Before saving: how many subscriptions in dunning a new schedule halts sooner or later, and their monthly revenue. */
export function DunningWhatIfSummary({ whatIf }: { whatIf: DunningWhatIf }) {
  const { t } = useTranslation('billing');
  const { money } = useLocaleFormat();
  const revenue = (rows: readonly Money[]) =>
    rows.length > 0 && (
      <>
        {' '}
        <bdi>{t('dunningSettings.revenue', { amounts: rows.map((row) => money(row.amount, row.currency)).join(' · ') })}</bdi>
      </>
    );
  return (
    <Alert color="blue" title={t('dunningSettings.whatIfTitle', { count: whatIf.inDunning })} role="status">
      <List size="sm" spacing={2}>
        <List.Item>
          {t('dunningSettings.sooner', { count: whatIf.haltedSooner })}
          {revenue(whatIf.soonerRevenue)}
        </List.Item>
        <List.Item>
          {t('dunningSettings.later', { count: whatIf.haltedLater })}
          {revenue(whatIf.laterRevenue)}
        </List.Item>
        <List.Item>{t('dunningSettings.unchanged', { count: whatIf.unchanged })}</List.Item>
      </List>
    </Alert>
  );
}
