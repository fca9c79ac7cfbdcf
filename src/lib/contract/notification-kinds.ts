/**
 * The kinds of the notification centre, one switch each in the user's preferences
 * (`preferences.notifications`, docs/notifications.md). In a module of their own so that the
 * header's bell does not pull in the contract.
 */
export const notificationKinds = ['refunds', 'disputes', 'reports', 'payouts', 'subscriptions', 'mailbox'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a user chose per kind; a kind not named is on. */
export type NotificationSwitches = Partial<Record<NotificationKind, boolean>>;

export const isNotificationKindOn = (switches: NotificationSwitches | undefined, kind: NotificationKind) => switches?.[kind] !== false;
