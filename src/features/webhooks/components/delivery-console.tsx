import { Button } from '@mantine/core';
import { IconRepeat, IconSend } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SectionCard } from '@/components/details-section';
import { ListFrame, queryState, useListParams, type ListDefinition } from '@/components/list-page';
import { useTimeZone } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { useAppSelector } from '@/lib/store';
import { useListWebhookDeliveriesQuery, type WebhookDelivery, type WebhookEndpoint } from '../api/webhooks-api';
import {
  DELIVERIES_DEFAULT_SORT,
  DELIVERIES_LIST_ID,
  DELIVERIES_PAGE_SIZE,
  DELIVERY_PARAM,
  deliveriesSortable,
  deliveryFilterFields,
  deliverySort,
  isLiveDeliveries,
  replayRange,
  toDeliveryFilters,
} from '../model/delivery-list';
import { useEventLabel } from '../model/labels';
import { useDeliveryColumns } from './delivery-columns';
import { DeliveryDrawer } from './delivery-drawer';
import { ReplayDialog } from './replay-dialog';

function useDeliveriesDefinition(): ListDefinition {
  const { t } = useTranslation('webhooks');
  const eventLabel = useEventLabel();
  return useMemo(
    () => ({
      id: DELIVERIES_LIST_ID,
      pageSize: DELIVERIES_PAGE_SIZE,
      sortable: deliveriesSortable,
      defaultSort: DELIVERIES_DEFAULT_SORT,
      filters: deliveryFilterFields(
        { status: t('deliveries.columns.status'), event: t('deliveries.columns.event'), created: t('deliveries.columns.created') },
        (status) => t(`deliveryStatus.${status}`),
        eventLabel,
      ),
    }),
    [t, eventLabel],
  );
}

/**
 * Every delivery of the endpoint, newest first, filtered by status, event type and day (in the URL);
 * new deliveries and their retries arrive by push. A row opens its drawer (`?delivery=`); "Replay
 * failed" resends the failed ones of the date range.
 */
export function DeliveryConsole({ endpoint, mayWrite, onSendTest }: { endpoint: WebhookEndpoint; mayWrite: boolean; onSendTest: () => void }) {
  const { t } = useTranslation('webhooks');
  const timeZone = useTimeZone();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListParams(useDeliveriesDefinition());
  const { params } = list;
  const filters = useMemo(() => toDeliveryFilters(params.filters, timeZone), [params.filters, timeZone]);
  const sort = deliverySort(params.sort);
  const query = useListWebhookDeliveriesQuery({
    endpointId: endpoint.id,
    filters,
    sort,
    page: params.page,
    pageSize: params.pageSize,
    live: isLiveDeliveries(params.page, sort),
  });
  const columns = useDeliveryColumns();
  const [replaying, setReplaying] = useState(false);
  const range = useMemo(() => replayRange(params.filters, timeZone), [params.filters, timeZone]);

  // The delivery open over the console: named in the URL, kept while open even when it leaves the page.
  const deliveryId = searchParams.get(DELIVERY_PARAM);
  const found = (deliveryId && query.data?.rows.find((row) => row.id === deliveryId)) || null;
  const [kept, setKept] = useState<WebhookDelivery | null>(null);
  if (found && found !== kept) setKept(found);
  const row = found ?? (kept && kept.id === deliveryId ? kept : null);
  const deliveryHref = useCallback(
    (delivery: WebhookDelivery) => {
      const next = new URLSearchParams(location.search);
      next.set(DELIVERY_PARAM, delivery.id);
      return `${location.pathname}?${next.toString()}`;
    },
    [location.pathname, location.search],
  );
  const closeDelivery = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DELIVERY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const narrowed = Object.keys(params.filters).some((id) => id !== 'created');

  return (
    <SectionCard
      title={t('deliveries.title')}
      description={t('deliveries.description')}
      actions={
        mayWrite && (
          <Button.Group>
            <Button variant="default" leftSection={<IconSend size={16} aria-hidden />} onClick={onSendTest} disabled={endpoint.status !== 'enabled'}>
              {t('test.open')}
            </Button>
            <Button variant="default" leftSection={<IconRepeat size={16} aria-hidden />} onClick={() => setReplaying(true)}>
              {t('replay.open')}
            </Button>
          </Button.Group>
        )
      }
    >
      <ListFrame
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(delivery) => delivery.id}
        rowHref={deliveryHref}
        onOpen={(delivery) => void navigate(deliveryHref(delivery), { preventScrollReset: true })}
        label={t('deliveries.label', { url: endpoint.url })}
        {...queryState(query)}
        empty={{ title: t('deliveries.emptyTitle'), text: t('deliveries.emptyText'), icon: <IconSend size={36} aria-hidden /> }}
        rowHeight={56}
        userId={userId}
        headingOrder={3}
      />
      <DeliveryDrawer deliveryId={deliveryId} row={row} mayWrite={mayWrite} onClose={closeDelivery} />
      {mayWrite && <ReplayDialog opened={replaying} endpointId={endpoint.id} range={range} narrowed={narrowed} onClose={() => setReplaying(false)} />}
    </SectionCard>
  );
}
