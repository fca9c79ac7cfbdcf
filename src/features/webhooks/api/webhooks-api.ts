import { featureApi } from '@/lib/api/base-api';
import type { ActionResult } from '@/lib/actions';
import { contractOf } from '@/lib/contract';
import type { WebhookDeliveryAnswer, WebhookEndpointAnswer } from '@/lib/contract/developers';

/** An endpoint as the screens show it: the answer's attributes, flattened, with its project. */
export type WebhookEndpoint = WebhookEndpointAnswer['attributes'] & { id: string; projectId: string | null };
/** A delivery as the screens show it, with its endpoint. */
export type WebhookDelivery = WebhookDeliveryAnswer['attributes'] & { id: string; endpointId: string | null };

/** What an answer that made a signing secret carries: the endpoint, and the one-time ticket to reveal the secret. */
export interface WithSecretTicket {
  endpoint: WebhookEndpoint;
  secretTicket: string;
}

/** One filter of `webhook-deliveries/list` (`deliveryFilterFields`). */
export interface DeliveryFilter {
  field: 'status' | 'eventType' | 'createdAt' | 'endpointId';
  operator: 'eq' | 'in' | 'gte' | 'lte';
  value: string | string[];
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export interface ListDeliveriesArgs {
  endpointId: string;
  /** Besides the endpoint's. */
  filters: DeliveryFilter[];
  /** `-createdAt` (newest first) or `createdAt`. */
  sort: string;
  page: number;
  pageSize: number;
  /** Follows every change of the endpoint's deliveries (new ones on top); other pages follow their own rows only. */
  live: boolean;
}

export interface EndpointFields {
  url: string;
  description: string | null;
  events: string[];
}

type Answer = { data?: unknown; meta?: { page?: { total?: number }; [key: string]: unknown } };

const toEndpoint = ({ id, attributes, relationships }: WebhookEndpointAnswer): WebhookEndpoint => ({
  ...attributes,
  id,
  projectId: relationships?.project?.data?.id ?? null,
});

const toDelivery = ({ id, attributes, relationships }: WebhookDeliveryAnswer): WebhookDelivery => ({
  ...attributes,
  id,
  endpointId: relationships?.endpoint?.data?.id ?? null,
});

async function endpointOf(answer: Answer): Promise<WebhookEndpoint> {
  return toEndpoint(await contractOf('webhook-endpoints/get').answer(answer.data));
}

async function deliveryOf(answer: Answer): Promise<WebhookDelivery> {
  return toDelivery(await contractOf('webhook-deliveries/get').answer(answer.data));
}

/** The endpoint and `meta.secretTicket` of a create or rotate answer. */
async function withTicket(answer: ActionResult): Promise<WithSecretTicket> {
  const meta = await contractOf('webhook-endpoints/create').meta(answer.meta ?? {});
  return { endpoint: await endpointOf(answer), secretTicket: meta.secretTicket };
}

const total = (answer: Answer, rows: number) => answer.meta?.page?.total ?? rows;

const ENDPOINTS = { type: 'WebhookEndpoint' as const, id: 'LIST' };
const DELIVERIES = { type: 'WebhookDelivery' as const, id: 'LIST' };
const endpointTags = (id: string) => [{ type: 'WebhookEndpoint' as const, id }, ENDPOINTS];

export const webhooksApi = featureApi(['WebhookEndpoint', 'WebhookDelivery']).injectEndpoints({
  endpoints: (build) => ({
    /**
     * `webhook-endpoints/list`: a project's endpoints with their health. Refetched when an endpoint
     * changes and when a delivery is tried (its health and last delivery move with it).
     */
    listWebhookEndpoints: build.query<ListPage<WebhookEndpoint>, { resourceId: string; page: number; pageSize: number }>({
      query: ({ resourceId, page, pageSize }) => ({
        action: 'webhook-endpoints/list',
        payload: { resourceId, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('webhook-endpoints/list').answer.check(answer.data ?? []);
        if (!data.ok) throw new Error('Malformed webhook endpoint list');
        const rows = data.value.map(toEndpoint);
        return { rows, total: total(answer, rows.length) };
      },
      providesTags: (result) => [ENDPOINTS, DELIVERIES, ...(result?.rows ?? []).map((row) => ({ type: 'WebhookEndpoint' as const, id: row.id }))],
    }),
    /** `webhook-endpoints/get`: one endpoint; its health follows its deliveries. */
    getWebhookEndpoint: build.query<WebhookEndpoint, string>({
      query: (id) => ({ action: 'webhook-endpoints/get', id }),
      transformResponse: endpointOf,
      providesTags: (_result, _error, id) => [{ type: 'WebhookEndpoint', id }, DELIVERIES],
    }),
    createWebhookEndpoint: build.mutation<WithSecretTicket, { resourceId: string } & EndpointFields>({
      query: ({ resourceId, ...attributes }) => ({
        action: 'webhook-endpoints/create',
        payload: { resourceId, data: { type: 'webhook-endpoints', attributes } },
      }),
      transformResponse: withTicket,
      invalidatesTags: [ENDPOINTS],
    }),
    updateWebhookEndpoint: build.mutation<WebhookEndpoint, { id: string } & EndpointFields>({
      query: ({ id, ...attributes }) => ({ action: 'webhook-endpoints/update', id, payload: { data: { type: 'webhook-endpoints', attributes } } }),
      transformResponse: endpointOf,
      invalidatesTags: (_result, _error, { id }) => endpointTags(id),
    }),
    enableWebhookEndpoint: build.mutation<WebhookEndpoint, string>({
      query: (id) => ({ action: 'webhook-endpoints/enable', id }),
      transformResponse: endpointOf,
      invalidatesTags: (_result, _error, id) => endpointTags(id),
    }),
    disableWebhookEndpoint: build.mutation<WebhookEndpoint, string>({
      query: (id) => ({ action: 'webhook-endpoints/disable', id }),
      transformResponse: endpointOf,
      invalidatesTags: (_result, _error, id) => endpointTags(id),
    }),
    deleteWebhookEndpoint: build.mutation<null, string>({
      query: (id) => ({ action: 'webhook-endpoints/delete', id }),
      transformResponse: () => null,
      // The endpoint's own query is left alone: its page is being left, and a refetch would flash "not found".
      invalidatesTags: [ENDPOINTS],
    }),
    rotateWebhookSecret: build.mutation<WithSecretTicket, string>({
      query: (id) => ({ action: 'webhook-endpoints/rotateSecret', id }),
      transformResponse: withTicket,
      invalidatesTags: (_result, _error, id) => endpointTags(id),
    }),
    sendWebhookTestEvent: build.mutation<WebhookDelivery, { id: string; eventType: string }>({
      query: ({ id, eventType }) => ({
        action: 'webhook-endpoints/sendTestEvent',
        id,
        payload: { data: { type: 'webhook-test-events', attributes: { eventType } } },
      }),
      transformResponse: deliveryOf,
      invalidatesTags: [DELIVERIES],
    }),

    /**
     * `webhook-deliveries/list`: one page of an endpoint's deliveries. The live view (the first page,
     * newest first) follows every delivery pushed; other pages only their own rows, so they do not shift
     * under the reader.
     */
    listWebhookDeliveries: build.query<ListPage<WebhookDelivery>, ListDeliveriesArgs>({
      query: ({ endpointId, filters, sort, page, pageSize }) => ({
        action: 'webhook-deliveries/list',
        payload: { filters: [{ field: 'endpointId', operator: 'eq', value: endpointId }, ...filters], sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('webhook-deliveries/list').answer.check(answer.data ?? []);
        if (!data.ok) throw new Error('Malformed webhook delivery list');
        const rows = data.value.map(toDelivery);
        return { rows, total: total(answer, rows.length) };
      },
      providesTags: (result, _error, { live }) => [
        ...(live ? [DELIVERIES] : []),
        ...(result?.rows ?? []).map((row) => ({ type: 'WebhookDelivery' as const, id: row.id })),
      ],
    }),
    /** How many deliveries match (one row asked for): what a replay of the failed ones would resend. */
    countWebhookDeliveries: build.query<number, { endpointId: string; filters: DeliveryFilter[] }>({
      query: ({ endpointId, filters }) => ({
        action: 'webhook-deliveries/list',
        payload: { filters: [{ field: 'endpointId', operator: 'eq', value: endpointId }, ...filters], page: { size: 1, number: 1 } },
      }),
      transformResponse: (answer: Answer) => {
        const count = answer.meta?.page?.total;
        return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0;
      },
      providesTags: [DELIVERIES],
    }),
    /** `webhook-deliveries/get`: one delivery with its bodies. */
    getWebhookDelivery: build.query<WebhookDelivery, string>({
      query: (id) => ({ action: 'webhook-deliveries/get', id }),
      transformResponse: deliveryOf,
      providesTags: (_result, _error, id) => [{ type: 'WebhookDelivery', id }],
    }),
    resendWebhookDelivery: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ action: 'webhook-deliveries/resend', id }),
      transformResponse: deliveryOf,
      invalidatesTags: [DELIVERIES],
    }),
    /** Resends every failed delivery of the endpoint created in [from, to]; answers the new deliveries' ids. */
    replayWebhookDeliveries: build.mutation<{ deliveryIds: string[]; total: number }, { endpointId: string; from: string; to: string }>({
      query: (attributes) => ({ action: 'webhook-deliveries/replay', payload: { data: { type: 'webhook-replays', attributes } } }),
      transformResponse: async (answer: Answer) => {
        const { attributes } = await contractOf('webhook-deliveries/replay').answer(answer.data);
        return { deliveryIds: attributes.deliveryIds, total: attributes.total };
      },
      invalidatesTags: [DELIVERIES],
    }),
  }),
});

export const {
  useListWebhookEndpointsQuery,
  useGetWebhookEndpointQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useEnableWebhookEndpointMutation,
  useDisableWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestEventMutation,
  useListWebhookDeliveriesQuery,
  useCountWebhookDeliveriesQuery,
  useGetWebhookDeliveryQuery,
  useResendWebhookDeliveryMutation,
  useReplayWebhookDeliveriesMutation,
} = webhooksApi;
