import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { reasonCodeOf } from '../model/reason-codes';
import { useDisputeLabels } from '../model/labels';
import type { Dispute } from './api/get-dispute';
import { useLocaleFormat } from '@/lib/format';

const ltr = (value: ReactNode) => (
  <Text span size="sm" dir="ltr" ff="monospace">
    {value}
  </Text>
);

/** The disputed payment (a link), the customer, the scheme and reason, and the dates in the user's time zone. */
export function DisputeFacts({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  const notSet = (
    <Text span size="sm" c="dimmed">
      {t('details.notSet')}
    </Text>
  );
  const category = dispute.reasonCategory ?? reasonCodeOf(dispute.scheme, dispute.reasonCode)?.category;
  const date = (iso: string) => (
    <>
      <time dateTime={iso}>{format.dateTime(iso)}</time>{' '}
      <Text span size="xs" c="dimmed">
        {format.timeZone}
      </Text>
    </>
  );

  const rows: LabelledValue[] = [
    [
      t('details.labels.transaction'),
      <Anchor component={Link} to={`/transactions/${encodeURIComponent(dispute.transactionId)}`} size="sm" ff="monospace" dir="ltr" key="trx">
        {dispute.transactionId}
      </Anchor>,
    ],
    [
      t('details.labels.customer'),
      dispute.customer.name || dispute.customer.email ? (
        <Stack gap={0} key="customer">
          {dispute.customer.name && <bdi>{dispute.customer.name}</bdi>}
          {dispute.customer.email && ltr(dispute.customer.email)}
        </Stack>
      ) : (
        notSet
      ),
    ],
    [t('details.labels.amount'), <bdi key="amount">{format.money(dispute.amount, dispute.currency)}</bdi>],
    [t('details.labels.scheme'), labels.scheme(dispute.scheme)],
    [t('details.labels.reasonCode'), ltr(dispute.reasonCode)],
    [t('details.labels.category'), category ? labels.category(category) : notSet],
    [t('details.labels.openedAt'), date(dispute.openedAt)],
    [t('details.labels.deadlineAt'), date(dispute.deadlineAt)],
    ...(dispute.evidence.submittedAt ? [[t('details.labels.submittedAt'), date(dispute.evidence.submittedAt)] as const] : []),
    ...(dispute.decidedAt ? [[t('details.labels.decidedAt'), date(dispute.decidedAt)] as const] : []),
    [t('details.labels.id'), ltr(dispute.id)],
  ];
  return <DetailsSection title={t('details.sections.facts')} rows={rows} />;
}
