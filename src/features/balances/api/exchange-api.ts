import { exchangeAnswer } from '@/lib/contract/balances';
import type { IntentSpec } from '@/features/intents';
import { featureApi } from '@/lib/api/base-api';
import { lazySchema } from '@/lib/validation';
import { MONEY_OUT_ENDPOINT } from './balances-api';

export interface ExchangeQuote {
  id: string;
  status: 'quoted' | 'completed';
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: number;
  buyAmount: number;
  rate: string;
  expiresAt: string;
  createdAt: string;
  /** The browser's clock when the answer arrived: the countdown runs from there (see `quoteDeadline`). */
  receivedAt: number;
}

export interface QuoteRequest {
  resourceId: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: number;
}

const parseExchange = lazySchema(exchangeAnswer);

export async function toExchange(raw: unknown, receivedAt: number): Promise<ExchangeQuote> {
  const { id, attributes: a } = await parseExchange(raw);
  return {
    id,
    status: a.status,
    sellCurrency: a.sellCurrency,
    buyCurrency: a.buyCurrency,
    sellAmount: a.sellAmount,
    buyAmount: a.buyAmount,
    rate: a.rate,
    expiresAt: a.expiresAt,
    createdAt: a.createdAt,
    receivedAt,
  };
}

/**
 * When the quote expires on this browser's clock. The server's clock may differ from ours, so its
 * `expiresAt` is not compared with our time: the quote's own life (`expiresAt − createdAt`, both the
 * server's) is counted from when its answer arrived, which can only make the countdown end early.
 */
export const quoteDeadline = (quote: Pick<ExchangeQuote, 'expiresAt' | 'createdAt' | 'receivedAt'>) =>
  quote.receivedAt + Math.max(0, Date.parse(quote.expiresAt) - Date.parse(quote.createdAt));

export const exchangeApi = featureApi(['Balance']).injectEndpoints({
  endpoints: (build) => ({
    quoteExchange: build.mutation<ExchangeQuote, QuoteRequest>({
      query: ({ resourceId, ...attributes }) => ({
        endpoint: MONEY_OUT_ENDPOINT,
        action: 'exchanges/quote',
        payload: { resourceId, data: { type: 'exchanges', attributes } },
      }),
      transformResponse: (answer: { data?: unknown }) => toExchange(answer.data, Date.now()),
    }),
  }),
});

export const { useQuoteExchangeMutation } = exchangeApi;

/** The intent target of an organization's exchanges: one open confirmation at a time, shown on its accounts page. */
export const exchangeTarget = (organizationId: string) => `exchange:${organizationId}`;

/** `exchanges/confirm` of a quote (envelope id = the quote), stored as a money intent: "Check again" confirms the same quote. */
export function confirmExchangeSpec(quote: Pick<ExchangeQuote, 'id' | 'sellAmount' | 'sellCurrency'>): Omit<IntentSpec, 'target'> {
  return {
    request: { endpoint: MONEY_OUT_ENDPOINT, action: 'exchanges/confirm', id: quote.id },
    summary: { kind: 'exchange', amount: quote.sellAmount, currency: quote.sellCurrency },
    invalidates: [{ type: 'Balance', id: 'LIST' }],
  };
}
