/**
 * What a delivery sends (docs/api/webhooks.md, *Request*): the event as pretty JSON, and the
 * headers of each attempt, signed with the endpoint's secret.
 */
import { fnv1a } from '../db/random';
import { hmacSha256Hex } from './hmac-sha256';

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: { object: unknown };
}

export const SIGNATURE_HEADER = 'Webhook-Signature';

export const eventBody = (event: WebhookEvent) => JSON.stringify(event, null, 2);

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the whole secret>`. */
export function signature(secret: string, body: string, atMs: number): string {
  const t = Math.floor(atMs / 1000);
  return `t=${t},v1=${hmacSha256Hex(secret, `${t}.${body}`)}`;
}

export const requestHeaders = (secret: string, body: string, eventId: string, atMs: number): Record<string, string> => ({
  'Content-Type': 'application/json',
  'User-Agent': 'Sandbox-Webhooks/1.0',
  'Webhook-Id': eventId,
  [SIGNATURE_HEADER]: signature(secret, body, atMs),
});

const SAMPLE_CURRENCIES = ['EUR', 'GBP', 'USD'] as const;

/**
 * A made-up object of the kind an event type is about (a test event's, a seeded delivery's), in the
 * shape the API answers it; the same for the same key.
 */
export function sampleObject(eventType: string, projectId: string, key: string, at: string): unknown {
  const n = fnv1a(key);
  const id = (prefix: string) => `${prefix}_test_${n.toString(16).padStart(8, '0')}`;
  const currency = SAMPLE_CURRENCIES[n % SAMPLE_CURRENCIES.length];
  const amount = 1_000 + (n % 49_000);
  const [kind, what] = eventType.split('.');
  const project = { project: { data: { type: 'resources', id: projectId } } };
  switch (kind) {
    case 'refund':
      return {
        type: 'transactions',
        id: id('trx_rf'),
        attributes: {
          type: 'refund',
          status: what === 'succeeded' ? 'successful' : 'failed',
          amount,
          currency,
          createdAt: at,
          settledAt: what === 'succeeded' ? at : null,
        },
        relationships: { ...project, parent: { data: { type: 'transactions', id: id('trx') } } },
      };
    case 'dispute':
      return {
        type: 'disputes',
        id: id('dsp'),
        attributes: {
          status: { opened: 'needs-response', updated: 'pending', won: 'won', lost: 'lost' }[what] ?? 'needs-response',
          amount,
          currency,
          scheme: 'visa',
          reasonCode: '10.4',
          openedAt: at,
        },
        relationships: { ...project, transaction: { data: { type: 'transactions', id: id('trx') } } },
      };
    case 'report':
      return {
        type: 'reports',
        id: id('rep'),
        attributes: {
          kind: 'processing-transactions',
          level: 'project',
          format: 'csv',
          status: what === 'ready' ? 'ready' : 'failed',
          createdAt: at,
          readyAt: what === 'ready' ? at : null,
        },
        relationships: { resource: { data: { type: 'resources', id: projectId } } },
      };
    case 'subscription':
      return {
        type: 'subscriptions',
        id: id('sub'),
        attributes: {
          status: { paused: 'paused', cancelled: 'cancelled', past_due: 'past-due', halted: 'halted' }[what] ?? 'active',
          currency,
          amount,
          planName: 'Pro',
          interval: 'month',
          intervalCount: 1,
          createdAt: at,
        },
        relationships: { ...project, customer: { data: { type: 'customers', id: id('cus') } }, plan: { data: { type: 'plans', id: id('plan') } } },
      };
    case 'invoice':
      return {
        type: 'invoices',
        id: id('in'),
        attributes: {
          kind: 'renewal',
          status: { paid: 'paid', payment_failed: 'failed' }[what] ?? 'issued',
          currency,
          amount,
          paidAmount: what === 'paid' ? amount : 0,
          issuedAt: at,
        },
        relationships: { subscription: { data: { type: 'subscriptions', id: id('sub') } } },
      };
    case 'review':
      return {
        type: 'antifraud-reviews',
        id: id('rvw'),
        attributes: {
          transactionId: id('trx'),
          amount,
          currency,
          ruleId: id('afr'),
          ruleName: 'Large EUR payments from new cards',
          reason: ':amount_in_eur: > 500 (EUR 812.00)',
          status: what === 'closed' ? 'approved' : 'open',
          openedAt: at,
          closedAt: what === 'closed' ? at : null,
        },
        relationships: { ...project, transaction: { data: { type: 'transactions', id: id('trx') } } },
      };
    case 'payout':
      return {
        type: 'payouts',
        id: id('po'),
        attributes: { status: what, amount, currency, createdAt: at },
        relationships: { resource: { data: { type: 'resources', id: projectId } } },
      };
    default: {
      const status = { succeeded: 'successful', failed: 'failed', captured: 'paid', cancelled: 'cancelled' }[what] ?? 'successful';
      return { type: 'transactions', id: id('trx'), attributes: { type: 'charge', status, amount, currency, createdAt: at }, relationships: project };
    }
  }
}
