/**
 * Internal-user administration's rows (docs/api/staff.md): the internal audit, one row per change a
 * staff member made to a user's account, with the reason they gave. Merchants never read it; their
 * own audit trail gets the provider's entry without the staff member's name or the reason.
 */
import type { StaffChange } from '@/lib/contract/staff';
import { now } from '../clock';
import type { User } from '../db/schema';

export interface StaffAuditEntry {
  id: string;
  /** ISO, sandbox clock. */
  at: string;
  action: StaffChange;
  actor: { id: string; name: string; email: string };
  user: { id: string; email: string };
  reason: string;
  /** What else the change named: until when, how many sessions ended, which invitation. */
  details: Record<string, string>;
  /** The user's workspaces then: where the merchants' trails list the change. */
  workspaces: { id: string; name: string }[];
}

/**
 * The status sign-in and the screens go by: a suspension whose end has passed is over, whether or
 * not anyone has written that down yet.
 */
export function accountStatusOf(user: Pick<User, 'status' | 'suspendedUntil'>): User['status'] {
  if (user.status === 'suspended' && user.suspendedUntil && Date.parse(user.suspendedUntil) <= now()) return 'active';
  return user.status;
}
