/**
 * Enforces the table of sensitive actions (`src/lib/contract/sensitive-actions.ts`) on every path:
 * `defineAction` calls `sensitiveRefusal` for each call of a listed action, after the permission,
 * payload and scope checks and before the action runs. What the table says in words is resolved here
 * per action: what a call grants (for `when-granting-power`), what the object already holds (the
 * `object` grant rule), whether a webhook's destination changes.
 */
import { POWER_PERMISSIONS, sensitiveActionOf, type SensitiveAction } from '@/lib/contract/sensitive-actions';
import { reaches } from '../db/access';
import { exceedsOwn, missingToGrant } from '../db/grant-rules';
import { groupPermissions } from '../db/permissions';
import type { Identity, Role, Session, User } from '../db/schema';
import { db } from '../db/store';
import { apiError, isRecord } from '../handlers/respond';
import { hasSecondFactor, stepUpRefusal } from './step-up';
import { failure, type ActionOutcome, type ActionRequest } from './types';

export interface SensitiveCall {
  session: Session;
  user: User;
  identity: Identity | null;
  request: ActionRequest;
  payload: unknown;
}

const attributesOf = (payload: unknown): Record<string, unknown> => {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : undefined;
  return data && isRecord(data.attributes) ? data.attributes : {};
};

const targetIdOf = ({ request, payload }: SensitiveCall) => request.id ?? (isRecord(payload) && typeof payload.id === 'string' ? payload.id : undefined);

const roleGrants = (role: unknown, permissions: unknown): readonly string[] =>
  typeof role === 'string' ? groupPermissions(role as Role, Array.isArray(permissions) ? (permissions as string[]) : []) : [];

/** What a call gives someone, for the actions whose step-up depends on it. */
const grantedBy: Partial<Record<string, (call: SensitiveCall) => readonly string[]>> = {
  'team/invite': ({ payload }) => roleGrants(attributesOf(payload).role, attributesOf(payload).permissions),
  'team/changeRole': ({ payload }) => roleGrants(attributesOf(payload).role, attributesOf(payload).permissions),
  'team/resendInvitation': (call) => {
    const invitation = db.invitations.get(targetIdOf(call) ?? '');
    return invitation ? roleGrants(invitation.role, invitation.permissions) : [];
  },
  'identities/replaceIdentityGroups': ({ payload }) => {
    const ids = attributesOf(payload).groupIds;
    const groups = Array.isArray(ids) ? ids.map((id) => db.groups.get(String(id))).filter((group) => group !== undefined) : [];
    return groups.flatMap((group) => groupPermissions(group.role, group.permissions));
  },
};

/** What the object already holds and where, for the `object` grant rule; undefined when the action itself answers (not found…). */
const heldBy: Partial<Record<string, (call: SensitiveCall) => { resourceId: string; permissions: readonly string[]; what: string } | undefined>> = {
  'api-keys/roll': (call) => {
    const key = db.apiKeys.get(targetIdOf(call) ?? '');
    return key && { resourceId: key.projectId, permissions: key.permissions, what: 'This key' };
  },
  'api-keys/revoke': (call) => {
    const key = db.apiKeys.get(targetIdOf(call) ?? '');
    return key && { resourceId: key.projectId, permissions: key.permissions, what: 'This key' };
  },
  'team/resendInvitation': (call) => {
    const invitation = db.invitations.get(targetIdOf(call) ?? '');
    return invitation && { resourceId: invitation.resourceId, permissions: roleGrants(invitation.role, invitation.permissions), what: 'This invitation' };
  },
};

/** A webhook endpoint's events go wherever its URL points: a new endpoint, or a changed URL, is a new destination. */
function destinationChanges(name: string, call: SensitiveCall): boolean {
  if (name === 'webhook-endpoints/create') return true;
  const url = attributesOf(call.payload).url;
  if (url === undefined) return false;
  const endpoint = db.webhookEndpoints.get(targetIdOf(call) ?? '');
  return !endpoint || endpoint.url !== url;
}

function objectGrantRefusal(name: string, call: SensitiveCall): ActionOutcome | null {
  const held = heldBy[name]?.(call);
  // An object out of the caller's reach is the action's to answer (not found, with no existence leak).
  if (!held || !call.identity || !reaches(call.identity, held.resourceId)) return null;
  const missing = missingToGrant(call.identity, held.resourceId, held.permissions);
  if (missing.length === 0) return null;
  const { code, title, detail } = exceedsOwn(held.what, missing);
  return { errors: [apiError(code, title, { detail, meta: { missing } })] };
}

function needsStepUp(name: string, rule: SensitiveAction, call: SensitiveCall): boolean {
  switch (rule.stepUp) {
    case 'always':
      return true;
    case 'when-granting-power':
      return (grantedBy[name]?.(call) ?? []).some((permission) => POWER_PERMISSIONS.includes(permission));
    case 'when-destination-changes':
      return destinationChanges(name, call);
    case 'when-a-factor-exists':
      return hasSecondFactor(call.user);
    default:
      return false;
  }
}

/** Disabling one's own second factor: never where the team enforces 2FA (a code still comes with the request). */
const enforcedSecondFactor = (rule: SensitiveAction, call: SensitiveCall): ActionOutcome | null =>
  rule.stepUp === 'code-in-request' && call.user.teamEnforcesTwoFa
    ? failure('two-fa-enforced', 'Your team requires two-factor authentication; it cannot be turned off')
    : null;

/** Null when a call of `name` may run; else its refusal (grant, then step-up: a code is asked once the rest is allowed). */
export function sensitiveRefusal(name: string, call: SensitiveCall): ActionOutcome | null {
  const rule = sensitiveActionOf(name);
  if (!rule) return null;
  if (rule.grant === 'object' || rule.grant === 'payload-and-object') {
    const refusal = objectGrantRefusal(name, call);
    if (refusal) return refusal;
  }
  const enforced = enforcedSecondFactor(rule, call);
  if (enforced) return enforced;
  return needsStepUp(name, rule, call) ? stepUpRefusal(call.session, call.user) : null;
}
