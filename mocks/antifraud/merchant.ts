/**
 * Whose antifraud a workspace uses (docs/api/antifraud.md, *Scope*): the merchant, the root of its
 * tree (the organization, or a standalone project). Kept per resource while the resources table is
 * unchanged: a payment's page and a list of 50 rows ask it for every row.
 */
import { DEFAULT_RISK_THRESHOLDS } from '@/lib/contract/antifraud';
import { lineage, projectIdsUnder } from '../db/access';
import { db } from '../db/store';
import { defaultLists } from './model';
import type { Thresholds } from './risk';
import { defaultListId, merchantDefaults } from './seed';

let cache: { version: number; roots: Map<string, string | null>; projects: Map<string, string[]> } | null = null;

function current() {
  const version = db.resources.version;
  if (cache?.version !== version) cache = { version, roots: new Map(), projects: new Map() };
  return cache;
}

/**
 * The merchant of a resource: the last of its lineage, when that is an organization or a project;
 * null for an unknown resource, or one under no workspace (a merchant, a channel of nothing).
 */
export function merchantOf(resourceId: string): string | null {
  const { roots } = current();
  const known = roots.get(resourceId);
  if (known !== undefined) return known;
  const chain = lineage(resourceId);
  const root = chain[chain.length - 1];
  const merchant = root && (root.resourceType === 'organization' || root.resourceType === 'project') ? root.id : null;
  roots.set(resourceId, merchant);
  return merchant;
}

/** The merchant's projects: every payment of theirs goes through its rules. */
export function projectsOf(merchantId: string): string[] {
  const { projects } = current();
  let ids = projects.get(merchantId);
  if (!ids) projects.set(merchantId, (ids = projectIdsUnder(merchantId)));
  return ids;
}

/** The merchant's risk thresholds: its own, else elevated from 65 and highest from 75. */
export function thresholdsOf(merchantId: string | null): Thresholds {
  const own = merchantId ? db.antifraudSettings.get(merchantId) : undefined;
  return own ? { elevatedAt: own.elevatedAt, highestAt: own.highestAt } : DEFAULT_RISK_THRESHOLDS;
}

/** A merchant's defaults, written on its first antifraud call when it has none (not seeded, or created since). */
export function ensureMerchant(merchantId: string): void {
  if (db.antifraudLists.get(defaultListId(merchantId, defaultLists[0].alias))) return;
  if (db.antifraudLists.find((list) => list.merchantId === merchantId && list.default)) return;
  const createdAt = db.resources.get(merchantId)?.createdAt ?? new Date(0).toISOString();
  const { lists, rules } = merchantDefaults(merchantId, createdAt);
  for (const list of lists) db.antifraudLists.insert(list);
  for (const rule of rules) db.antifraudRules.insert(rule);
}
