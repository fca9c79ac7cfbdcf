import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { MoneyAmount, MoneyOutHistory, PayoutStatusBadge, payoutStatusColor, personName, usePayoutStatusLabel } from '@/features/payouts';
import { selectSelectedResource } from '@/features/workspace';
import { TRANSFERS_PATH, transferHref } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAppSelector } from '@/lib/store';
import { useGetTransferQuery, type Transfer } from '../api/wallet-api';
import { DestinationText } from '../components/transfer-columns';
import { TransferDecisions } from '../components/transfer-decisions';
import { useWalletLabel } from '../model/labels';

function TransferFacts({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation('wallet');
  const formatDateTime = useLocaleFormat().dateTime;
  const typeLabel = useWalletLabel('transferType');
  const approval = !transfer.approvalRequired
    ? t('details.approvalNone')
    : transfer.approvalLimit === null
      ? t('details.approvalAlways')
      : t('details.approvalAbove', { limit: formatMoney(transfer.approvalLimit, transfer.currency, intlLocale(i18n.language)) });
  const link = (id: string) => (
    <Anchor component={Link} to={transferHref(id)} size="sm" dir="ltr" ff="monospace">
      {id}
    </Anchor>
  );
  const rows: LabelledValue[] = [
    [t('details.type'), typeLabel(transfer.transferType)],
    [t('details.amount'), <MoneyAmount key="amount" amount={transfer.amount} currency={transfer.currency} />],
    [t('details.status'), <PayoutStatusBadge key="status" status={transfer.status} />],
    [t('details.destination'), <DestinationText key="destination" destination={transfer.destination} />],
    [
      t('details.description'),
      transfer.description ? (
        <bdi>{transfer.description}</bdi>
      ) : (
        <Text span size="sm" c="dimmed">
          {t('details.none')}
        </Text>
      ),
    ],
    [t('details.requestedBy'), <bdi key="by">{transfer.requestedBy ? personName(transfer.requestedBy) : t('details.bySystem')}</bdi>],
    [t('details.created'), <bdi key="created">{formatDateTime(transfer.createdAt)}</bdi>],
    [t('details.approval'), approval],
    ...(transfer.parentId ? ([[t('details.parent'), link(transfer.parentId)]] as LabelledValue[]) : []),
    ...(transfer.reversalId ? ([[t('details.reversal'), link(transfer.reversalId)]] as LabelledValue[]) : []),
    [
      t('details.id'),
      <Text key="id" span size="sm" dir="ltr" ff="monospace">
        {transfer.id}
      </Text>,
    ],
  ];
  return <DetailsSection title={t('details.facts')} rows={rows} />;
}

/** `/transfers/:transferId`: the transfer, its steps with who and when, and what the caller may do with it now. */
export function TransferPage() {
  const { t, i18n } = useTranslation('wallet');
  const transferId = useParams().transferId ?? '';
  const workspace = useAppSelector(selectSelectedResource);
  const statusLabel = usePayoutStatusLabel();
  const typeLabel = useWalletLabel('transferType');
  const details = useGetTransferQuery(transferId, { skip: !transferId });
  const transfer = details.currentData;
  // Another wallet's transfer reads like one without the right, even when the user holds it there.
  const foreign = Boolean(transfer && workspace && transfer.resourceId && transfer.resourceId !== workspace.id);

  return (
    <DetailsFrame
      back={{ list: TRANSFERS_PATH, label: t('details.back') }}
      title={t('details.heading')}
      {...detailsState(details, { foreign })}
      refusal={<DetailsRefusal title={t('details.noAccessTitle')} text={t('details.noAccessHint')} />}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {(transfer) => (
        <>
          <Group gap="sm" align="center">
            <Title order={1}>
              <bdi>{formatMoney(transfer.amount, transfer.currency, intlLocale(i18n.language))}</bdi>
            </Title>
            <Badge size="lg" variant="outline" color="gray">
              {typeLabel(transfer.transferType)}
            </Badge>
            <Badge size="lg" variant="light" color={payoutStatusColor(transfer.status)}>
              {statusLabel(transfer.status)}
            </Badge>
          </Group>
          <TransferDecisions transfer={transfer} />
          <TransferFacts transfer={transfer} />
          <MoneyOutHistory payout={transfer} />
        </>
      )}
    </DetailsFrame>
  );
}
