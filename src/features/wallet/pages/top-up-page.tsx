import { Alert, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBan, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection, StatusHistory, type HistoryEntry, type LabelledValue } from '@/components/details-section';
import { personName } from '@/features/payouts';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { TOP_UPS_PATH } from '@/config/paths';
import { TOP_UPS_WRITE } from '@/lib/contract/money-permissions';
import { useLocaleFormat } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useCancelTopUpMutation, useGetTopUpQuery, type TopUp } from '../api/wallet-api';
import { TopUpStatusBadge } from '../components/top-up-columns';
import { topUpStatusColor, useWalletLabel } from '../model/labels';

const mono = (value: string) => (
  <Text span size="sm" ff="monospace" dir="ltr">
    {value}
  </Text>
);

/** What to send, where: the bank details and the reference, each copied with one press. */
function PaymentInstructions({ topUp }: { topUp: TopUp }) {
  const { t, i18n } = useTranslation('wallet');
  const clipboard = useClipboard({ timeout: 2500 });
  const [copied, setCopied] = useState<string | null>(null);
  const formatDateTime = useLocaleFormat().dateTime;
  const copy = (what: string, value: string) => {
    setCopied(what);
    clipboard.copy(value);
  };
  const copyButton = (what: string, value: string, label: string) => (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={clipboard.copied && copied === what ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
      onClick={() => copy(what, value)}
    >
      {label}
    </Button>
  );
  const { bankDetails } = topUp;
  const rows: LabelledValue[] = [
    [t('topUp.send'), <bdi key="amount">{formatMoney(topUp.amount, topUp.currency, intlLocale(i18n.language))}</bdi>],
    [
      t('topUp.reference'),
      <Group key="reference" gap="xs">
        <Text span fw={700} ff="monospace" dir="ltr">
          {topUp.reference}
        </Text>
        {copyButton('reference', topUp.reference, t('topUp.copyReference'))}
      </Group>,
    ],
    [t('topUp.beneficiary'), <bdi key="beneficiary">{bankDetails.beneficiary}</bdi>],
    [t('topUp.bank'), <bdi key="bank">{bankDetails.bankName}</bdi>],
    [
      t('topUp.iban'),
      <Group key="iban" gap="xs">
        {mono(bankDetails.iban)}
        {copyButton('iban', bankDetails.iban, t('topUp.copyIban'))}
      </Group>,
    ],
    [t('topUp.bic'), mono(bankDetails.bic)],
    [t('topUp.expires'), <bdi key="expires">{formatDateTime(topUp.expiresAt)}</bdi>],
  ];
  return (
    <>
      <Alert color="blue" variant="light" title={t('topUp.howTitle')}>
        {t('topUp.how')}
      </Alert>
      <DetailsSection title={t('topUp.instructions')} rows={rows} />
      <VisuallyHidden role="status">{clipboard.copied ? t('topUp.copied') : ''}</VisuallyHidden>
      {clipboard.error && (
        <Alert color="red" variant="light" role="alert">
          {t('topUp.copyFailed')}
        </Alert>
      )}
    </>
  );
}

function TopUpHistory({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation('wallet');
  const statusLabel = useWalletLabel('topUpStatus');
  const formatDateTime = useLocaleFormat().dateTime;
  const history: HistoryEntry[] = topUp.statusHistory.map((step) => ({
    status: step.status,
    at: step.at,
    note: (
      <>
        <bdi>{step.by ? t('details.by', { who: personName(step.by) }) : t('details.byBank')}</bdi>
        {step.reason && <> — {t('topUp.expiredReason')}</>}
      </>
    ),
  }));
  return (
    <StatusHistory
      title={t('details.history')}
      empty={t('details.historyEmpty')}
      history={history}
      statusLabel={statusLabel}
      statusColor={topUpStatusColor}
      formatDateTime={formatDateTime}
    />
  );
}

/** `/wallet/top-ups/:topUpId`: the bank details and reference to quote, the status the bank and the clock move, cancel while requested. */
export function TopUpPage() {
  const { t, i18n } = useTranslation(['wallet', 'errors']);
  const topUpId = useParams().topUpId ?? '';
  const workspace = useAppSelector(selectSelectedResource);
  const mayCancel = usePermission(TOP_UPS_WRITE);
  const [cancel] = useCancelTopUpMutation();
  const [cancelling, setCancelling] = useState(false);
  const details = useGetTopUpQuery(topUpId, { skip: !topUpId });
  const topUp = details.currentData;
  const foreign = Boolean(topUp && workspace && topUp.resourceId && topUp.resourceId !== workspace.id);
  const formatDateTime = useLocaleFormat().dateTime;

  return (
    <DetailsFrame
      back={{ list: TOP_UPS_PATH, label: t('topUp.back') }}
      title={t('topUp.heading')}
      {...detailsState(details, { foreign })}
      refusal={<DetailsRefusal title={t('details.noAccessTitle')} text={t('details.noAccessHint')} />}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {(topUp) => {
        const amount = formatMoney(topUp.amount, topUp.currency, intlLocale(i18n.language));
        return (
          <>
            <Group gap="sm" align="center">
              <Title order={1}>
                <bdi>{amount}</bdi>
              </Title>
              <TopUpStatusBadge status={topUp.status} />
            </Group>
            {topUp.cancellable && mayCancel && (
              <Group>
                <Button variant="default" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setCancelling(true)}>
                  {t('topUp.cancel')}
                </Button>
              </Group>
            )}
            {topUp.status === 'requested' && <PaymentInstructions topUp={topUp} />}
            <DetailsSection
              title={t('details.facts')}
              rows={[
                [t('topUp.reference'), mono(topUp.reference)],
                [t('details.requestedBy'), <bdi key="by">{personName(topUp.requestedBy)}</bdi>],
                [t('details.created'), <bdi key="created">{formatDateTime(topUp.createdAt)}</bdi>],
                ...(topUp.creditedAt ? ([[t('topUp.credited'), <bdi key="credited">{formatDateTime(topUp.creditedAt)}</bdi>]] as LabelledValue[]) : []),
                [t('details.id'), mono(topUp.id)],
              ]}
            />
            <TopUpHistory topUp={topUp} />
            <ConfirmDialog
              opened={cancelling}
              title={t('topUp.cancelTitle')}
              closeLabel={t('send.closeDialog')}
              question={t('topUp.cancelQuestion', { amount, reference: topUp.reference })}
              cancelLabel={t('topUp.keep')}
              confirmLabel={t('topUp.cancelConfirm')}
              danger
              onConfirm={async () => {
                await cancel(topUp.id).unwrap();
                notify({ color: 'teal', title: tx('wallet:topUp.cancelled'), message: amount });
                setCancelling(false);
              }}
              failureCodes={{
                'top-up-not-cancellable': 'wallet:errors.topUpNotCancellable',
                'not-found': 'wallet:errors.notFound',
                forbidden: 'wallet:errors.forbidden',
              }}
              onClose={() => setCancelling(false)}
            />
          </>
        );
      }}
    </DetailsFrame>
  );
}
