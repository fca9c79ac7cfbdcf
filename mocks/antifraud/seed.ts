/**
 * The antifraud seed (docs/api/antifraud.md, *Sandbox seed*), built on the first read of an antifraud
 * table: every merchant below gets the default lists and their built-in rules; Northwind Group also
 * items on its lists, four rules of its own and the reviews of its seeded payments (seed-payments.ts).
 * Other merchants (the enterprise account's other 599 roots, a workspace created later) get their
 * defaults on their first antifraud call (`ensureMerchant`, merchant.ts), with the same ids a seed would give them.
 */
import { startOfUtcDay } from '../db/seed';
import { feeFor } from '../db/transactions';
import type { AntifraudList, AntifraudListItem, AntifraudReview, AntifraudRule, Person } from './model';
import { actionOfPurpose, builtInSource, defaultLists } from './model';
import { NORTHWIND, northwindRules, seededAntifraudPayments } from './seed-payments';
import { cardFingerprint } from './identity';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The merchants seeded with their defaults: Northwind Group, Solo Store, and the enterprise account's first organization. */
export const seededMerchants: readonly { id: string; createdAt: string }[] = [
  { id: NORTHWIND, createdAt: '2022-03-01T09:00:00.000Z' },
  { id: 'res_prj_solo', createdAt: '2023-06-10T09:00:00.000Z' },
  { id: 'res_ent_org_0001', createdAt: '2023-01-01T01:00:00.000Z' },
];

/** The short name of a merchant in its rows' ids: `afl_nw_blocked_cards`, `afr_solo_blocked_cards`, `afl_ent_org_0002_…`. */
export const merchantSlug = (merchantId: string) =>
  merchantId === NORTHWIND ? 'nw' : merchantId === 'res_prj_solo' ? 'solo' : merchantId.replace(/^res_/, '');

export const defaultListId = (merchantId: string, alias: string) => `afl_${merchantSlug(merchantId)}_${alias}`;
export const builtInRuleId = (merchantId: string, alias: string) => `afr_${merchantSlug(merchantId)}_${alias}`;

export interface AntifraudSeed {
  lists: AntifraudList[];
  items: AntifraudListItem[];
  rules: AntifraudRule[];
  reviews: AntifraudReview[];
}

/** A merchant's default lists and built-in rules, as of `createdAt`. */
export function merchantDefaults(merchantId: string, createdAt: string): { lists: AntifraudList[]; rules: AntifraudRule[] } {
  const lists: AntifraudList[] = [];
  const rules: AntifraudRule[] = [];
  const positions = new Map<string, number>();
  for (const list of defaultLists) {
    lists.push({
      id: defaultListId(merchantId, list.alias),
      merchantId,
      alias: list.alias,
      name: list.name,
      kind: list.kind,
      purpose: list.purpose,
      default: true,
      createdAt,
    });
    const action = actionOfPurpose(list.purpose);
    const position = (positions.get(action) ?? 0) + 1;
    positions.set(action, position);
    rules.push({
      id: builtInRuleId(merchantId, list.alias),
      merchantId,
      name: list.ruleName,
      action,
      mode: 'enabled',
      position,
      source: builtInSource(list),
      builtIn: true,
      createdAt,
      updatedAt: createdAt,
      updatedBy: null,
    });
  }
  return { lists, rules };
}

const ada: Person = { name: 'Ada Admin', email: 'admin@sandbox.test' };
const rita: Person = { name: 'Rita Risk', email: 'risk@sandbox.test' };

function northwindExtras(dayStart: number): AntifraudSeed {
  const iso = (ms: number) => new Date(ms).toISOString();
  const { reviews, fraudCard } = seededAntifraudPayments(dayStart, feeFor);
  const items: AntifraudListItem[] = [];
  const item = (alias: string, value: string, reason: string, by: Person, daysAgo: number, expiresAt: string | null = null, addedAt?: string) =>
    items.push({
      id: `afi_nw_${items.length + 1}`,
      listId: defaultListId(NORTHWIND, alias),
      merchantId: NORTHWIND,
      value,
      reason,
      addedBy: by,
      addedAt: addedAt ?? iso(dayStart - daysAgo * DAY + 10 * HOUR),
      expiresAt,
    });
  const year = new Date(dayStart).getUTCFullYear() + 1;
  item('blocked_cards', fraudCard.fingerprint, `Refunded as fraud (review ${fraudCard.reviewId})`, rita, 0, null, fraudCard.at);
  item(
    'blocked_cards',
    cardFingerprint({ brand: 'mastercard', last4: '0666', expMonth: 4, expYear: year }, 'card.tester@example.net'),
    'Card testing',
    ada,
    40,
  );
  // Blocked for a week after a chargeback, and that week is over: listed as expired, no longer a member.
  item(
    'blocked_cards',
    cardFingerprint({ brand: 'visa', last4: '3131', expMonth: 9, expYear: year }, 'disputed.once@example.com'),
    'Chargeback, blocked for a week',
    ada,
    20,
    iso(dayStart - 13 * DAY),
  );
  item('blocked_bins', '491761', 'Issuer reported a leaked BIN range', ada, 60);
  item('blocked_card_countries', 'KP', 'Sanctions', ada, 200);
  item('blocked_emails', 'fraudster@example.net', 'Stolen cards, three chargebacks', ada, 90);
  item('blocked_emails', 'chargeback.king@example.org', 'Friendly fraud', rita, 15);
  item('blocked_email_domains', 'mailinator.com', 'Disposable addresses', ada, 120);
  item('blocked_email_domains', 'guerrillamail.com', 'Disposable addresses', ada, 120);
  item('blocked_ips', '203.0.113.66', 'Card testing from this address', rita, 7);
  item('blocked_ip_ranges', '198.51.100.0/24', 'Proxy network', ada, 30);
  item('blocked_ip_countries', 'KP', 'Sanctions', ada, 200);
  item('allowed_emails', 'ceo@northwind.example', 'Our own test purchases', ada, 300);
  item('allowed_customers', 'cus_nw_alice', 'Long-standing customer', ada, 100);
  item('review_emails', 'reseller@example.net', 'Buys in bulk for resale', rita, 10);
  item('review_ips', '192.0.2.10', 'Shared office address of several disputes', rita, 5);

  const at = iso(dayStart - 45 * DAY + 9 * HOUR);
  const own = (rule: (typeof northwindRules)[keyof typeof northwindRules], position: number, updatedDaysAgo: number): AntifraudRule => ({
    id: rule.id,
    merchantId: NORTHWIND,
    name: rule.name,
    action: rule.action,
    mode: rule.mode,
    position,
    source: rule.source,
    builtIn: false,
    createdAt: at,
    updatedAt: iso(dayStart - updatedDaysAgo * DAY + 9 * HOUR),
    updatedBy: updatedDaysAgo === 45 ? ada : rita,
  });
  const rules = [
    own(northwindRules.highRiskScore, 10, 45),
    own(northwindRules.cardTesting, 11, 12),
    own(northwindRules.largeEurNewCards, 3, 45),
    own(northwindRules.threeDsElevated, 1, 30),
  ];
  return { lists: [], items, rules, reviews };
}

/** Every antifraud table's seed, dated from today's UTC midnight. */
export function buildAntifraudSeed(now = Date.now()): AntifraudSeed {
  const dayStart = startOfUtcDay(now);
  const seed: AntifraudSeed = { lists: [], items: [], rules: [], reviews: [] };
  for (const merchant of seededMerchants) {
    const defaults = merchantDefaults(merchant.id, merchant.createdAt);
    seed.lists.push(...defaults.lists);
    seed.rules.push(...defaults.rules);
  }
  const northwind = northwindExtras(dayStart);
  seed.items.push(...northwind.items);
  seed.rules.push(...northwind.rules);
  seed.reviews.push(...northwind.reviews);
  return seed;
}
