import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import type { TransactionFigures } from '@/lib/contract/transaction-figures';
import { FiguresSection } from './figures-section';
import { riskColor } from './risk';
import { useLocaleFormat } from '@/lib/format';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { channelHref, CUSTOMERS_LIST } from '@/config/paths';
import { selectResourceIndex } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { usePermission } from '@/features/permissions';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { isDeclineReason } from '@/lib/contract/analytics';

const ltr = (value: ReactNode) => (
  <Text span size="sm" dir="ltr" ff="monospace">
    {value}
  </Text>
);

/** "Alice Admin (alice@…)", or whichever of the two is known. */
const requester = ({ name, email }: { name: string; email: string }) => (name && email ? `${name} (${email})` : name || email);

interface Props {
  transaction: Transaction;
  projectName: string | null;
  /** A payment's figures (null for a refund, a chargeback…: they have none). */
  figures: TransactionFigures | null;
}

/** Every label of spec §3, grouped: payment, what the merchant keeps, customer, card, risk and fees. */
export function TransactionFacts({ transaction: tx, projectName, figures }: Props) {
  // A channel the user may read is one of their resources (identities/listMyResources lists no other).
  const channelName = useAppSelector(selectResourceIndex).get(tx.channelId ?? '')?.name ?? null;
  const { t } = useTranslation(['transactionDetails', 'payments']);
  const readsCustomers = usePermission(billingPermissions.customersRead);
  const labels = useTransactionLabels();
  const format = useLocaleFormat();
  const money = (minor: number) => <bdi>{format.money(minor, tx.currency)}</bdi>;
  const notSet = (
    <Text span size="sm" c="dimmed">
      {t('notSet')}
    </Text>
  );

  const payment: LabelledValue[] = [
    [t('labels.amount'), money(tx.amount)],
    [t('labels.currency'), ltr(tx.currency)],
    [t('labels.type'), labels.type(tx.type)],
    [t('labels.status'), labels.status(tx.status)],
    [t('labels.referenceId'), tx.referenceId ? ltr(tx.referenceId) : notSet],
    [t('labels.createdAt'), format.dateTime(tx.createdAt)],
    [
      t('labels.settledAt'),
      tx.settledAt ? (
        format.dateTime(tx.settledAt)
      ) : (
        <Text span size="sm" c="dimmed">
          {t('notSettled')}
        </Text>
      ),
    ],
    [t('labels.paymentMethod'), labels.method(tx.paymentMethod)],
    ...(tx.requestedBy ? [[t('labels.requestedBy'), <bdi key="by">{requester(tx.requestedBy)}</bdi>] as const] : []),
    ...(tx.reason
      ? [
          [
            t('labels.reason'),
            <Text key="reason" span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <bdi>{tx.reason}</bdi>
            </Text>,
          ] as const,
        ]
      : []),
    ...(tx.declineReason
      ? [[t('labels.declineReason'), isDeclineReason(tx.declineReason) ? t(`payments:declineReason.${tx.declineReason}`) : tx.declineReason] as const]
      : []),
    [t('labels.project'), projectName ?? (tx.projectId ? ltr(tx.projectId) : notSet)],
    [t('labels.description'), tx.description || notSet],
    ...(tx.paymentLinkId ? [[t('labels.paymentLink'), ltr(tx.paymentLinkId)] as const] : []),
    ...(tx.channelId
      ? [
          [
            t('labels.channel'),
            channelName ? (
              <Anchor key="channel" component={Link} to={channelHref(tx.channelId)} size="sm">
                <bdi>{channelName}</bdi>
              </Anchor>
            ) : (
              ltr(tx.channelId)
            ),
          ] as const,
        ]
      : []),
    ...(tx.terminalId ? [[t('labels.terminal'), ltr(tx.terminalId)] as const] : []),
    [t('labels.id'), ltr(tx.id)],
  ];
  const customer: LabelledValue[] = [
    [t('labels.name'), tx.customer.name ? <bdi>{tx.customer.name}</bdi> : notSet],
    [t('labels.email'), tx.customer.email ? ltr(tx.customer.email) : notSet],
    [t('labels.country'), format.country(tx.country) ?? notSet],
    ...(readsCustomers && tx.customer.email
      ? [
          [
            t('labels.customerProfile'),
            <Anchor key="profile" component={Link} to={`${CUSTOMERS_LIST}?${new URLSearchParams({ q: tx.customer.email }).toString()}`} size="sm">
              {t('customerProfile')}
            </Anchor>,
          ] as const,
        ]
      : []),
  ];
  const card: LabelledValue[] = tx.card
    ? [
        [t('labels.brand'), labels.brand(tx.card.brand)],
        [t('labels.cardNumber'), ltr(`•••• ${tx.card.last4}`)],
        [t('labels.expiry'), ltr(`${String(tx.card.expMonth).padStart(2, '0')}/${tx.card.expYear}`)],
        [t('labels.cardCountry'), format.country(tx.card.country) ?? notSet],
      ]
    : [];
  const risk: LabelledValue[] = [
    [
      t('labels.riskScore'),
      <Group gap="xs" key="risk">
        <Text span size="sm" dir="ltr">
          {tx.riskScore}
        </Text>
        <Badge color={riskColor[tx.riskLevel]} variant="light" tt="none">
          {t(`risk.${tx.riskLevel}`)}
        </Badge>
      </Group>,
    ],
    // A payment's fees are in its figures, with what it nets.
    ...(figures ? [] : [[t('labels.fee'), money(tx.fee)] as const]),
  ];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailsSection title={t('sections.payment')} rows={payment} />
      <SimpleGrid cols={1} spacing="md">
        {figures && <FiguresSection transaction={tx} figures={figures} />}
        <DetailsSection title={t('sections.customer')} rows={customer} />
        <DetailsSection title={t('sections.card')} rows={tx.card ? card : undefined}>
          {!tx.card && (
            <Text size="sm" c="dimmed">
              {t('noCard')}
            </Text>
          )}
        </DetailsSection>
        <DetailsSection title={figures ? t('sections.riskOnly') : t('sections.risk')} rows={risk} />
      </SimpleGrid>
    </SimpleGrid>
  );
}
