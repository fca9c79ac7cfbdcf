/**
 * The palette's look-ups, all existing read actions (docs/api/*): a pasted token is resolved by
 * `transactions/list` (its `search` matches an id, parent id or order reference), `disputes/get`,
 * `payment-links/get` and `reports/get`, each only when the user may read that kind; payments are
 * found by customer e-mail or card last 4 with `transactions/list` filters.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { baseApi } from '@/lib/api/base-api';
import type { ActionCall, ActionResult } from '@/lib/actions';
import { contractOf } from '@/lib/contract';
import type { Failure } from '@/lib/http';
import type { IdHit, IdKind, PaymentSearch } from '../model/match';

/** A payment as the palette lists it. */
export interface PaymentHit {
  id: string;
  amount: number;
  currency: string;
  status: string;
  customer: { name: string; email: string };
  referenceId: string;
  createdAt: string;
}

/** A customer as the palette lists it. */
export interface CustomerHit {
  id: string;
  name: string;
  email: string;
  country: string;
}

export type ResolvedHit =
  | (IdHit & { kind: 'transaction'; payment: PaymentHit })
  | (IdHit & { kind: 'dispute'; amount: number; currency: string; status: string })
  | (IdHit & { kind: 'paymentLink'; amount: number; currency: string; status: string; description: string })
  | (IdHit & { kind: 'report'; reportKind: string; status: string; period: { from: string; to: string } })
  | (IdHit & { kind: 'customer'; customer: CustomerHit });

export interface ResolveArgs {
  resourceId: string;
  token: string;
  /** The kinds this user may read. */
  kinds: readonly IdKind[];
}

export interface PaymentsArgs {
  resourceId: string;
  search: PaymentSearch;
}

export interface PaymentsFound {
  rows: PaymentHit[];
  /** Every payment that matches, beyond the few shown. */
  total: number;
}

/** Payments shown per search; "See all" opens the rest in the list. */
export const PAYMENT_HITS = 5;
/** Customers shown per search. */
export const CUSTOMER_HITS = 5;

type Call = (call: ActionCall) => Promise<ActionResult>;
type Answer = { data?: unknown; meta?: { page?: { total?: number } } };

/** A refusal (the answer named errors: not found, not accessible, forbidden) means "no such object here". */
const refused = (failure: Failure) => failure.errors.length > 0;

async function toPayments(answer: Answer): Promise<PaymentHit[]> {
  const rows = await contractOf('transactions/list').answer(answer.data ?? []);
  return rows.map(({ id, attributes: a }) => ({
    id,
    amount: a.amount,
    currency: a.currency,
    status: a.status,
    customer: a.customer,
    referenceId: a.referenceId,
    createdAt: a.createdAt,
  }));
}

const toCustomer = ({ id, attributes: a }: { id: string; attributes: { name: string; email: string; country: string } }): CustomerHit => ({
  id,
  name: a.name,
  email: a.email,
  country: a.country,
});

const lookups: Record<IdKind, (call: Call, resourceId: string, token: string) => Promise<ResolvedHit[]>> = {
  transaction: async (call, resourceId, token) => {
    const answer = (await call({ action: 'transactions/list', payload: { resourceId, search: token, page: { size: PAYMENT_HITS, number: 1 } } })) as Answer;
    return (await toPayments(answer)).map((payment) => ({ kind: 'transaction', id: payment.id, reference: payment.referenceId, payment }));
  },
  dispute: async (call, _resourceId, id) => {
    const { data } = (await call({ action: 'disputes/get', id, payload: { id } })) as Answer;
    const d = await contractOf('disputes/get').answer(data);
    return [{ kind: 'dispute', id: d.id, amount: d.attributes.amount, currency: d.attributes.currency, status: d.attributes.status }];
  },
  paymentLink: async (call, _resourceId, id) => {
    const { data } = (await call({ action: 'payment-links/get', id, payload: { id } })) as Answer;
    const { id: linkId, attributes: a } = await contractOf('payment-links/get').answer(data);
    return [{ kind: 'paymentLink', id: linkId, amount: a.amount, currency: a.currency, status: a.status, description: a.description }];
  },
  report: async (call, _resourceId, id) => {
    const { data } = (await call({ action: 'reports/get', id, payload: { id } })) as Answer;
    const { id: reportId, attributes: a } = await contractOf('reports/get').answer(data);
    return [{ kind: 'report', id: reportId, reportKind: a.kind, status: a.status, period: { from: a.period.from, to: a.period.to } }];
  },
  customer: async (call, _resourceId, id) => {
    const { data } = (await call({ action: 'customers/get', id, payload: { id } })) as Answer;
    const customer = toCustomer(await contractOf('customers/get').answer(data));
    return [{ kind: 'customer', id: customer.id, customer }];
  },
};

/** Runs the base query as a plain call that rejects with its Failure. */
const caller =
  (baseQuery: (call: ActionCall) => ReturnType<BaseQueryFn<ActionCall, ActionResult, Failure>>): Call =>
  async (call) => {
    const result = await baseQuery(call);
    if (result.error) throw result.error;
    return result.data as ActionResult;
  };

export const paletteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every object of the permitted kinds that a token names. A kind that refuses has no hit; the
     * look-up fails only when no kind could be asked (no connection, time-outs), so "No match" is
     * never said for a search that did not happen.
     */
    resolveId: build.query<ResolvedHit[], ResolveArgs>({
      queryFn: async ({ resourceId, token, kinds }, _api, _extra, baseQuery) => {
        const call = caller(baseQuery);
        const outcomes = await Promise.allSettled(kinds.map((kind) => lookups[kind](call, resourceId, token)));
        const hits = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
        const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Failure] : []));
        const unanswered = failures.filter((failure) => !refused(failure));
        if (hits.length === 0 && unanswered.length > 0) return { error: unanswered[0] };
        return { data: hits };
      },
      keepUnusedDataFor: 30,
    }),
    /** The newest payments of a customer e-mail (contains) or card last 4, and how many match. */
    findPayments: build.query<PaymentsFound, PaymentsArgs>({
      query: ({ resourceId, search }) => ({
        action: 'transactions/list',
        payload: {
          resourceId,
          filter: [
            search.kind === 'email'
              ? { field: 'customerEmail', operator: 'contains', value: search.value }
              : { field: 'cardLast4', operator: 'eq', value: search.digits },
          ],
          sort: '-createdAt',
          page: { size: PAYMENT_HITS, number: 1 },
        },
      }),
      transformResponse: async (answer: Answer) => {
        const rows = await toPayments(answer);
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      keepUnusedDataFor: 30,
    }),
    /** Customers whose e-mail contains the text, or who saved a card ending in the four digits. */
    findCustomers: build.query<CustomerHit[], PaymentsArgs>({
      query: ({ resourceId, search }) => ({
        action: 'customers/list',
        payload: {
          resourceId,
          filters: [{ field: 'search', operator: 'contains', value: search.kind === 'email' ? search.value : search.digits }],
          sort: 'email',
          page: { size: CUSTOMER_HITS, number: 1 },
        },
      }),
      transformResponse: async (answer: Answer) => (await contractOf('customers/list').answer(answer.data ?? [])).map(toCustomer),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useResolveIdQuery, useFindPaymentsQuery, useFindCustomersQuery } = paletteApi;
