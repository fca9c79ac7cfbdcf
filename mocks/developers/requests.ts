/**
 * Calls to the merchant API as the request log keeps them (docs/api/api-request-log.md), and the
 * made-up calls of the sandbox: each drawn from a seeded random, so the same seed gives the same call.
 * `drawRequest` picks what is called and how it ended; `buildRequest` writes the row around it.
 */
import type { ApiRequestMethod } from '@/lib/contract/api-request-log';
import type { Random } from '../db/random';

export interface ApiRequest {
  id: string;
  projectId: string;
  apiKeyId: string;
  /** The key's prefix as the API saw it (the key may be rolled or removed later). */
  keyPrefix: string;
  method: ApiRequestMethod;
  path: string;
  status: number;
  ip: string;
  at: string;
  idempotencyKey: string | null;
  durationMs: number;
  /** As received and as answered, secrets included: masked when the log answers (mask.ts). */
  requestBody: string | null;
  responseBody: string | null;
  /** Webhook events the request caused (their deliveries carry the same `eventId`). */
  eventIds: string[];
}

/** What a call was and did: the row's content, and the webhook event it causes, if any. */
export interface DrawnRequest {
  method: ApiRequestMethod;
  path: string;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  requestBody: string | null;
  responseBody: string | null;
  event: { type: string; object: unknown } | null;
}

/** The kinds of call, by how often a backend makes them. */
export const callKinds = [
  ['create-payment', 30],
  ['get-payment', 18],
  ['list-payments', 12],
  ['refund', 8],
  ['capture', 5],
  ['cancel', 2],
  ['create-customer', 8],
  ['update-customer', 4],
  ['delete-customer', 3],
  ['tokenize', 6],
  ['balance', 4],
] as const;
export type CallKind = (typeof callKinds)[number][0];

/** Outcomes other than success, each with its weight among 1,000 calls of a kind that may end so. */
const failures = {
  unauthorized: 12,
  notFound: 20,
  invalid: 25,
  declined: 60,
  conflict: 8,
  rateLimited: 15,
  serverError: 10,
  unavailable: 5,
} as const;
type Failure = keyof typeof failures;

const cards = ['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005', '4000000000000002'];
const currencies = ['EUR', 'EUR', 'EUR', 'USD', 'GBP', 'JPY', 'KWD'] as const;
const names = ['Alex Stone', 'Bea Kramer', 'Chidi Okafor', 'Dora Novak', 'Emil Berg', 'Farah Aziz'];

const json = (value: unknown) => JSON.stringify(value);
const word = (random: Random) =>
  Math.floor(random.next() * 4294967296)
    .toString(16)
    .padStart(8, '0');
/** An object's id: 16 hex digits from two draws (cheap: the 100,000 calls of the volume each draw two). */
const idOf = (random: Random, prefix: string) => `${prefix}_${word(random)}${word(random)}`;
const uuid = (random: Random) => `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-a${random.hex(3)}-${random.hex(12)}`;

function amountIn(random: Random, currency: string) {
  const major = random.int(5, 400);
  return currency === 'JPY' ? major * 150 : currency === 'KWD' ? major * 300 : major * 100 + random.int(0, 99);
}

const errorBody = (type: string, code: string, message: string, extra: Record<string, unknown> = {}) => json({ error: { type, code, message, ...extra } });

function failureAnswer(failure: Failure, random: Random): { status: number; body: string } {
  switch (failure) {
    case 'unauthorized':
      return { status: 401, body: errorBody('authentication_error', 'api_key_invalid', 'The API key is not valid, expired or revoked.') };
    case 'notFound':
      return { status: 404, body: errorBody('invalid_request_error', 'resource_missing', 'No such object.') };
    case 'invalid':
      return {
        status: 422,
        body: errorBody('invalid_request_error', 'parameter_invalid', 'amount must be a positive integer in minor units.', { param: 'amount' }),
      };
    case 'declined':
      return {
        status: 402,
        body: errorBody('card_error', 'card_declined', 'The card was declined.', {
          decline_code: random.pick(['insufficient_funds', 'do_not_honor', 'expired_card']),
        }),
      };
    case 'conflict':
      return { status: 409, body: errorBody('idempotency_error', 'idempotency_key_reused', 'This idempotency key was used with other parameters.') };
    case 'rateLimited':
      return { status: 429, body: errorBody('rate_limit_error', 'rate_limited', 'Too many requests. Retry after 1 second.') };
    case 'serverError':
      return { status: 500, body: errorBody('api_error', 'internal_error', 'Something went wrong on our side. It is safe to retry.') };
    case 'unavailable':
      return { status: 503, body: errorBody('api_error', 'service_unavailable', 'The service is briefly unavailable. Retry later.') };
  }
}

/** Which failures a kind of call can end in. */
const failuresOfKind = (kind: CallKind): Failure[] => {
  const common: Failure[] = ['unauthorized', 'rateLimited', 'serverError', 'unavailable'];
  switch (kind) {
    case 'create-payment':
      return [...common, 'invalid', 'declined', 'conflict'];
    case 'refund':
      return [...common, 'invalid', 'notFound', 'conflict'];
    case 'create-customer':
    case 'tokenize':
      return [...common, 'invalid'];
    case 'list-payments':
    case 'balance':
      return common;
    default:
      return [...common, 'notFound'];
  }
};

const failuresOf = Object.fromEntries(callKinds.map(([kind]) => [kind, failuresOfKind(kind)])) as Record<CallKind, Failure[]>;

function outcome(random: Random, kind: CallKind, only?: Ending): Ending {
  if (only) return only;
  const possible = failuresOf[kind];
  const roll = random.int(0, 999);
  let edge = 0;
  for (const failure of possible) {
    edge += failures[failure];
    if (roll < edge) return failure;
  }
  return 'success';
}

const payment = (id: string, amount: number, currency: string, status: string, card: string, at: string) => ({
  id,
  object: 'payment',
  status,
  amount,
  currency,
  card: { brand: card.startsWith('5') ? 'mastercard' : card.startsWith('3') ? 'amex' : 'visa', last4: card.slice(-4) },
  client_secret: `${id}_secret_${id.slice(-6)}`,
  created_at: at,
});

export type Ending = Failure | 'success';

/** What decides a call's row in the list: how it ended and the ids in its path (the bodies come after). */
export interface CallHead {
  end: Ending;
  paymentId: string;
  customerId: string;
}

export function drawHead(random: Random, kind: CallKind, only?: Ending): CallHead {
  return { end: outcome(random, kind, only), paymentId: idOf(random, 'pay'), customerId: idOf(random, 'cus') };
}

const METHODS: Readonly<Record<CallKind, ApiRequestMethod>> = {
  'create-payment': 'POST',
  'get-payment': 'GET',
  'list-payments': 'GET',
  refund: 'POST',
  capture: 'POST',
  cancel: 'POST',
  'create-customer': 'POST',
  'update-customer': 'PATCH',
  'delete-customer': 'DELETE',
  tokenize: 'POST',
  balance: 'GET',
};
const SUCCESS: Readonly<Record<CallKind, number>> = {
  'create-payment': 201,
  'get-payment': 200,
  'list-payments': 200,
  refund: 201,
  capture: 200,
  cancel: 200,
  'create-customer': 201,
  'update-customer': 200,
  'delete-customer': 204,
  tokenize: 201,
  balance: 200,
};
const FAILURE_STATUS: Readonly<Record<Failure, number>> = {
  unauthorized: 401,
  notFound: 404,
  invalid: 422,
  declined: 402,
  conflict: 409,
  rateLimited: 429,
  serverError: 500,
  unavailable: 503,
};

export const methodOf = (kind: CallKind) => METHODS[kind];
export const statusOf = (kind: CallKind, end: Ending) => (end === 'success' ? SUCCESS[kind] : FAILURE_STATUS[end]);
export function pathOf(kind: CallKind, { paymentId, customerId }: CallHead): string {
  switch (kind) {
    case 'create-payment':
      return '/v1/payments';
    case 'get-payment':
      return `/v1/payments/${paymentId}`;
    case 'list-payments':
      return '/v1/payments?limit=20&status=succeeded';
    case 'refund':
      return `/v1/payments/${paymentId}/refunds`;
    case 'capture':
    case 'cancel':
      return `/v1/payments/${paymentId}/${kind}`;
    case 'create-customer':
      return '/v1/customers';
    case 'update-customer':
    case 'delete-customer':
      return `/v1/customers/${customerId}`;
    case 'tokenize':
      return '/v1/tokens';
    case 'balance':
      return '/v1/balance';
  }
}

/**
 * One call of `kind` at `at`; `only` forces its ending (a seeded call that must have caused an event).
 * Writes events only for what the API would announce: a payment made or declined, a refund, a capture
 * or a cancel that went through. `head` (drawn before, from another random) fixes the ending and ids.
 */
export function drawRequest(random: Random, kind: CallKind, at: string, only?: Ending, head = drawHead(random, kind, only)): DrawnRequest {
  const { end, paymentId, customerId } = head;
  const ok = end === 'success';
  const fail = ok ? null : failureAnswer(end, random);
  const currency = random.pick(currencies);
  const amount = amountIn(random, currency);
  const card = random.pick(cards);
  const key = random.next() < 0.8 ? uuid(random) : null;
  const fast = random.int(18, 160);
  const slow = random.int(180, 950);
  const durationMs =
    end === 'rateLimited'
      ? random.int(2, 9)
      : end === 'serverError' || end === 'unavailable'
        ? random.int(1200, 3000)
        : kind.startsWith('get') || kind.startsWith('list') || kind === 'balance'
          ? fast
          : slow;
  const base = { durationMs, event: null, method: methodOf(kind), path: pathOf(kind, head), status: statusOf(kind, end) } as const;
  switch (kind) {
    case 'create-payment': {
      const name = random.pick(names);
      const body = json({
        amount: end === 'invalid' ? -amount : amount,
        currency,
        description: `Order ${random.int(10_000, 99_999)}`,
        card: { number: card, exp_month: random.int(1, 12), exp_year: random.int(2027, 2031), cvc: String(random.int(100, 999)), holder: name },
        customer: { email: `${name.toLowerCase().replace(' ', '.')}@example.com` },
      });
      const declined = end === 'declined';
      const made = ok || declined;
      return {
        ...base,
        idempotencyKey: key,
        requestBody: body,
        responseBody: ok ? json(payment(paymentId, amount, currency, 'succeeded', card, at)) : fail!.body,
        event: made
          ? {
              type: declined ? 'payment.failed' : 'payment.succeeded',
              object: payment(paymentId, amount, currency, declined ? 'failed' : 'succeeded', card, at),
            }
          : null,
      };
    }
    case 'get-payment':
      return {
        ...base,
        idempotencyKey: null,
        requestBody: null,
        responseBody: ok ? json(payment(paymentId, amount, currency, 'succeeded', card, at)) : fail!.body,
      };
    case 'list-payments':
      return {
        ...base,
        idempotencyKey: null,
        requestBody: null,
        responseBody: ok ? json({ object: 'list', data: [payment(paymentId, amount, currency, 'succeeded', card, at)], has_more: true }) : fail!.body,
      };
    case 'refund': {
      const refund = {
        id: idOf(random, 're'),
        object: 'refund',
        payment: paymentId,
        amount: Math.max(1, Math.floor(amount / 2)),
        currency,
        status: 'succeeded',
        created_at: at,
      };
      return {
        ...base,
        idempotencyKey: key,
        requestBody: json({ amount: end === 'invalid' ? amount * 10 : refund.amount, reason: 'requested_by_customer' }),
        responseBody: ok ? json(refund) : fail!.body,
        event: ok ? { type: 'refund.succeeded', object: refund } : null,
      };
    }
    case 'capture':
    case 'cancel': {
      const status = kind === 'capture' ? 'succeeded' : 'cancelled';
      return {
        ...base,
        idempotencyKey: key,
        requestBody: kind === 'capture' ? json({ amount }) : null,
        responseBody: ok ? json(payment(paymentId, amount, currency, status, card, at)) : fail!.body,
        event: ok
          ? { type: kind === 'capture' ? 'payment.captured' : 'payment.cancelled', object: payment(paymentId, amount, currency, status, card, at) }
          : null,
      };
    }
    case 'create-customer':
    case 'update-customer': {
      const name = random.pick(names);
      const customer = { id: customerId, object: 'customer', name, email: `${name.toLowerCase().replace(' ', '.')}@example.com`, created_at: at };
      return {
        ...base,
        idempotencyKey: kind === 'create-customer' ? key : null,
        requestBody: json({ name, email: end === 'invalid' ? 'not-an-email' : customer.email, metadata: { portal_password: 'hunter2' } }),
        responseBody: ok ? json(customer) : fail!.body,
      };
    }
    case 'delete-customer':
      return { ...base, idempotencyKey: null, requestBody: null, responseBody: ok ? null : fail!.body };
    case 'tokenize':
      return {
        ...base,
        idempotencyKey: key,
        requestBody: json({ card: { number: card, exp_month: random.int(1, 12), exp_year: 2030, cvc: String(random.int(100, 999)) } }),
        responseBody: ok ? json({ object: 'token', token: `tok_${random.hex(24)}`, card: { last4: card.slice(-4) } }) : fail!.body,
      };
    case 'balance':
      return {
        ...base,
        idempotencyKey: null,
        requestBody: null,
        responseBody: ok ? json({ object: 'balance', available: [{ amount: amount * 40, currency }] }) : fail!.body,
      };
  }
}

/** The kind of call a random draw makes (`kinds`: only those, e.g. a read-only key's). */
export const drawKind = (random: Random, kinds?: readonly CallKind[]): CallKind =>
  random.weighted(kinds ? callKinds.filter(([kind]) => kinds.includes(kind)) : callKinds);

/** Which seeded webhook event a call caused, as the call that causes it. */
export const kindOfEvent: Readonly<Record<string, { kind: CallKind; only: Failure | 'success' }>> = {
  'payment.succeeded': { kind: 'create-payment', only: 'success' },
  'payment.failed': { kind: 'create-payment', only: 'declined' },
  'payment.captured': { kind: 'capture', only: 'success' },
  'payment.cancelled': { kind: 'cancel', only: 'success' },
  'refund.succeeded': { kind: 'refund', only: 'success' },
};

export const READ_ONLY_KINDS: readonly CallKind[] = ['get-payment', 'list-payments', 'balance'];
