/**
 * The merchant's status model (docs/api/transactions.md, "Status groups"): the 17 statuses a payment
 * can have, grouped by what they mean for the merchant's money. Lists and badges show the group, the
 * details page also the status itself; the list's status filter takes groups, which the client sends
 * as `status in [the group's statuses]` (the API knows statuses only).
 */
import { transactionStatuses, type TransactionStatus } from './transactions';

export const statusGroups = ['succeeded', 'pending', 'authorized', 'refunded', 'disputed', 'failed', 'cancelled'] as const;
export type StatusGroup = (typeof statusGroups)[number];

/** Every status in exactly one group (a test checks it). */
export const statusGroupOfStatus: Readonly<Record<TransactionStatus, StatusGroup>> = {
  successful: 'succeeded',
  paid: 'succeeded',
  completed: 'succeeded',
  created: 'pending',
  pending: 'pending',
  authenticated: 'pending',
  authorized: 'authorized',
  uncaptured: 'authorized',
  'partially-paid': 'authorized',
  'refund-pending': 'refunded',
  'partially-refunded': 'refunded',
  refunded: 'refunded',
  disputed: 'disputed',
  chargebacked: 'disputed',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

export const isStatusGroup = (value: unknown): value is StatusGroup => (statusGroups as readonly unknown[]).includes(value);

/** The group of a status; null for a status the catalogue does not know yet (shown as it came). */
export const statusGroupOf = (status: string): StatusGroup | null => statusGroupOfStatus[status as TransactionStatus] ?? null;

/** The statuses of a group, in the catalogue's order. */
export const statusesOfGroup = (group: StatusGroup): TransactionStatus[] => transactionStatuses.filter((status) => statusGroupOfStatus[status] === group);

/**
 * One colour per group (Mantine colour names), and no other meaning: green succeeded, blue pending,
 * yellow waits for a capture, grape refunded, orange disputed, red failed, grey cancelled or expired
 * (never green). Badges and charts use the same.
 */
export const statusGroupColors: Readonly<Record<StatusGroup, string>> = {
  succeeded: 'green',
  pending: 'blue',
  authorized: 'yellow',
  refunded: 'grape',
  disputed: 'orange',
  failed: 'red',
  cancelled: 'gray',
};

/** Groups in which the money of a sale has come in (it may have gone back out since). */
export const receivedGroups: ReadonlySet<StatusGroup> = new Set<StatusGroup>(['succeeded', 'refunded', 'disputed']);
