import { notificationKinds, type NotificationKind } from '@/lib/contract/notification-kinds';

export type { NotificationKind } from '@/lib/contract/notification-kinds';
export { notificationKinds } from '@/lib/contract/notification-kinds';

/**
 * The kinds an entry may be: the preference kinds, and `security` (a sign-in from a new browser, a
 * sign-in reported as not the user's), which no switch turns off.
 */
export type EntryKind = NotificationKind | 'security';
export const entryKinds: readonly EntryKind[] = [...notificationKinds, 'security'];

/**
 * One entry of the notification centre. Stored in this browser (docs/notifications.md): ids,
 * kinds, links and the title's key and parameters only, never server text or card data.
 */
export interface NotificationEntry {
  /**
   * `<kind>:<object id>:<state>`: the same event pushed twice, or heard in two tabs, is one entry. A
   * subscription's adds its failure episode, `:<dunning.failedAt>` (ISO): a later failure is a new entry.
   */
  id: string;
  kind: EntryKind;
  /**
   * The workspace the event belongs to (null: the server did not say and nothing was selected). A
   * `security` entry without one is the user's own (a new-device sign-in): shown in every workspace.
   */
  resourceId: string | null;
  /** What the user must hold (in the selected workspace) to see the entry: a `PermissionRule`. */
  permission: StoredRule;
  /** The object's page. */
  link: string;
  /** `notifications:events.<titleKey>`, e.g. `refunds.succeeded`: translated when shown. */
  titleKey: string;
  /**
   * Amounts in integer minor units with their currency: formatted when shown. A new-device sign-in:
   * the browser's user agent (named when shown), its address and place, as plain text (never HTML).
   */
  params: { amount?: number; currency?: string; userAgent?: string; ip?: string; place?: string };
  /** When this browser heard it (ISO). */
  createdAt: string;
  read: boolean;
}

/** A `PermissionRule` as plain (stored, mutable) data. */
export type StoredRule = string | { anyOf: string[] } | { allOf: string[] };

/** The most entries kept per user. */
export const NOTIFICATIONS_CAP = 100;
