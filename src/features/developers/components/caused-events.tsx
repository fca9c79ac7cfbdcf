import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/details-section';
import { webhookDeliveryHref } from '@/features/webhooks';
import type { ApiRequest } from '../api/developers-api';

const deliveryColor: Record<string, string> = { succeeded: 'teal', failed: 'red', retrying: 'orange', pending: 'gray' };

/** "Webhook events caused": each event the call caused, with its deliveries linked to the delivery console. */
export function CausedEvents({ events, mayReadWebhooks }: { events: ApiRequest['events']; mayReadWebhooks: boolean }) {
  const { t } = useTranslation('developers');
  return (
    <SectionCard title={t('details.events.title')} description={t('details.events.description')}>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('details.events.none')}
        </Text>
      ) : (
        <Stack gap="md">
          {events.map((event) => (
            <Stack key={event.id} gap={4}>
              <Group gap="xs">
                <Text fw={600} ff="monospace" dir="ltr">
                  {event.type}
                </Text>
                <Text size="sm" c="dimmed" ff="monospace" dir="ltr">
                  {event.id}
                </Text>
              </Group>
              {event.deliveries.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {mayReadWebhooks ? t('details.events.noDeliveries') : t('details.events.noWebhookRight')}
                </Text>
              ) : (
                <List spacing={4} size="sm" aria-label={t('details.events.deliveriesOf', { type: event.type })}>
                  {event.deliveries.map((delivery) => (
                    <List.Item key={delivery.id}>
                      <Group gap="xs" wrap="wrap">
                        <Anchor component={Link} to={webhookDeliveryHref(delivery.endpointId, delivery.id)}>
                          {t('details.events.deliveryTo')} <bdi dir="ltr">{delivery.endpointUrl}</bdi>
                        </Anchor>
                        <Badge size="sm" variant="light" color={deliveryColor[delivery.status] ?? 'gray'}>
                          {t(`details.events.status.${delivery.status in deliveryColor ? delivery.status : 'other'}`)}
                        </Badge>
                      </Group>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
