/**
 * What the antifraud actions share (docs/api/antifraud.md, *Scope and permissions*): everything belongs
 * to the merchant, the root of the workspace named by `resourceId` (an organization, or a standalone
 * project), and permissions are checked there. A row named by id is read with the area's `.read` on its
 * merchant and changed with the `.write`; an unknown id and a row out of reach answer alike, `not-found`.
 * Every antifraud call first gives the merchant its default lists and rules if it has none yet, and
 * starts the sandbox's payment traffic (mocks/antifraud/traffic.ts).
 */
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { can, reaches } from '../db/access';
import type { Identity, Resource } from '../db/schema';
import { apiError } from '../handlers/respond';
import { ensureMerchant, merchantOf } from '../antifraud/merchant';
import { armTraffic } from '../antifraud/traffic';
import { notFound, refuse, type ActionOutcome } from './types';

export const ANTIFRAUD = antifraudPermissions;

/**
 * `defineAction`'s scope for a payload's `resourceId`: the merchant of that workspace, so that the
 * identity must reach it and hold the permission on it (an unknown id is `not-found` at `/resourceId`).
 */
export const merchantScope = {
  from: (payload: { resourceId: string }) => merchantOf(payload.resourceId) ?? payload.resourceId,
  pointer: '/resourceId',
};

/**
 * The merchant's calls begin here: its defaults, and for a change (`arm`) the traffic. A resource that
 * is no workspace (a merchant entity) is refused. Reading (the sidebar's review count) starts no traffic:
 * the clock of a session that only looks makes no payments.
 */
export function begin(resource: Resource | undefined, { arm = false } = {}): ActionOutcome | null {
  if (!resource || (resource.resourceType !== 'organization' && resource.resourceType !== 'project')) {
    return { errors: [apiError('invalid', 'Antifraud belongs to an organization or a project', { source: { pointer: '/resourceId' } })] };
  }
  ensureMerchant(resource.id);
  if (arm) armTraffic();
  return null;
}

/** A row of a merchant, when the identity reaches the merchant and holds `permission` there. */
export const readableRow = <T extends { merchantId: string }>(identity: Identity, row: T | undefined, permission: string): T | undefined =>
  row && reaches(identity, row.merchantId) && can(identity, permission, row.merchantId) ? row : undefined;

/** The row a call names, when the identity may read it (`not-found` otherwise) and, with `write`, change it (`forbidden`). */
export function targetRow<T extends { merchantId: string }>(
  identity: Identity,
  row: T | undefined,
  what: string,
  read: string,
  write?: string,
): { row: T } | { refusal: ActionOutcome } {
  const readable = readableRow(identity, row, read);
  if (!readable) return { refusal: notFound(what) };
  if (write && !can(identity, write, readable.merchantId)) return { refusal: refuse() };
  ensureMerchant(readable.merchantId);
  if (write) armTraffic();
  return { row: readable };
}
