import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { SectionCard } from '@/components/details-section';
import { usePermission } from '@/features/permissions';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { SUBSCRIPTIONS_LIST } from '@/config/paths';
import { useGetSubscriptionQuery, useSubscriptionInvoicesQuery, useSubscriptionTimelineQuery } from '../api/billing-api';
import type { Subscription } from '../api/billing-model';
import { NoteForm } from '../actions/note-form';
import { SubscriptionActions } from '../actions/subscription-actions';
import { DunningSummary } from '../components/dunning-summary';
import { NotesList } from '../components/notes-list';
import { InvoicesTable } from '../components/invoices-table';
import { Money } from '../components/money';
import { SubscriptionFacts } from '../components/subscription-facts';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';
import { SubscriptionTimeline } from '../components/subscription-timeline';
import { useForeign } from '@/features/workspace';
import { intervalLabel } from '../model/interval-label';

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const timeline = useSubscriptionTimelineQuery(subscription.id);
  const invoices = useSubscriptionInvoicesQuery(subscription.id);
  const mayWrite = usePermission(billingPermissions.subscriptionsWrite);
  const upcomingRetries = timeline.data?.upcoming.filter((event) => event.kind === 'retry').length ?? 0;
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>
          <bdi>{subscription.customerName}</bdi> · <bdi>{subscription.planName}</bdi>
        </Title>
        <SubscriptionStatusBadge status={subscription.status} />
      </Group>
      <Title order={2} size="h3" fw={500}>
        <Money amount={subscription.amount} currency={subscription.currency} /> {intervalLabel(t, subscription.interval, subscription.intervalCount)}
      </Title>
      <SubscriptionActions subscription={subscription} />
      <DunningSummary subscription={subscription} reminders={(subscription.dunning?.remindersSent ?? 0) + upcomingRetries} />
      <SubscriptionFacts subscription={subscription} />
      {timeline.data && <SubscriptionTimeline timeline={timeline.data} />}
      {invoices.data && <InvoicesTable invoices={invoices.data.rows} />}
      <SectionCard title={t('notes.title')}>
        <Stack gap="md">
          <NotesList notes={subscription.notes} />
          {mayWrite && <NoteForm subscriptionId={subscription.id} />}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/** `/subscriptions/:subscriptionId`: who pays what, the recovery timeline, invoices and history. */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const id = useParams().subscriptionId ?? '';
  const details = useGetSubscriptionQuery(id, { skip: !id });
  const foreign = useForeign(details.currentData?.projectId);
  return (
    <DetailsFrame
      back={{ list: SUBSCRIPTIONS_LIST, label: t('subscription.back') }}
      title={t('subscription.heading')}
      {...detailsState(details, { foreign, missingId: !id })}
      refusal={<DetailsRefusal title={t('subscription.notFoundTitle')} text={t('subscription.notFoundText')} />}
      texts={{ loading: t('subscription.loading'), loadFailed: t('subscription.loadFailed') }}
    >
      {(subscription) => <SubscriptionDetails subscription={subscription} />}
    </DetailsFrame>
  );
}
