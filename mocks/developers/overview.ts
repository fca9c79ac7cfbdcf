/**
 * `developers/overview` (docs/api/api-request-log.md, *The hub*): each project's developer tools at a
 * glance, each part only where the caller holds its right there (else null).
 */
import { API_KEYS_READ, WEBHOOKS_READ } from '@/lib/contract/developer-permissions';
import { apiKeyStatus } from '../db/api-keys';
import { can } from '../db/access';
import type { Identity, Resource } from '../db/schema';
import { db } from '../db/store';
import { endpointStats } from '../webhooks/json';
import { VOLUME_PROJECT, volumeMatches } from './volume';

const DAY = 86_400_000;
const EXPIRING_WITHIN = 14 * DAY;

function keysOf(projectId: string, now: number, newestCall: string | null) {
  const counts = { active: 0, revoked: 0, expired: 0, expiringSoon: 0 };
  let lastUsedAt: string | null = newestCall;
  for (const key of db.apiKeys.filter((k) => k.projectId === projectId)) {
    const status = apiKeyStatus(key, now);
    counts[status] += 1;
    if (status === 'active' && key.expiresAt && Date.parse(key.expiresAt) - now <= EXPIRING_WITHIN) counts.expiringSoon += 1;
    if (key.lastUsedAt && (!lastUsedAt || key.lastUsedAt > lastUsedAt)) lastUsedAt = key.lastUsedAt;
  }
  return { ...counts, lastUsedAt };
}

/** Calls of the last day and their failures; the newest accepted call (a refused key was not "used"). */
function callsOf(projectId: string, now: number) {
  const since = new Date(now - DAY).toISOString();
  let total = 0;
  let failed = 0;
  let newest: string | null = null;
  for (const row of db.apiRequests.filter((r) => r.projectId === projectId)) {
    if (row.status !== 401 && (!newest || row.at > newest)) newest = row.at;
    if (row.at < since || row.at > new Date(now).toISOString()) continue;
    total += 1;
    if (row.status >= 400) failed += 1;
  }
  if (projectId === VOLUME_PROJECT) {
    const all = volumeMatches({}, now);
    const inDay = (i: number) => all.atOf(i) >= since;
    let n = 0;
    while (n < all.count && inDay(n)) n += 1;
    const errors = volumeMatches({ status: (s) => s >= 400 }, now);
    let e = 0;
    while (e < errors.count && inDay(errors.indexes![e])) e += 1;
    total += n;
    failed += e;
    if (all.count && (!newest || all.atOf(0) > newest)) newest = all.atOf(0);
  }
  return { total, failed, newest };
}

function endpointsOf(projectId: string) {
  const endpoints = db.webhookEndpoints.filter((e) => e.projectId === projectId);
  const stats = endpointStats(endpoints.map((e) => e.id));
  const sum = { enabled: 0, disabled: 0, failed24h: 0, succeeded24h: 0 };
  for (const e of endpoints) {
    sum[e.status] += 1;
    sum.failed24h += stats.get(e.id)?.failed24h ?? 0;
    sum.succeeded24h += stats.get(e.id)?.succeeded24h ?? 0;
  }
  return sum;
}

const translationsOf = (projectId: string) => 1 + db.checkoutTranslations.filter((row) => row.projectId === projectId && !row.isDefault).length;

export function developerOverviewJson(identity: Identity, project: Resource, now: number) {
  const keys = can(identity, API_KEYS_READ, project.id);
  const calls = keys ? callsOf(project.id, now) : null;
  return {
    type: 'developer-overviews' as const,
    id: project.id,
    attributes: {
      projectName: project.name,
      mode: project.mode ?? null,
      keys: keys ? keysOf(project.id, now, calls!.newest) : null,
      endpoints: can(identity, WEBHOOKS_READ, project.id) ? endpointsOf(project.id) : null,
      allowedIps: keys ? { count: db.allowedIpLists.get(project.id)?.ranges.length ?? 0 } : null,
      translations: can(identity, 'projects.read', project.id) ? { count: translationsOf(project.id) } : null,
      requests24h: calls ? { total: calls.total, failed: calls.failed } : null,
    },
  };
}
