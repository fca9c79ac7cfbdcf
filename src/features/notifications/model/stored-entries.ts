import { entryKinds, type NotificationEntry } from './entry';

/** One key per user: entries of one user never show to another signing in on this browser. */
export const storageKeyOf = (userId: string) => `notifications:${userId}`;

const isRule = (rule: unknown): boolean =>
  typeof rule === 'string' ||
  (typeof rule === 'object' &&
    rule !== null &&
    Object.values(rule).length === 1 &&
    Object.entries(rule).every(
      ([key, names]) => (key === 'anyOf' || key === 'allOf') && Array.isArray(names) && names.every((name) => typeof name === 'string'),
    ));

/** The longest text parameter kept (a new-device entry's user agent, address, place). */
const PARAM_TEXT_MAX = 300;
const isShortText = (value: unknown) => value === undefined || (typeof value === 'string' && value.length <= PARAM_TEXT_MAX);

/** A stored entry as this app writes it; anything else (an older shape, an edit by hand) is dropped. */
function isEntry(value: unknown): value is NotificationEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const params = e.params as Record<string, unknown> | null;
  return (
    typeof e.id === 'string' &&
    (entryKinds as readonly unknown[]).includes(e.kind) &&
    (e.resourceId === null || typeof e.resourceId === 'string') &&
    isRule(e.permission) &&
    // Only a path of this app: a link never leaves the dashboard.
    typeof e.link === 'string' &&
    e.link.startsWith('/') &&
    !e.link.startsWith('//') &&
    typeof e.titleKey === 'string' &&
    typeof e.createdAt === 'string' &&
    typeof e.read === 'boolean' &&
    typeof params === 'object' &&
    params !== null &&
    (params.amount === undefined || Number.isInteger(params.amount)) &&
    (params.currency === undefined || typeof params.currency === 'string') &&
    isShortText(params.userAgent) &&
    isShortText(params.ip) &&
    isShortText(params.place)
  );
}

/** The entries in a stored value (a `storage` event's `newValue` too); none when absent or unreadable. */
export function parseStoredEntries(raw: string | null): NotificationEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function readStoredEntries(userId: string): NotificationEntry[] {
  try {
    return parseStoredEntries(localStorage.getItem(storageKeyOf(userId)));
  } catch {
    return []; // storage may be blocked
  }
}

export function writeStoredEntries(userId: string, entries: readonly NotificationEntry[]) {
  try {
    localStorage.setItem(storageKeyOf(userId), JSON.stringify(entries));
  } catch {
    /* full or blocked: the entries live in this tab only */
  }
}

export function removeStoredEntries(userId: string) {
  try {
    localStorage.removeItem(storageKeyOf(userId));
  } catch {
    /* blocked */
  }
}
