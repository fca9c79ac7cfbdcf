/**
 * The antifraud answers (src/lib/contract/antifraud.ts) and what a transaction's answer says of its
 * risk (`riskAttributes`, src/lib/contract/transactions.ts): the sandbox's rows as the contract has them.
 */
import { now } from '../clock';
import { db } from '../db/store';
import type { Transaction } from '../db/schema';
import { amountInEurOf } from './facts';
import { identityOf, isChargeLike } from './identity';
import { isMember, itemsOf } from './lists';
import { merchantOf, projectsOf, thresholdsOf } from './merchant';
import type { AntifraudList, AntifraudListItem, AntifraudReview, AntifraudRule } from './model';
import { riskLevelOf, riskSignals } from './risk';

const DAY = 86_400_000;
const relation = (type: string, id: string) => ({ data: { type, id } });

export function listJson(list: AntifraudList, at = new Date(now()).toISOString()) {
  const { id, alias, name, kind, purpose, createdAt } = list;
  return {
    type: 'antifraud-lists' as const,
    id,
    attributes: { alias, name, kind, purpose, default: list.default, itemCount: itemsOf(id).filter((item) => isMember(item, at)).length, createdAt },
  };
}

export function listItemJson(item: AntifraudListItem, at = new Date(now()).toISOString()) {
  const { id, value, reason, addedBy, addedAt, expiresAt } = item;
  return { type: 'antifraud-list-items' as const, id, attributes: { value, reason, addedBy, addedAt, expiresAt, expired: !isMember(item, at) } };
}

/** How many of the merchant's payments of the last 30 days each rule matched when they were made. */
export function matchesIn30Days(merchantId: string): Map<string, number> {
  const projects = new Set(projectsOf(merchantId));
  const since = new Date(now() - 30 * DAY).toISOString();
  const counts = new Map<string, number>();
  for (const t of db.transactions.all()) {
    // Payments only: a capture or a refund copies its payment's row, decision included.
    if (!t.antifraud || t.createdAt < since || !projects.has(t.projectId) || !isChargeLike(t)) continue;
    for (const ruleId of new Set(t.antifraud.matches.map((match) => match.ruleId))) counts.set(ruleId, (counts.get(ruleId) ?? 0) + 1);
  }
  return counts;
}

export function ruleJson(rule: AntifraudRule, matches30d: number) {
  const { id, name, action, mode, position, source, builtIn, createdAt, updatedAt, updatedBy } = rule;
  return { type: 'antifraud-rules' as const, id, attributes: { name, action, mode, position, source, builtIn, createdAt, updatedAt, updatedBy, matches30d } };
}

export function reviewJson(review: AntifraudReview) {
  const { id, transactionId, amount, currency, ruleId, ruleName, reason, status, openedAt, closedAt, closedBy } = review;
  return {
    type: 'antifraud-reviews' as const,
    id,
    attributes: { transactionId, amount, currency, ruleId, ruleName, reason, status, openedAt, closedAt, closedBy },
    relationships: { transaction: relation('transactions', transactionId), project: relation('resources', review.projectId) },
  };
}

export function settingsJson(merchantId: string) {
  const { elevatedAt, highestAt } = thresholdsOf(merchantId);
  return { type: 'antifraud-settings' as const, id: merchantId, attributes: { elevatedAt, highestAt } };
}

/**
 * What a transaction's answer says of its risk: the level, the signals, the card's fingerprint and BIN,
 * the IP, and what the rules did. Stored on a payment made since antifraud; for a seeded one, the level
 * follows the merchant's thresholds now and the signals are those its own fields show.
 */
export function riskAttributes(t: Transaction) {
  const identity = identityOf(t);
  const card = t.card ? { ...t.card, fingerprint: identity.fingerprint, bin: identity.bin } : null;
  const riskLevel = t.riskLevel ?? riskLevelOf(t.riskScore, thresholdsOf(merchantOf(t.projectId)));
  if (!isChargeLike(t)) return { card, riskLevel, riskSignals: [], ip: null, antifraud: null };
  const signals =
    t.riskSignals ??
    riskSignals({
      cardCountry: t.card?.country ?? null,
      ipCountry: identity.ip?.country ?? null,
      cardBin: identity.bin,
      amountInEur: amountInEurOf(t),
      paymentsPerCard1h: null,
      emailSeenBefore: null,
    });
  return { card, riskLevel, riskSignals: signals, ip: identity.ip, antifraud: t.antifraud ?? null };
}
