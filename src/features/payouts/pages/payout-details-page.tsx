import { Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { selectSelectedResource } from '@/features/workspace';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAppSelector } from '@/lib/store';
import { useGetPayoutQuery } from '../api/payouts-api';
import { PayoutActions } from '../components/payout-actions';
import { PayoutFacts } from '../components/payout-facts';
import { PayoutHistory } from '../components/payout-history';
import { payoutStatusColor, usePayoutStatusLabel } from '../model/labels';
import { PAYOUTS_PATH } from '@/config/paths';

/** `/payouts/:payoutId`: the payout, its steps with who and when, and approve, reject or cancel when allowed. */
export function PayoutDetailsPage() {
  const { t, i18n } = useTranslation('payouts');
  const payoutId = useParams().payoutId ?? '';
  const workspace = useAppSelector(selectSelectedResource);
  const statusLabel = usePayoutStatusLabel();
  const details = useGetPayoutQuery(payoutId, { skip: !payoutId });
  const payout = details.currentData;
  // A payout of another organization reads like one without the right, even when the user holds it there.
  const foreign = Boolean(payout && workspace && payout.resourceId && payout.resourceId !== workspace.id);

  return (
    <DetailsFrame
      back={{ list: PAYOUTS_PATH, label: t('details.back') }}
      title={t('details.heading')}
      {...detailsState(details, { foreign })}
      refusal={<DetailsRefusal title={t('details.noAccessTitle')} text={t('details.noAccessHint')} />}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {(payout) => (
        <>
          <Group gap="sm" align="center">
            <Title order={1}>
              <bdi>{formatMoney(payout.amount, payout.currency, intlLocale(i18n.language))}</bdi>
            </Title>
            <Badge size="lg" variant="light" color={payoutStatusColor(payout.status)}>
              {statusLabel(payout.status)}
            </Badge>
          </Group>
          <PayoutActions payout={payout} />
          <PayoutFacts payout={payout} />
          <PayoutHistory payout={payout} />
        </>
      )}
    </DetailsFrame>
  );
}
