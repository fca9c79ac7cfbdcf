/**
 * Seeded webhook endpoints and deliveries (docs/api/webhooks.md, *Seed*), dated back from the time
 * the tables are first read, each delivery's attempts played through the host simulator and the
 * retry schedule, so that what is seeded is what the sandbox would have done. Lazy: the 10,000
 * deliveries of the bench endpoint are built on the first read of the deliveries, never at boot.
 */
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, webhookEventTypes } from '@/lib/contract/developers';
import { digest, fnv1a } from '../db/random';
import { hostAnswer } from './host-simulator';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SHOP = 'res_prj_northwind_shop';
const SANDBOX = 'res_prj_northwind_sandbox';

export const BENCH_ENDPOINT_ID = 'whe_nws_bench';
/** The bench's deliveries are of the payment-side types (its project has no subscriptions). */
const benchEventTypes = webhookEventTypes.filter((type) => !/^(subscription|invoice)\./.test(type));
export const BENCH_DELIVERIES = 10_000;

interface EndpointSeed extends Omit<WebhookEndpoint, 'secret' | 'failingSince' | 'disabledAt' | 'createdBy'> {
  /** Deliveries: how long before the seed time each was created. */
  ages: number[];
  /** When its retries stopped (disabled): a delivery still open then has failed. */
  disabledAgo?: number;
}

const seeds = (): EndpointSeed[] => [
  {
    id: 'whe_nw_ok',
    projectId: SHOP,
    url: 'https://ok.merchant.test/webhooks',
    description: 'Order fulfilment',
    events: webhookEventTypes.filter((type) => /^(payment|refund|dispute)\./.test(type)),
    status: 'enabled',
    disabledReason: null,
    createdAt: '2024-02-12T10:00:00.000Z',
    ages: Array.from({ length: 30 }, (_, i) => 10 * MINUTE + i * 2.5 * HOUR),
  },
  {
    id: 'whe_nw_flaky',
    projectId: SHOP,
    url: 'https://flaky-2.merchant.test/hooks',
    description: 'Accounting sync',
    events: ['payment.succeeded', 'refund.succeeded', 'payout.paid', 'payout.failed'],
    status: 'enabled',
    disabledReason: null,
    createdAt: '2024-09-03T08:30:00.000Z',
    // Three young ones are still between retries; the older ones got through on their third attempt.
    ages: [MINUTE / 2, 2 * MINUTE, 4 * MINUTE, ...Array.from({ length: 9 }, (_, i) => 3 * HOUR + i * 6 * HOUR)],
  },
  {
    id: 'whe_nw_fails',
    projectId: SHOP,
    url: 'https://fails.merchant.test/webhooks',
    description: 'Legacy ERP import',
    events: ['payment.succeeded', 'payment.failed'],
    status: 'disabled',
    disabledReason: 'failing',
    createdAt: '2023-11-20T15:45:00.000Z',
    ages: Array.from({ length: 11 }, (_, i) => 1.5 * DAY + i * 12 * HOUR),
    disabledAgo: 1.5 * DAY,
  },
];

const secretOf = (id: string) => `whsec_${digest(`${id}:secret`)}${digest(`${id}:secret:2`)}`;

/** Plays a delivery's attempts from its creation until `until` (or until it ends). */
function played(
  base: Omit<WebhookDelivery, 'status' | 'attempt' | 'statusCode' | 'latencyMs' | 'error' | 'nextRetryAt' | 'lastAttemptAt' | 'responseBody' | 'attempts'>,
  url: string,
  until: number,
  stopped: boolean,
): WebhookDelivery {
  const attempts: WebhookAttempt[] = [];
  let at = Date.parse(base.createdAt);
  let last: ReturnType<typeof hostAnswer> | null = null;
  let lastAt: number | null = null;
  let status: WebhookDelivery['status'] = 'pending';
  while (at <= until) {
    const answer = hostAnswer(url, base.id, attempts.length + 1);
    const ok = answer.statusCode !== null && answer.statusCode < 300;
    attempts.push({ at: new Date(at).toISOString(), ok });
    last = answer;
    lastAt = at;
    if (ok || attempts.length >= WEBHOOK_MAX_ATTEMPTS) {
      status = ok ? 'succeeded' : 'failed';
      break;
    }
    status = 'retrying';
    at += answer.waitMs + WEBHOOK_RETRY_DELAYS_MS[attempts.length - 1];
  }
  const open = status === 'pending' || status === 'retrying';
  if (open && stopped) status = 'failed';
  return {
    ...base,
    status,
    attempt: attempts.length,
    statusCode: last?.statusCode ?? null,
    latencyMs: last?.latencyMs ?? null,
    error: last?.error ?? null,
    responseBody: last?.responseBody ?? null,
    lastAttemptAt: lastAt === null ? null : new Date(lastAt).toISOString(),
    nextRetryAt: open && !stopped ? new Date(at).toISOString() : null,
    attempts,
  };
}

function deliveriesOf(seed: EndpointSeed, now: number): WebhookDelivery[] {
  const until = seed.disabledAgo === undefined ? now : now - seed.disabledAgo;
  return seed.ages.map((age, i) => {
    const key = `${seed.id}:${i}`;
    return played(
      {
        id: `whd_${seed.id.slice(4)}_${String(i + 1).padStart(3, '0')}`,
        endpointId: seed.id,
        projectId: seed.projectId,
        eventId: `evt_${digest(key)}`,
        eventType: seed.events[fnv1a(key) % seed.events.length],
        createdAt: new Date(now - age).toISOString(),
        requestBody: null,
        requestHeaders: null,
        replayOf: null,
        test: false,
      },
      seed.url,
      until,
      seed.disabledAgo !== undefined,
    );
  });
}

/** The first failed attempt after the last success (what auto-disable counts from). */
function failingSinceOf(deliveries: WebhookDelivery[]): string | null {
  const attempts = deliveries.flatMap((d) => d.attempts).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  let since: string | null = null;
  for (const attempt of attempts) since = attempt.ok ? null : (since ?? attempt.at);
  return since;
}

const benchEndpoint = (): WebhookEndpoint => ({
  id: BENCH_ENDPOINT_ID,
  projectId: SANDBOX,
  url: 'https://ok.merchant.test/load-test',
  description: 'Load test (10,000 deliveries)',
  events: [...webhookEventTypes],
  status: 'enabled',
  disabledReason: null,
  disabledAt: null,
  secret: secretOf(BENCH_ENDPOINT_ID),
  createdAt: '2024-05-06T12:00:00.000Z',
  createdBy: null,
  failingSince: null,
});

export function seedWebhookEndpoints(now = Date.now()): WebhookEndpoint[] {
  return [
    ...seeds().map((seed): WebhookEndpoint => {
      const { ages: _ages, disabledAgo, ...fields } = seed;
      return {
        ...fields,
        secret: secretOf(seed.id),
        createdBy: null,
        disabledAt: disabledAgo === undefined ? null : new Date(now - disabledAgo).toISOString(),
        failingSince: failingSinceOf(deliveriesOf(seed, now)),
      };
    }),
    benchEndpoint(),
  ];
}

/**
 * The bench endpoint's deliveries, one every ~4.3 minutes over 30 days: most answered at once; about
 * one in forty of those older than the retry schedule failed every attempt (an outage since fixed).
 */
function benchDeliveries(now: number): WebhookDelivery[] {
  const step = (30 * DAY) / BENCH_DELIVERIES;
  const rows: WebhookDelivery[] = [];
  const lastRetryAfter = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
  for (let i = 0; i < BENCH_DELIVERIES; i += 1) {
    const created = now - 5 * MINUTE - Math.floor(i * step);
    const n = fnv1a(`bench:${i}`);
    const failed = n % 40 === 0 && created < now - lastRetryAfter - HOUR;
    let at = created;
    const attempts: WebhookAttempt[] = [{ at: new Date(at).toISOString(), ok: !failed }];
    if (failed) {
      for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
        at += delay;
        attempts.push({ at: new Date(at).toISOString(), ok: false });
      }
    }
    rows.push({
      id: `whd_bench_${String(i + 1).padStart(5, '0')}`,
      endpointId: BENCH_ENDPOINT_ID,
      projectId: SANDBOX,
      eventId: `evt_bench_${n.toString(16).padStart(8, '0')}${i}`,
      eventType: benchEventTypes[n % benchEventTypes.length],
      status: failed ? 'failed' : 'succeeded',
      attempt: attempts.length,
      statusCode: failed ? 500 : 200,
      latencyMs: 40 + (n % 210),
      error: null,
      nextRetryAt: null,
      createdAt: new Date(created).toISOString(),
      lastAttemptAt: attempts[attempts.length - 1].at,
      requestBody: null,
      requestHeaders: null,
      responseBody: failed ? '{"error":"service_unavailable"}' : '{"received":true}',
      replayOf: null,
      test: false,
      attempts,
    });
  }
  return rows;
}

export function seedWebhookDeliveries(now = Date.now()): WebhookDelivery[] {
  return [...seeds().flatMap((seed) => deliveriesOf(seed, now)), ...benchDeliveries(now)];
}
