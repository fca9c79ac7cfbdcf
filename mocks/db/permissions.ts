import { staffPermissions } from '@/lib/contract/staff';
import { fnv1a } from './random';
import type { Role } from './schema';

/** Every permission name the product knows. */
export const permissionNames = [
  'transactions.read.2479032559',
  'refund.write',
  'charge.write',
  'payments',
  'projects.read',
  'projects.write',
  'organizations.write',
  'api-keys.read',
  'api-keys.write',
  'webhook-endpoints.read',
  'webhook-endpoints.write',
  'payout-requests.read',
  'payouts.requests.read',
  'reports.processing-transactions.read',
  'reports.settled-transactions.read',
  'reports.processing-transactions.write',
  'reports.settled-transactions.write',
  'settlement-payment-attributes.read',
  'users.read',
  'users.write',
  'identities.read',
  'identities.groups.read',
  'identities.groups.write',
  'identities.resource-tree.read',
  'topics.all',
  'topics.read',
  'topics.supervisor',
  'messages.read.1315667214',
  'messages.write',
  'rolling-reserve-payouts.requests.read',
  'wallet-payout.requests.read',
  'wallet-payout.requests.write',
  'wallet-payout.requests.approve',
  'settlement-payment-attributes.write',
  'accounts.settlement.read',
  'accounts.read',
  'accounts.exchange',
  'balances-total.read',
  'read-only',
  'transaction-statistics',
  'disputes.write',
  'groups.read',
  'groups.write',
  'fee.read',
  'routing.read',
  'audit-log.read',
  // Billing (docs/api/billing.md): customers, plans, subscriptions.
  'customers.read',
  'customers.write',
  'plans.read',
  'plans.write',
  'subscriptions.read',
  'subscriptions.write',
  // Antifraud (docs/api/antifraud.md): the merchant's lists, rules and review queue.
  'antifraud.lists.read',
  'antifraud.lists.write',
  'antifraud.rules.read',
  'antifraud.rules.write',
  'antifraud.reviews.read',
  'antifraud.reviews.write',
  // The wallet (docs/api/wallet.md): its balances and entries, top-up requests, transfers out of it.
  'wallet.read',
  'wallet-top-up.requests.read',
  'wallet-top-up.requests.write',
  'transfers.read',
  'transfers.write',
  'transfers.approve',
  // Channels (docs/api/channels.md): a project's web shops, apps and points of sale with their terminals.
  'channels.read',
  'channels.write',
] as const;

export type PermissionName = (typeof permissionNames)[number];

/** A deterministic 10-digit identifier (FNV-1a, zero-padded). */
export const permissionHash = (name: string) => String(fnv1a(name)).padStart(10, '0');

/**
 * The provider's own (docs/api/staff.md): held by staff through a global group, never by a merchant
 * role: an admin holds every name of `permissionNames`, not these.
 */
export const internalPermissionNames = staffPermissions;

/** Readable name → hash, sent as `meta.catalogue` of identities/getMyPermissions. */
export const catalogue: Readonly<Record<string, string>> = Object.fromEntries(
  [...permissionNames, ...internalPermissionNames].map((name) => [name, permissionHash(name)]),
);

const reportsRead: PermissionName[] = ['reports.processing-transactions.read', 'reports.settled-transactions.read'];
/** Reading the antifraud area: its lists, rules and review queue (finance and support look, change nothing). */
const antifraudRead: PermissionName[] = ['antifraud.lists.read', 'antifraud.rules.read', 'antifraud.reviews.read'];

export const rolePermissions: Readonly<Record<Exclude<Role, 'custom'>, readonly PermissionName[]>> = {
  admin: permissionNames,
  developer: [
    'api-keys.read',
    'api-keys.write',
    'webhook-endpoints.read',
    'webhook-endpoints.write',
    'transactions.read.2479032559',
    'projects.read',
    'identities.resource-tree.read',
    'transaction-statistics',
    ...reportsRead,
    'topics.read',
    'messages.read.1315667214',
    // Sets up where payments come in: channels and their terminals.
    'channels.read',
    'channels.write',
  ],
  finance: [
    'transactions.read.2479032559',
    'refund.write',
    'read-only',
    ...reportsRead,
    'balances-total.read',
    'accounts.read',
    'accounts.settlement.read',
    'payouts.requests.read',
    'rolling-reserve-payouts.requests.read',
    'wallet-payout.requests.read',
    // Requests payouts and exchanges between accounts; approving (four-eyes) and payout methods are an admin's.
    'wallet-payout.requests.write',
    'accounts.exchange',
    // The wallet: tops it up and sends transfers; approving one above the limit, or reversing one, is an admin's.
    'wallet.read',
    'wallet-top-up.requests.read',
    'wallet-top-up.requests.write',
    'transfers.read',
    'transfers.write',
    'settlement-payment-attributes.read',
    'identities.resource-tree.read',
    'projects.read',
    'transaction-statistics',
    // Billing: reads customers and plans, acts on subscriptions (pause, cancel, plan changes, retries).
    'customers.read',
    'plans.read',
    'subscriptions.read',
    'subscriptions.write',
    ...antifraudRead,
    'channels.read',
  ],
  disputes: ['read-only', 'disputes.write', 'transactions.read.2479032559', 'identities.resource-tree.read', 'projects.read', 'channels.read'],
  // Uses the mailbox: opens topics, replies, closes and reopens them (docs/api/mailbox.md).
  support: [
    'transactions.read.2479032559',
    'read-only',
    'identities.resource-tree.read',
    'projects.read',
    'transaction-statistics',
    'topics.all',
    'topics.read',
    'messages.read.1315667214',
    'messages.write',
    // Billing: reads customers and subscriptions.
    'customers.read',
    'subscriptions.read',
    ...antifraudRead,
    'channels.read',
  ],
  noaccess: ['transaction-statistics'],
};

/** The support supervisor's custom group: support's permissions plus the mailbox's supervisor view. */
export const supportSupervisorPermissions: readonly PermissionName[] = [...rolePermissions.support, 'topics.supervisor'];

/**
 * The risk analyst's custom group (risk@sandbox.test): reads payments, holds the whole antifraud area,
 * and refunds (a review refunded as fraud may refund a captured payment).
 */
export const riskAnalystPermissions: readonly PermissionName[] = [
  'transactions.read.2479032559',
  'read-only',
  'identities.resource-tree.read',
  'projects.read',
  'transaction-statistics',
  'antifraud.lists.read',
  'antifraud.lists.write',
  'antifraud.rules.read',
  'antifraud.rules.write',
  'antifraud.reviews.read',
  'antifraud.reviews.write',
  'refund.write',
];

/** Permission names a group grants; `custom` groups carry their own list. */
export function groupPermissions(role: Role, custom: readonly string[] = []): readonly string[] {
  return role === 'custom' ? custom.filter((name) => name in catalogue) : rolePermissions[role];
}
