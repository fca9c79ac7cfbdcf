import { Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection, SectionCard } from '@/components/details-section';
import { CUSTOMERS_LIST } from '@/config/paths';
import { TRANSACTIONS_PERMISSION } from '@/config/permissions';
import { CustomerDisputes } from '@/features/disputes';
import { usePermission } from '@/features/permissions';
import { CustomerTransactions } from '@/features/transactions';
import { selectSelectedResource } from '@/features/workspace';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { useGetCustomerQuery } from '../api/billing-api';
import type { Customer } from '../api/billing-model';
import { NoteForm } from '../actions/note-form';
import { CustomerSubscriptions } from '../components/customer-subscriptions';
import { SavedCards } from '../components/saved-cards';
import { NotesList } from '../components/notes-list';
import { Volume } from '../components/volume';
import { useForeign } from '@/features/workspace';

function CustomerProfile({ customer }: { customer: Customer }) {
  const { t } = useTranslation('billing');
  const { dateTime, number, country } = useLocaleFormat();
  const workspace = useAppSelector(selectSelectedResource);
  const mayReadPayments = usePermission(TRANSACTIONS_PERMISSION);
  const mayReadDisputes = usePermission(DISPUTES_READ);
  const mayWrite = usePermission(billingPermissions.customersWrite);
  const scope = workspace && customer.projectId && { resourceId: workspace.id, projectId: customer.projectId, email: customer.email };
  return (
    <Stack gap="md">
      <Title order={1}>
        <bdi>{customer.name}</bdi>
      </Title>
      <DetailsSection
        title={t('customer.facts')}
        rows={[
          [t('columns.email'), <bdi key="e">{customer.email}</bdi>],
          [t('columns.country'), country(customer.country) ?? '—'],
          [t('columns.created'), <bdi key="c">{dateTime(customer.createdAt)}</bdi>],
          [t('columns.payments'), number(customer.payments)],
          [t('columns.volume'), <Volume key="v" volume={customer.volume} none={t('columns.none')} />],
          [
            t('details.id'),
            <Text key="id" span ff="monospace" size="sm">
              {customer.id}
            </Text>,
          ],
        ]}
      />
      {workspace && <CustomerSubscriptions customerId={customer.id} resourceId={workspace.id} />}
      <Suspense fallback={<Text c="dimmed">{t('customer.loading')}</Text>}>
        {scope && mayReadPayments && <CustomerTransactions {...scope} />}
        {scope && mayReadDisputes && <CustomerDisputes {...scope} />}
      </Suspense>
      <SavedCards methods={customer.paymentMethods} />
      <SectionCard title={t('notes.title')}>
        <Stack gap="md">
          <NotesList notes={customer.notes} />
          {mayWrite && <NoteForm customerId={customer.id} />}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/** `/customers/:customerId`: the customer's facts, subscriptions, payments, disputes, saved cards and notes. */
export function CustomerPage() {
  const { t } = useTranslation('billing');
  const id = useParams().customerId ?? '';
  const details = useGetCustomerQuery(id, { skip: !id });
  const foreign = useForeign(details.currentData?.projectId);
  return (
    <DetailsFrame
      back={{ list: CUSTOMERS_LIST, label: t('customer.back') }}
      title={t('customer.heading')}
      {...detailsState(details, { foreign, missingId: !id })}
      refusal={<DetailsRefusal title={t('customer.notFoundTitle')} text={t('customer.notFoundText')} />}
      texts={{ loading: t('customer.loading'), loadFailed: t('customer.loadFailed') }}
    >
      {(customer) => <CustomerProfile customer={customer} />}
    </DetailsFrame>
  );
}
