import { NOTIFICATIONS_CAP, type NotificationEntry } from './entry';

// Stable: entries heard in the same millisecond keep the order they come in.
const newestFirst = (a: NotificationEntry, b: NotificationEntry) => b.createdAt.localeCompare(a.createdAt);

/**
 * Both lists as one: each id once (heard first wins its time), read when either says so, newest
 * first, capped: two tabs merging each other's lists end up with the same entries.
 */
export function mergeEntries(current: readonly NotificationEntry[], incoming: readonly NotificationEntry[]): NotificationEntry[] {
  const byId = new Map<string, NotificationEntry>();
  for (const entry of [...current, ...incoming]) {
    const seen = byId.get(entry.id);
    if (!seen) byId.set(entry.id, { ...entry });
    else byId.set(entry.id, { ...(entry.createdAt < seen.createdAt ? entry : seen), read: seen.read || entry.read });
  }
  return [...byId.values()].sort(newestFirst).slice(0, NOTIFICATIONS_CAP);
}
