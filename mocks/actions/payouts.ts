import { can } from '../db/access';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { payoutRequestJson } from '../serializers';
import { notFound, refuse, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

/** payout-requests/externalList {resourceId}: the resource's own (old) payout requests. */
function externalList({ identity, payload }: ActionContext): ActionOutcome {
  const { resourceId } = payload;
  if (typeof resourceId !== 'string' || !db.resources.get(resourceId)) return notFound();
  if (!can(identity as Identity, ['payout-requests.read', 'payouts.requests.read'], resourceId)) return refuse();
  const rows = db.payoutRequests.filter((p) => p.resourceId === resourceId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { data: rows.map(payoutRequestJson), meta: { page: { total: rows.length } } };
}

export const payoutActions: ActionRegistry = {
  'payout-requests/externalList': { run: externalList, needsIdentity: true },
};
