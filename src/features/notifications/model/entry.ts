import type { NotificationKind } from '@/lib/contract/notification-kinds';

export type { NotificationKind } from '@/lib/contract/notification-kinds';
export { notificationKinds } from '@/lib/contract/notification-kinds';

/**
 * One entry of the notification centre. Stored in this browser (docs/notifications.md): ids,
 * kinds, links and the title's key and parameters only, never server text or card data.
 */
export interface NotificationEntry {
  /** `<kind>:<object id>:<state>`: the same event pushed twice, or heard in two tabs, is one entry. */
  id: string;
  kind: NotificationKind;
  /** The workspace the event belongs to (null: the server did not say and nothing was selected). */
  resourceId: string | null;
  /** What the user must hold (in the selected workspace) to see the entry: a `PermissionRule`. */
  permission: StoredRule;
  /** The object's page. */
  link: string;
  /** `notifications:events.<titleKey>`, e.g. `refunds.succeeded`: translated when shown. */
  titleKey: string;
  /** Amounts in integer minor units with their currency: formatted when shown. */
  params: { amount?: number; currency?: string };
  /** When this browser heard it (ISO). */
  createdAt: string;
  read: boolean;
}

/** A `PermissionRule` as plain (stored, mutable) data. */
export type StoredRule = string | { anyOf: string[] } | { allOf: string[] };

/** The most entries kept per user. */
export const NOTIFICATIONS_CAP = 100;
