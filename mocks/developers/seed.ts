/**
 * The request log's seed (docs/api/api-request-log.md, *Sandbox data*): 30 days of calls with
 * Northwind Shop's and Solo Store's keys, dated back from the first read, a share of them refused
 * (4xx) or failed (5xx). The calls that caused the seeded webhook deliveries of Northwind Shop (a
 * payment made or declined, a refund, a capture, a cancel) are among them, with those deliveries'
 * event ids, so a row leads to its deliveries.
 */
import { createRandom, fnv1a, type Random } from '../db/random';
import { seedWebhookDeliveries } from '../webhooks/seed';
import { drawKind, drawRequest, kindOfEvent, READ_ONLY_KINDS, type ApiRequest, type CallKind } from './requests';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const SPAN = 30 * DAY;

export const SHOP = 'res_prj_northwind_shop';
const SOLO = 'res_prj_solo';

interface SeedKey {
  id: string;
  prefix: string;
  projectId: string;
  ip: (random: Random) => string;
  kinds?: readonly CallKind[];
}

const backend: SeedKey = { id: 'key_nw_backend', prefix: 'sk_live_4f9a', projectId: SHOP, ip: (r) => `203.0.113.${r.int(10, 60)}` };
const reporting: SeedKey = {
  id: 'key_nw_reporting',
  prefix: 'sk_live_Qm7c',
  projectId: SHOP,
  ip: (r) => `198.51.100.${r.int(20, 30)}`,
  kinds: READ_ONLY_KINDS,
};
const plugin: SeedKey = { id: 'key_nw_plugin', prefix: 'sk_live_Zt20', projectId: SHOP, ip: () => '192.0.2.44' };
const solo: SeedKey = { id: 'key_solo_shop', prefix: 'sk_live_n3Vd', projectId: SOLO, ip: (r) => `198.51.100.${r.int(200, 210)}` };

export const SEEDED_SHOP_CALLS = 2_400;
const SEEDED_SOLO_CALLS = 600;

function row(
  id: string,
  key: SeedKey,
  at: number,
  random: Random,
  kind: CallKind,
  only?: Parameters<typeof drawRequest>[3],
  eventIds: string[] = [],
): ApiRequest {
  const iso = new Date(at).toISOString();
  const { event: _event, ...drawn } = drawRequest(random, kind, iso, only);
  return { id, projectId: key.projectId, apiKeyId: key.id, keyPrefix: key.prefix, ip: key.ip(random), at: iso, eventIds, ...drawn };
}

/** `count` calls of `pick`'s keys, one every SPAN / count, newest 3 minutes before `at`. */
function spread(prefix: string, count: number, at: number, pick: (i: number, random: Random) => SeedKey): ApiRequest[] {
  const step = SPAN / count;
  return Array.from({ length: count }, (_, i) => {
    const random = createRandom(fnv1a(`${prefix}:${i}`));
    const time = at - 3 * MINUTE - Math.floor(i * step) - random.int(0, 50_000);
    const key = pick(i, random);
    // The expired plugin key keeps calling: refused.
    if (key === plugin) return row(`req_${prefix}_${String(i + 1).padStart(5, '0')}`, key, time, random, 'create-payment', 'unauthorized');
    return row(`req_${prefix}_${String(i + 1).padStart(5, '0')}`, key, time, random, drawKind(random, key.kinds));
  });
}

/** The calls behind the seeded deliveries of Northwind Shop's endpoints (same event ids), a moment before each. */
function callsBehindDeliveries(at: number): ApiRequest[] {
  return seedWebhookDeliveries(at)
    .filter((d) => d.projectId === SHOP && kindOfEvent[d.eventType])
    .map((d) => {
      const { kind, only } = kindOfEvent[d.eventType];
      const random = createRandom(fnv1a(`delivery:${d.id}`));
      return row(`req_${d.id.slice(4)}`, backend, Date.parse(d.createdAt) - random.int(200, 1500), random, kind, only, [d.eventId]);
    });
}

export function seedApiRequests(at = Date.now()): ApiRequest[] {
  const tenDaysAgo = at - 10 * DAY;
  return [
    ...spread('nw', SEEDED_SHOP_CALLS, at, (i, random) => {
      const time = at - (i * SPAN) / SEEDED_SHOP_CALLS;
      if (time > tenDaysAgo && i % 40 === 7) return plugin;
      return random.next() < 0.75 ? backend : reporting;
    }),
    ...spread('solo', SEEDED_SOLO_CALLS, at, () => solo),
    ...callsBehindDeliveries(at),
  ];
}
