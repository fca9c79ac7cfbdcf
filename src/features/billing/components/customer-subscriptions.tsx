import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { subscriptionHref } from '@/config/paths';
import { useListSubscriptionsQuery } from '../api/billing-api';
import { Money } from './money';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/** The customer's subscriptions, any status, newest first. */
export function CustomerSubscriptions({ customerId, resourceId }: { customerId: string; resourceId: string }) {
  const { t } = useTranslation('billing');
  const query = useListSubscriptionsQuery({
    resourceId,
    filters: [{ field: 'customerId', operator: 'eq', value: customerId }],
    page: 1,
    pageSize: 100,
    sort: { id: 'createdAt', desc: true },
  });
  const rows = query.data?.rows ?? [];
  return (
    <SectionCard title={t('customer.subscriptions')}>
      {query.isError ? (
        <Text c="red">{t('customer.subscriptionsFailed')}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{query.isLoading ? t('customer.loading') : t('customer.noSubscriptions')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {rows.map((row) => (
            <List.Item key={row.id}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={subscriptionHref(row.id)} fw={500}>
                  <bdi>{row.planName}</bdi>
                </Anchor>
                <Money amount={row.amount} currency={row.currency} />
                <SubscriptionStatusBadge status={row.status} remindersSent={row.dunning?.remindersSent} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
