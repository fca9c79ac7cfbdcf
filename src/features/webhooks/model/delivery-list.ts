/**
 * The delivery console's state in the URL (`?status=failed&event=refund.succeeded&created.from=2026-11-01`)
 * and the filters `webhook-deliveries/list` takes for it. Days are the user's, in their time zone.
 */
import type { DateRange, FilterField, FilterValues, SortState } from '@/components/list-page';
import { webhookDeliveryStatuses, webhookEventTypes } from '@/lib/contract/developers';
import { dayRangeInstants } from '@/lib/dates';
import type { DeliveryFilter } from '../api/webhooks-api';

export const DELIVERIES_LIST_ID = 'webhook-deliveries';
/** A page of the console: the grid renders only the rows in view (the list frame virtualises them). */
export const DELIVERIES_PAGE_SIZE = 100;
export const deliveriesSortable = ['createdAt'] as const;
export const DELIVERIES_DEFAULT_SORT: SortState = { id: 'createdAt', desc: true };
/** The URL parameter naming the delivery open over the console. */
export const DELIVERY_PARAM = 'delivery';

/** Earliest and latest instants a replay of "every day" covers. */
const OPEN_FROM = '1970-01-01T00:00:00.000Z';
const OPEN_TO = '9999-12-31T23:59:59.999Z';

export function deliveryFilterFields(
  labels: { status: string; event: string; created: string },
  statusLabel: (status: string) => string,
  eventLabel: (type: string) => string,
): FilterField[] {
  return [
    { id: 'status', type: 'multi-select', label: labels.status, options: webhookDeliveryStatuses.map((value) => ({ value, label: statusLabel(value) })) },
    { id: 'event', type: 'select', label: labels.event, options: webhookEventTypes.map((value) => ({ value, label: eventLabel(value) })) },
    { id: 'created', type: 'date-range', label: labels.created },
  ];
}

const createdRange = (values: FilterValues, timeZone: string) => dayRangeInstants((values.created as DateRange | undefined) ?? {}, timeZone);

/** The frame's filter values → the filters `webhook-deliveries/list` takes (besides the endpoint). */
export function toDeliveryFilters(values: FilterValues, timeZone: string): DeliveryFilter[] {
  const out: DeliveryFilter[] = [];
  const statuses = Array.isArray(values.status) ? values.status : [];
  if (statuses.length) out.push({ field: 'status', operator: 'in', value: statuses });
  if (typeof values.event === 'string' && values.event) out.push({ field: 'eventType', operator: 'eq', value: values.event });
  const { gte, lte } = createdRange(values, timeZone);
  if (gte) out.push({ field: 'createdAt', operator: 'gte', value: gte });
  if (lte) out.push({ field: 'createdAt', operator: 'lte', value: lte });
  return out;
}

/**
 * What "Replay failed" resends: every failed delivery created in the console's date range (all of
 * them without one), whatever its other filters; and the filters that count them first.
 */
export function replayRange(values: FilterValues, timeZone: string) {
  const { gte, lte } = createdRange(values, timeZone);
  const from = gte ?? OPEN_FROM;
  const to = lte ?? OPEN_TO;
  const count: DeliveryFilter[] = [
    { field: 'status', operator: 'eq', value: 'failed' },
    { field: 'createdAt', operator: 'gte', value: from },
    { field: 'createdAt', operator: 'lte', value: to },
  ];
  return { from, to, count, days: (values.created as DateRange | undefined) ?? null };
}

export const deliverySort = (sort: SortState | null) => {
  const effective = sort ?? DELIVERIES_DEFAULT_SORT;
  return `${effective.desc ? '-' : ''}${effective.id}`;
};

/** The first page newest first: where new deliveries appear as they come. */
export const isLiveDeliveries = (page: number, sort: string) => page === 1 && sort === deliverySort(DELIVERIES_DEFAULT_SORT);
