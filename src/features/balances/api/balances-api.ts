import {
  accountAnswer,
  balanceAnswer,
  balanceTrendAnswer,
  ledgerEntryAnswer,
  reserveRequestAnswer,
  reserveSummaryAnswer,
  type BalanceBucket,
  type LedgerEntryType,
  type LedgerSourceType,
} from '@/lib/contract/balances';
import { featureApi } from '@/lib/api/base-api';
import { lazySchema } from '@/lib/validation';

/** The money-out service (docs/api/balances.md, *Endpoint*): every balances action is posted there. */
export const MONEY_OUT_ENDPOINT = 'payouts/actions';

export interface Buckets {
  currency: string;
  available: number;
  pending: number;
  reserved: number;
  total: number;
}

export interface BalanceSummary {
  balances: Buckets[];
  /** The server time the buckets were computed for. */
  asOf: string | null;
}

export interface TrendPoint {
  date: string;
  currency: string;
  available: number;
  pending: number;
  reserved: number;
}

export interface LedgerEntry {
  id: string;
  type: LedgerEntryType;
  amount: number;
  currency: string;
  bucket: BalanceBucket;
  createdAt: string;
  availableOn: string;
  sourceType: LedgerSourceType;
  sourceId: string;
  paymentId: string | null;
  disputeId: string | null;
  settlementId: string | null;
}

/** What narrows a ledger: the figure (currency, bucket) and the user's filters (type, created between). */
export interface LedgerFilter {
  currency?: string;
  bucket?: BalanceBucket;
  type?: LedgerEntryType;
  createdAt?: { gte?: string; lte?: string };
}

export interface LedgerPageQuery {
  resourceId: string;
  filter: LedgerFilter;
  page: number;
  size: number;
}

export interface LedgerPage {
  entries: LedgerEntry[];
  total: number;
}

export interface ReserveSummary {
  currency: string;
  held: number;
  released: number;
  nextReleaseOn: string | null;
  nextReleaseAmount: number;
}

export interface ReserveRequest {
  id: string;
  currency: string;
  releaseOn: string;
  amount: number;
  holdCount: number;
  status: 'scheduled' | 'released';
}

export interface ReserveRequestsQuery {
  resourceId: string;
  filter: { currency?: string; status?: string };
  page: number;
  size: number;
  sort: string;
}

export interface Account extends Buckets {
  id: string;
}

/** The filter as the list request takes it (docs/api-contract.md, *List requests*): `filter` for equality, `filters` for the period. */
export function ledgerQuery({ createdAt, ...equal }: LedgerFilter) {
  const period = [
    ...(createdAt?.gte ? [{ field: 'createdAt', operator: 'gte', value: createdAt.gte }] : []),
    ...(createdAt?.lte ? [{ field: 'createdAt', operator: 'lte', value: createdAt.lte }] : []),
  ];
  return { filter: equal, ...(period.length > 0 && { filters: period }) };
}

const parseBalances = lazySchema((z) => z.array(balanceAnswer(z)));
const parseTrend = lazySchema(balanceTrendAnswer);
const parseEntries = lazySchema((z) => z.array(ledgerEntryAnswer(z)));
const parseReserve = lazySchema((z) => z.array(reserveSummaryAnswer(z)));
const parseRequests = lazySchema((z) => z.array(reserveRequestAnswer(z)));
const parseAccounts = lazySchema((z) => z.array(accountAnswer(z)));
const parseAccount = lazySchema(accountAnswer);

type ListAnswer = { data?: unknown; meta?: { page?: { total?: number }; asOf?: string } };

const buckets = ({ currency, available, pending, reserved, total }: Buckets): Buckets => ({ currency, available, pending, reserved, total });
const toAccount = ({ id, attributes }: { id: string; attributes: Buckets }): Account => ({ id, ...buckets(attributes) });

/** Every balances query reads the ledger: any change the server announces (`balances`) re-reads them all. */
const BALANCE_TAG = [{ type: 'Balance' as const, id: 'LIST' }];

export const balancesApi = featureApi(['Balance']).injectEndpoints({
  endpoints: (build) => ({
    balanceSummary: build.query<BalanceSummary, string>({
      query: (resourceId) => ({ endpoint: MONEY_OUT_ENDPOINT, action: 'balances/summary', payload: { resourceId } }),
      transformResponse: async (answer: ListAnswer) => ({
        balances: (await parseBalances(answer.data ?? [])).map((row) => buckets(row.attributes)),
        asOf: answer.meta?.asOf ?? null,
      }),
      providesTags: BALANCE_TAG,
    }),
    balanceTrend: build.query<TrendPoint[], { resourceId: string; from: string; to: string; currency: string }>({
      query: (payload) => ({ endpoint: MONEY_OUT_ENDPOINT, action: 'balances/trend', payload }),
      transformResponse: async (answer: { data?: unknown }) => (await parseTrend(answer.data)).attributes.series,
      providesTags: BALANCE_TAG,
    }),
    ledgerPage: build.query<LedgerPage, LedgerPageQuery>({
      query: ({ resourceId, filter, page, size }) => ({
        endpoint: MONEY_OUT_ENDPOINT,
        action: 'ledger-entries/list',
        payload: { resourceId, ...ledgerQuery(filter), page: { size, number: page }, sort: '-createdAt' },
      }),
      transformResponse: async (answer: ListAnswer) => {
        const entries = (await parseEntries(answer.data ?? [])).map(({ id, attributes: a }): LedgerEntry => ({ id, ...a }));
        return { entries, total: answer.meta?.page?.total ?? entries.length };
      },
      providesTags: BALANCE_TAG,
    }),
    /** When the next entry of the workspace changes bucket (pending or reserved becoming available), by the server's clock. */
    nextBucketChange: build.query<{ availableOn: string | null }, string>({
      query: (resourceId) => ({
        endpoint: MONEY_OUT_ENDPOINT,
        action: 'ledger-entries/list',
        payload: {
          resourceId,
          filters: [{ field: 'bucket', operator: 'in', value: ['pending', 'reserved'] }],
          sort: 'availableOn',
          page: { size: 1, number: 1 },
        },
      }),
      transformResponse: async (answer: ListAnswer) => ({ availableOn: (await parseEntries(answer.data ?? []))[0]?.attributes.availableOn ?? null }),
      providesTags: BALANCE_TAG,
    }),
    reserveSummary: build.query<ReserveSummary[], string>({
      query: (resourceId) => ({ endpoint: MONEY_OUT_ENDPOINT, action: 'rolling-reserve/summary', payload: { resourceId } }),
      transformResponse: async (answer: ListAnswer) => (await parseReserve(answer.data ?? [])).map(({ attributes: a }) => ({ ...a })),
      providesTags: BALANCE_TAG,
    }),
    reserveRequests: build.query<{ requests: ReserveRequest[]; total: number }, ReserveRequestsQuery>({
      query: ({ resourceId, filter, page, size, sort }) => ({
        endpoint: MONEY_OUT_ENDPOINT,
        action: 'rolling-reserve/requests',
        payload: { resourceId, filter, page: { size, number: page }, sort },
      }),
      transformResponse: async (answer: ListAnswer) => {
        const requests = (await parseRequests(answer.data ?? [])).map(({ id, attributes: a }): ReserveRequest => ({ id, ...a }));
        return { requests, total: answer.meta?.page?.total ?? requests.length };
      },
      providesTags: BALANCE_TAG,
    }),
    listAccounts: build.query<Account[], string>({
      query: (resourceId) => ({ endpoint: MONEY_OUT_ENDPOINT, action: 'accounts/list', payload: { resourceId } }),
      transformResponse: async (answer: ListAnswer) => (await parseAccounts(answer.data ?? [])).map(toAccount),
      providesTags: BALANCE_TAG,
    }),
    getAccount: build.query<Account, string>({
      query: (id) => ({ endpoint: MONEY_OUT_ENDPOINT, action: 'accounts/get', id }),
      transformResponse: async (answer: { data?: unknown }) => toAccount(await parseAccount(answer.data)),
      providesTags: BALANCE_TAG,
    }),
  }),
});

export const {
  useBalanceSummaryQuery,
  useBalanceTrendQuery,
  useLedgerPageQuery,
  useReserveSummaryQuery,
  useNextBucketChangeQuery,
  useReserveRequestsQuery,
  useListAccountsQuery,
  useGetAccountQuery,
} = balancesApi;
