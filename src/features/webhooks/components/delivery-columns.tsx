import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import { WEBHOOK_MAX_ATTEMPTS } from '@/lib/contract/developers';
import type { WebhookDelivery } from '../api/webhooks-api';
import { useEventLabel } from '../model/labels';
import { DeliveryStatusBadge } from './delivery-status-badge';

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/** The last attempt's answer: its HTTP status, or why there was none (timed out, refused). */
export function StatusCodeText({ delivery }: { delivery: Pick<WebhookDelivery, 'statusCode' | 'error' | 'attempt'> }) {
  const { t } = useTranslation('webhooks');
  if (delivery.statusCode !== null) {
    const ok = delivery.statusCode >= 200 && delivery.statusCode < 300;
    return (
      <Text span size="sm" ff="monospace" fw={500} c={ok ? undefined : 'var(--mantine-color-red-light-color)'}>
        {delivery.statusCode}
      </Text>
    );
  }
  if (delivery.error) return dimmed(t(`deliveryError.${delivery.error === 'timeout' || delivery.error === 'connection-refused' ? delivery.error : 'other'}`));
  return dimmed(delivery.attempt === 0 ? t('deliveries.notTried') : '—');
}

export function useDeliveryWriters() {
  const { t } = useTranslation('webhooks');
  return useMemo(
    () => ({
      latency: (ms: number | null) => (ms === null ? '—' : t('deliveries.latency', { ms })),
      attempt: (attempt: number) => t('deliveries.attempt', { attempt, max: WEBHOOK_MAX_ATTEMPTS }),
    }),
    [t],
  );
}

/**
 * The delivery console's columns (about 960 px). The event is the row's key: it opens the delivery's
 * drawer. A phone card shows the event, status, code and attempt, and when.
 */
export function useDeliveryColumns(): ListColumn<WebhookDelivery>[] {
  const { t } = useTranslation('webhooks');
  const formatDateTime = useLocaleFormat().dateTime;
  const eventLabel = useEventLabel();
  const write = useDeliveryWriters();
  return useMemo(
    () => [
      {
        id: 'event',
        header: t('deliveries.columns.event'),
        rowHeader: true,
        hideable: false,
        width: 220,
        grow: 1.5,
        card: 'title',
        cell: (row) => (
          <Stack gap={0} miw={0}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text span size="sm" fw={500} truncate="end">
                {eventLabel(row.eventType)}
              </Text>
              {row.test && (
                <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
                  {t('deliveries.test')}
                </Badge>
              )}
            </Group>
            <Text span size="xs" c="dimmed" ff="monospace" dir="ltr" truncate="end">
              {row.eventType}
            </Text>
          </Stack>
        ),
      },
      { id: 'status', header: t('deliveries.columns.status'), width: 130, card: 'status', cell: (row) => <DeliveryStatusBadge status={row.status} /> },
      { id: 'statusCode', header: t('deliveries.columns.statusCode'), width: 120, priority: 2, card: 'who', cell: (row) => <StatusCodeText delivery={row} /> },
      {
        id: 'latency',
        header: t('deliveries.columns.latency'),
        width: 100,
        priority: 3,
        align: 'end',
        cell: (row) => <bdi>{write.latency(row.latencyMs)}</bdi>,
      },
      {
        id: 'attempt',
        header: t('deliveries.columns.attempt'),
        width: 90,
        priority: 2,
        align: 'end',
        card: 'amount',
        cell: (row) => <bdi>{write.attempt(row.attempt)}</bdi>,
      },
      {
        id: 'nextRetry',
        header: t('deliveries.columns.nextRetry'),
        width: 150,
        priority: 1,
        cell: (row) =>
          row.nextRetryAt ? (
            <time dateTime={row.nextRetryAt}>
              <bdi>{formatDateTime(row.nextRetryAt)}</bdi>
            </time>
          ) : (
            dimmed('—')
          ),
      },
      {
        id: 'createdAt',
        header: t('deliveries.columns.created'),
        width: 150,
        priority: 1,
        card: 'when',
        cell: (row) => (
          <time dateTime={row.createdAt}>
            <bdi>{formatDateTime(row.createdAt)}</bdi>
          </time>
        ),
      },
    ],
    [t, formatDateTime, eventLabel, write],
  );
}
