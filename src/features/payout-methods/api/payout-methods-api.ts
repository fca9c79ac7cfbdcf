import type { ListParams } from '@/components/list-page';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import { featureApi } from '@/lib/api/base-api';
import { payoutMethodAnswer, type PayoutMethodKind } from '@/lib/contract/payouts';
import { lazySchema } from '@/lib/validation';

/** A payout method as the screens show it: masked only (the server never returns more). */
export interface PayoutMethod {
  id: string;
  kind: PayoutMethodKind;
  currency: string;
  label: string | null;
  holderName: string;
  /** Last four digits (card) or the IBAN's country, check digits and last four, as the server masks them. */
  last4: string;
  country: string | null;
  bic: string | null;
  brand: string | null;
  expMonth: number | null;
  expYear: number | null;
  masked: string;
  isDefault: boolean;
  /** A payout to it is in flight: the server refuses to remove it. */
  inUse: boolean;
  createdAt: string;
}

export interface PayoutMethodsPage {
  methods: PayoutMethod[];
  total: number;
}

export type PayoutMethodsQuery = { resourceId: string } & Pick<ListParams, 'filters' | 'page' | 'pageSize' | 'sort'>;

const parseMethod = lazySchema(payoutMethodAnswer);

export async function toPayoutMethod(raw: unknown): Promise<PayoutMethod> {
  const { id, attributes: a } = await parseMethod(raw);
  return {
    id,
    kind: a.kind,
    currency: a.currency,
    label: a.label,
    holderName: a.holderName,
    masked: a.masked,
    last4: a.card?.last4 ?? a.bankAccount?.last4 ?? a.masked.replace(/\D/g, '').slice(-4),
    country: a.bankAccount?.country ?? null,
    bic: a.bankAccount?.bic ?? null,
    brand: a.card?.brand ?? null,
    expMonth: a.card?.expMonth ?? null,
    expYear: a.card?.expYear ?? null,
    isDefault: a.isDefault,
    inUse: a.inUse,
    createdAt: a.createdAt,
  };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const listPayload = ({ resourceId, filters, page, pageSize, sort }: PayoutMethodsQuery) => ({
  resourceId,
  filter: { kind: text(filters.kind), currency: text(filters.currency) },
  page: { size: pageSize, number: page },
  ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }),
});

export const payoutMethodsApi = featureApi(['PayoutMethod']).injectEndpoints({
  endpoints: (build) => ({
    listPayoutMethods: build.query<PayoutMethodsPage, PayoutMethodsQuery>({
      query: (params) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'payout-methods/list', payload: listPayload(params) }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const methods = await Promise.all(((answer.data ?? []) as unknown[]).map(toPayoutMethod));
        return { methods, total: answer.meta?.page?.total ?? methods.length };
      },
      providesTags: (result) => [{ type: 'PayoutMethod', id: 'LIST' }, ...(result?.methods ?? []).map((m) => ({ type: 'PayoutMethod' as const, id: m.id }))],
    }),
    setDefaultPayoutMethod: build.mutation<PayoutMethod, string>({
      query: (id) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'payout-methods/setDefault', id }),
      transformResponse: (answer: { data?: unknown }) => toPayoutMethod(answer.data),
      // The previous default of that currency changed too.
      invalidatesTags: [{ type: 'PayoutMethod', id: 'LIST' }],
    }),
    deletePayoutMethod: build.mutation<null, string>({
      query: (id) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'payout-methods/delete', id }),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'PayoutMethod', id: 'LIST' }],
    }),
  }),
});

export const { useListPayoutMethodsQuery, useSetDefaultPayoutMethodMutation, useDeletePayoutMethodMutation } = payoutMethodsApi;
