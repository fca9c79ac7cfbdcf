import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { useLocaleFormat } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { Payout } from '../api/payouts-api';
import { personName } from '../model/labels';
import { PayoutAmount } from './payout-amount';
import { PayoutMethodText } from './payout-method-text';
import { PayoutStatusBadge } from './payout-status-badge';

const ltr = (value: string) => (
  <Text span size="sm" dir="ltr" ff="monospace">
    {value}
  </Text>
);

export function PayoutFacts({ payout }: { payout: Payout }) {
  const { t, i18n } = useTranslation('payouts');
  const formatDateTime = useLocaleFormat().dateTime;
  const approvalText = () => {
    if (!payout.approvalRequired) return t('details.approvalNone');
    if (payout.approvalLimit === null) return t('details.approvalAlways');
    return t('details.approvalAbove', { limit: formatMoney(payout.approvalLimit, payout.currency, intlLocale(i18n.language)) });
  };
  const notSet = (
    <Text span size="sm" c="dimmed">
      {t('details.notSet')}
    </Text>
  );
  const rows: LabelledValue[] = [
    [t('details.amount'), <PayoutAmount key="amount" amount={payout.amount} currency={payout.currency} />],
    [t('details.status'), <PayoutStatusBadge key="status" status={payout.status} />],
    [t('details.method'), <PayoutMethodText key="method" method={payout.method} />],
    [t('details.description'), payout.description ? <bdi>{payout.description}</bdi> : notSet],
    [t('details.requestedBy'), <bdi key="by">{personName(payout.requestedBy)}</bdi>],
    [t('details.created'), <bdi key="created">{formatDateTime(payout.createdAt)}</bdi>],
    [t('details.approval'), <bdi key="approval">{approvalText()}</bdi>],
    [t('details.id'), ltr(payout.id)],
  ];
  return <DetailsSection title={t('details.facts')} rows={rows} />;
}
