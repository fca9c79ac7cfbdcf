import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { customerHref, planHref } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import type { Subscription } from '../api/billing-model';
import { Money } from './money';
import { intervalLabel } from '../model/interval-label';

/** Who pays what, for which period, and what is already scheduled. */
export function SubscriptionFacts({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  const rows: LabelledValue[] = [
    [
      t('columns.customer'),
      s.customerId ? (
        <Anchor component={Link} to={customerHref(s.customerId)}>
          <bdi>{s.customerName}</bdi> · <bdi>{s.customerEmail}</bdi>
        </Anchor>
      ) : (
        <bdi>{s.customerEmail}</bdi>
      ),
    ],
    [
      t('columns.plan'),
      s.planId ? (
        <Anchor component={Link} to={planHref(s.planId)}>
          <bdi>{s.planName}</bdi>
        </Anchor>
      ) : (
        <bdi>{s.planName}</bdi>
      ),
    ],
    [
      t('columns.amount'),
      <>
        <Money amount={s.amount} currency={s.currency} /> {intervalLabel(t, s.interval, s.intervalCount)} ·{' '}
        {t('details.priceVersion', { version: s.priceVersion })}
      </>,
    ],
    [t('columns.period'), <bdi key="p">{`${dateTime(s.currentPeriodStart)} – ${dateTime(s.currentPeriodEnd)}`}</bdi>],
    [t('columns.nextPayment'), s.nextPaymentAt ? <bdi>{dateTime(s.nextPaymentAt)}</bdi> : t('columns.none')],
    [t('columns.created'), <bdi key="c">{dateTime(s.createdAt)}</bdi>],
    [
      t('details.id'),
      <Text key="id" span ff="monospace" size="sm">
        {s.id}
      </Text>,
    ],
  ];
  if (s.trialEndsAt) rows.push([t('details.trialEnds'), <bdi key="tr">{dateTime(s.trialEndsAt)}</bdi>]);
  if (s.endsAt) rows.push([t('details.endsAt'), <bdi key="e">{dateTime(s.endsAt)}</bdi>]);
  if (s.endedAt) rows.push([t('details.endedAt'), <bdi key="ed">{dateTime(s.endedAt)}</bdi>]);
  return <DetailsSection title={t('details.facts')} rows={rows} />;
}
