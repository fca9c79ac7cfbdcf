import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection, SectionCard } from '@/components/details-section';
import { CUSTOMERS_LIST, TRANSACTIONS_LIST } from '@/config/paths';
import { selectSelectedResource } from '@/features/workspace';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { useGetCustomerQuery } from '../api/billing-api';
import type { Customer } from '../api/billing-model';
import { CustomerSubscriptions } from '../components/customer-subscriptions';
import { NotesList } from '../components/notes-list';
import { Volume } from '../components/volume';
import { useForeign } from '../model/use-in-workspace';

function CustomerProfile({ customer }: { customer: Customer }) {
  const { t } = useTranslation('billing');
  const { dateTime, number, country } = useLocaleFormat();
  const workspace = useAppSelector(selectSelectedResource);
  const payments = `${TRANSACTIONS_LIST}?${new URLSearchParams({ email: customer.email }).toString()}`;
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
      <SectionCard title={t('customer.payments')} description={t('customer.paymentsHint')}>
        <Anchor component={Link} to={payments}>
          {t('customer.openPayments', { email: customer.email })}
        </Anchor>
      </SectionCard>
      {workspace && <CustomerSubscriptions customerId={customer.id} resourceId={workspace.id} />}
      <SectionCard title={t('customer.paymentMethods')}>
        {customer.paymentMethods.length === 0 ? (
          <Text c="dimmed">{t('customer.noPaymentMethods')}</Text>
        ) : (
          customer.paymentMethods.map((method) => (
            <Text key={method.id} size="sm">
              <bdi>
                {t('customer.card', { brand: method.brand, last4: method.last4, month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}
              </bdi>
            </Text>
          ))
        )}
      </SectionCard>
      <SectionCard title={t('notes.title')}>
        <NotesList notes={customer.notes} />
      </SectionCard>
    </Stack>
  );
}

/** `/customers/:customerId`: the customer's facts, payments, subscriptions, saved cards and notes. */
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
