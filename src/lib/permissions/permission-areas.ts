/**
 * The permissions a person can grant, grouped by the part of the product they open, in the order a
 * picker shows them. Their plain-language lines are in the `permissions` namespace
 * (`names.<name>`; the dots of a name become underscores in its key).
 */
export const permissionAreas = {
  payments: ['transactions.read.2479032559', 'transaction-statistics', 'refund.write', 'charge.write', 'payments', 'disputes.write', 'read-only'],
  reports: [
    'reports.processing-transactions.read',
    'reports.processing-transactions.write',
    'reports.settled-transactions.read',
    'reports.settled-transactions.write',
  ],
  money: [
    'balances-total.read',
    'accounts.read',
    'accounts.exchange',
    'accounts.settlement.read',
    'rolling-reserve-payouts.requests.read',
    'wallet-payout.requests.read',
    'wallet-payout.requests.write',
    'wallet-payout.requests.approve',
    'wallet.read',
    'wallet-top-up.requests.read',
    'wallet-top-up.requests.write',
    'transfers.read',
    'transfers.write',
    'transfers.approve',
    'payout-requests.read',
    'payouts.requests.read',
    'settlement-payment-attributes.read',
    'settlement-payment-attributes.write',
    'fee.read',
  ],
  billing: ['customers.read', 'customers.write', 'plans.read', 'plans.write', 'subscriptions.read', 'subscriptions.write'],
  antifraud: [
    'antifraud.lists.read',
    'antifraud.lists.write',
    'antifraud.rules.read',
    'antifraud.rules.write',
    'antifraud.reviews.read',
    'antifraud.reviews.write',
  ],
  workspaces: ['projects.read', 'projects.write', 'organizations.write', 'identities.resource-tree.read', 'routing.read', 'channels.read', 'channels.write'],
  team: ['users.read', 'users.write', 'identities.read', 'identities.groups.read', 'identities.groups.write', 'groups.read', 'groups.write', 'audit-log.read'],
  developers: ['api-keys.read', 'api-keys.write', 'webhook-endpoints.read', 'webhook-endpoints.write'],
  support: ['topics.all', 'topics.read', 'topics.supervisor', 'messages.read.1315667214', 'messages.write'],
} as const;

export type PermissionArea = keyof typeof permissionAreas;

/** The translation key of a permission's plain-language line (i18next reads dots as nesting). */
export const permissionKey = (name: string) => `names.${name.replace(/\./g, '_')}`;
