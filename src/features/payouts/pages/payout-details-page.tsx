import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { selectSelectedResource } from '@/features/workspace';
import { firstErrorCode, toFailure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAppSelector } from '@/lib/store';
import { useGetPayoutQuery } from '../api/payouts-api';
import { PayoutActions } from '../components/payout-actions';
import { PayoutFacts } from '../components/payout-facts';
import { PayoutHistory } from '../components/payout-history';
import { payoutStatusColor, usePayoutStatusLabel } from '../model/labels';
import { PAYOUTS_PATH } from '../payout-href';

/** Refusals that all read the same (no existence leak): unknown id, another organization, no right. */
const noAccessCodes = new Set(['not-found', 'forbidden']);

function NoAccess() {
  const { t } = useTranslation('payouts');
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t('details.noAccessTitle')}>
      {t('details.noAccessHint')}
    </Alert>
  );
}

/** `/payouts/:payoutId`: the payout, its steps with who and when, and approve, reject or cancel when allowed. */
export function PayoutDetailsPage() {
  const { t, i18n } = useTranslation('payouts');
  const payoutId = useParams().payoutId ?? '';
  const workspace = useAppSelector(selectSelectedResource);
  const statusLabel = usePayoutStatusLabel();
  const details = useGetPayoutQuery(payoutId, { skip: !payoutId });
  const failure = details.isError ? toFailure(details.error) : null;
  const payout = details.currentData;
  // A payout of another organization reads like one without the right, even when the user holds it there.
  const foreign = Boolean(payout && workspace && payout.resourceId && payout.resourceId !== workspace.id);
  const noAccess = foreign || (failure !== null && (noAccessCodes.has(String(firstErrorCode(failure) ?? '')) || failure.code === 403 || failure.code === 404));

  let body: React.ReactNode;
  if (noAccess) body = <NoAccess />;
  else if (payout) {
    body = (
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
    );
  } else if (failure && !details.isFetching) {
    body = <ErrorState error={failure} title={t('details.loadFailed')} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  } else body = <LoadingState label={t('details.loading')} rows={6} rowHeight={48} />;

  return (
    <Stack gap="lg">
      <Button component={Link} to={PAYOUTS_PATH} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
        {t('details.back')}
      </Button>
      {(!payout || noAccess) && <Title order={1}>{t('details.heading')}</Title>}
      {body}
    </Stack>
  );
}
