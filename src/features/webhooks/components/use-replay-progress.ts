import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { resourceUpdated } from '@/lib/actions';
import { webhookDeliveryStatuses, type WebhookDeliveryStatus } from '@/lib/contract/developers';
import { useAppDispatch } from '@/lib/store';
import { webhooksApi, type WebhookDelivery } from '../api/webhooks-api';

/** What the replay shows of one resent delivery. */
export interface ReplayedDelivery {
  id: string;
  eventType: string | null;
  status: WebhookDeliveryStatus;
}

/** The newest deliveries read once the replay answers: its new deliveries are among them. */
const FIRST_READ_MAX = 500;

const isStatus = (value: unknown): value is WebhookDeliveryStatus =>
  typeof value === 'string' && (webhookDeliveryStatuses as readonly string[]).includes(value);

/**
 * Follows the deliveries a replay made, as their `resource-updated` pushes arrive. Listening starts
 * before the replay is sent (an attempt may be pushed before the answer); once the answer names the
 * deliveries, their state is read once, then each push updates its delivery (from the push's
 * attributes, else by reading it).
 */
export function useReplayProgress(endpointId: string) {
  const dispatch = useAppDispatch();
  const [tracked, setTracked] = useState<ReplayedDelivery[] | null>(null);
  const ids = useRef<Set<string> | null>(null);
  const unsubscribe = useRef<UnsubscribeListener | null>(null);

  const update = useCallback((delivery: Pick<WebhookDelivery, 'id' | 'status'> & { eventType?: string | null }) => {
    setTracked(
      (current) =>
        current?.map((row) =>
          row.id === delivery.id
            ? // A late read never takes a tried delivery back to "not tried".
              { ...row, status: delivery.status === 'pending' ? row.status : delivery.status, eventType: delivery.eventType ?? row.eventType }
            : row,
        ) ?? current,
    );
  }, []);

  const read = useCallback(
    (id: string) => {
      const request = dispatch(webhooksApi.endpoints.getWebhookDelivery.initiate(id, { subscribe: false, forceRefetch: true }));
      request.unwrap().then(update, () => undefined);
    },
    [dispatch, update],
  );

  const stop = useCallback(() => {
    unsubscribe.current?.();
    unsubscribe.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  /** Call before sending the replay. */
  const listen = useCallback(() => {
    stop();
    ids.current = null;
    setTracked(null);
    unsubscribe.current = dispatch(
      addListener({
        actionCreator: resourceUpdated,
        effect: ({ payload }) => {
          if (payload.type !== 'webhook-deliveries' || !ids.current?.has(payload.id)) return;
          const status = payload.attributes?.status;
          if (isStatus(status))
            update({ id: payload.id, status, eventType: typeof payload.attributes?.eventType === 'string' ? payload.attributes.eventType : undefined });
          else read(payload.id);
        },
      }),
    ) as unknown as UnsubscribeListener;
  }, [dispatch, read, stop, update]);

  /** The replay's answer: the deliveries to follow. */
  const follow = useCallback(
    (deliveryIds: string[]) => {
      ids.current = new Set(deliveryIds);
      setTracked(deliveryIds.map((id) => ({ id, eventType: null, status: 'pending' })));
      if (deliveryIds.length === 0) return;
      const request = dispatch(
        webhooksApi.endpoints.listWebhookDeliveries.initiate(
          { endpointId, filters: [], sort: '-createdAt', page: 1, pageSize: Math.min(FIRST_READ_MAX, deliveryIds.length + 50), live: false },
          { subscribe: false, forceRefetch: true },
        ),
      );
      request.unwrap().then(
        ({ rows }) => rows.filter((row) => ids.current?.has(row.id)).forEach(update),
        () => undefined,
      );
    },
    [dispatch, endpointId, update],
  );

  /** Forgets the replay (the dialog closed). */
  const reset = useCallback(() => {
    stop();
    ids.current = null;
    setTracked(null);
  }, [stop]);

  return { tracked, listen, follow, stop, reset };
}
