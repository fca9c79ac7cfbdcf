import type { SortState } from '@/components/list-page';
import { featureApi } from '@/lib/api/base-api';
import type { BillingFigures, Customer, DunningSettings, DunningWhatIf, Invoice, Page, Plan, PlanChangePreview, Subscription, Timeline } from './billing-model';
import {
  toBillingFigures,
  toCustomer,
  toDunningSettings,
  toDunningWhatIf,
  toInvoice,
  toPage,
  toPlan,
  toPlanChangePreview,
  toSubscription,
  toTimeline,
} from './billing-parsers';

export interface ServerFilter {
  field: string;
  operator: 'eq' | 'in' | 'gte' | 'lte' | 'contains';
  value: unknown;
}

export interface BillingListQuery {
  resourceId: string;
  filters: ServerFilter[];
  page: number;
  pageSize: number;
  sort?: SortState | null;
}

type ListAnswer = { data?: unknown; meta?: { page?: { total?: number } } };
type OneAnswer = { data?: unknown };

const listPayload = ({ resourceId, filters, page, pageSize, sort }: BillingListQuery) => ({
  resourceId,
  filters,
  page: { size: pageSize, number: page },
  ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }),
});

/** Tags per row type; `LIST` for every list of that type. */
const listTags = <T extends 'Customer' | 'Plan' | 'Subscription'>(type: T, rows: { id: string }[] | undefined) => [
  { type, id: 'LIST' },
  ...(rows ?? []).map((row) => ({ type, id: row.id })),
];

export const billingApi = featureApi(['Customer', 'Plan', 'Subscription', 'BillingSettings']).injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<Page<Customer>, BillingListQuery>({
      query: (params) => ({ action: 'customers/list', payload: listPayload(params) }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toCustomer),
      providesTags: (result) => listTags('Customer', result?.rows),
    }),
    getCustomer: build.query<Customer, string>({
      query: (id) => ({ action: 'customers/get', id, payload: { id } }),
      transformResponse: (answer: OneAnswer) => toCustomer(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
    listPlans: build.query<Page<Plan>, BillingListQuery>({
      query: (params) => ({ action: 'plans/list', payload: listPayload(params) }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toPlan),
      providesTags: (result) => listTags('Plan', result?.rows),
    }),
    getPlan: build.query<Plan, string>({
      query: (id) => ({ action: 'plans/get', id, payload: { id } }),
      transformResponse: (answer: OneAnswer) => toPlan(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Plan', id }],
    }),
    listSubscriptions: build.query<Page<Subscription>, BillingListQuery>({
      query: (params) => ({ action: 'subscriptions/list', payload: listPayload(params) }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toSubscription),
      providesTags: (result) => listTags('Subscription', result?.rows),
    }),
    getSubscription: build.query<Subscription, string>({
      query: (id) => ({ action: 'subscriptions/get', id, payload: { id } }),
      transformResponse: (answer: OneAnswer) => toSubscription(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Subscription', id }],
    }),
    subscriptionInvoices: build.query<Page<Invoice>, string>({
      query: (id) => ({ action: 'subscriptions/invoices', id, payload: { id, page: { size: 500, number: 1 } } }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toInvoice),
      providesTags: (_result, _error, id) => [{ type: 'Subscription', id }],
    }),
    subscriptionTimeline: build.query<Timeline, string>({
      query: (id) => ({ action: 'subscriptions/timeline', id, payload: { id } }),
      transformResponse: (answer: OneAnswer) => toTimeline(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Subscription', id }],
    }),
    billingFigures: build.query<BillingFigures, { resourceId: string; since: string }>({
      query: (payload) => ({ action: 'subscriptions/figures', payload }),
      transformResponse: (answer: OneAnswer) => toBillingFigures(answer.data),
      providesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    /** Read at the moment the user asks; never cached: a preview is a quote for now. */
    previewPlanChange: build.mutation<PlanChangePreview, { subscriptionId: string; planId: string }>({
      query: ({ subscriptionId, planId }) => ({
        action: 'subscriptions/previewPlanChange',
        id: subscriptionId,
        payload: { data: { type: 'plan-changes', attributes: {}, relationships: { plan: { data: { type: 'plans', id: planId } } } } },
      }),
      transformResponse: (answer: OneAnswer) => toPlanChangePreview(answer.data),
    }),
    dunningSettings: build.query<DunningSettings, string>({
      query: (resourceId) => ({ action: 'billing/getSettings', payload: { resourceId } }),
      transformResponse: (answer: OneAnswer) => toDunningSettings(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'BillingSettings', id }],
    }),
    previewDunningSettings: build.mutation<DunningWhatIf, { resourceId: string } & DunningSettings>({
      query: (payload) => ({ action: 'billing/previewSettings', payload }),
      transformResponse: (answer: OneAnswer) => toDunningWhatIf(answer.data),
    }),
    updateDunningSettings: build.mutation<DunningSettings, { resourceId: string } & DunningSettings>({
      query: (payload) => ({ action: 'billing/updateSettings', payload }),
      transformResponse: (answer: OneAnswer) => toDunningSettings(answer.data),
      invalidatesTags: (_result, _error, { resourceId }) => [
        { type: 'BillingSettings', id: resourceId },
        { type: 'Subscription', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListCustomersQuery,
  useGetCustomerQuery,
  useListPlansQuery,
  useGetPlanQuery,
  useListSubscriptionsQuery,
  useGetSubscriptionQuery,
  useSubscriptionInvoicesQuery,
  useSubscriptionTimelineQuery,
  useBillingFiguresQuery,
  usePreviewPlanChangeMutation,
  useDunningSettingsQuery,
  usePreviewDunningSettingsMutation,
  useUpdateDunningSettingsMutation,
} = billingApi;
