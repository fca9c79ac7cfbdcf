/**
 * What the audit trail knows of each object type: its id prefixes, how the answers serialize it
 * (the trail's before and after are those attributes) and the workspace its rows belong to.
 */
import { now } from '../clock';
import { identityGroups } from '../db/access';
import { apiKeyJson } from '../db/api-keys';
import { allowedIpsJson, checkoutTranslationJson, defaultTranslation, projectOfDefaultTranslation } from '../db/project-settings';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { paymentLinkJson } from '../db/payment-links';
import { channelJson, isChannel } from '../db/channels';
import { passkeyJson } from '../db/passkeys';
import { isRecord } from '../handlers/respond';
import { accessTokenJson, resourceJson, transactionJson, userJson } from '../serializers';
import { bulkRefundJson } from './bulk-refunds';
import { disputeJson } from './disputes';
import { messageJson, topicJson } from './mailbox-json';
import { exchangeJson, payoutJson } from './money-json';
import { payoutMethodAnswerJson } from './payout-methods';
import { reportJson } from './reports';
import { exportJson } from './transaction-exports';
import { viewJson } from './transaction-views';
import { membershipOf } from '../db/team-rules';
import { invitationRow, memberRow } from './team-json';
import { accountOf, invitationByToken } from '../invitations';
import { webhookDeliveryJson, webhookEndpointJson } from '../webhooks/json';
import { billingSnapshot } from '../billing/audit';
import { antifraudSnapshot, antifraudWorkspace } from '../antifraud/audit';
import { merchantOf } from '../antifraud/merchant';
import { topUpJson, transferJson } from '../wallet/json';
import { staffUserJson } from '../staff/json';

export type Attributes = Record<string, unknown>;

export interface AuditKind {
  type: string;
  /** Id prefixes of its rows; an id with none of any kind's is looked up in the tables. */
  prefixes: readonly string[];
  /** Only for targets of these actions (a team member's id is a user id). */
  actions?: RegExp;
  /** The row's attributes as the answers serialize them; undefined when there is no such row (any more). */
  snapshot?: (id: string, payload: unknown) => Attributes | undefined;
  /** The workspace the row belongs to (the resource id), when the payload names none. */
  workspace?: (id: string, states: { before: Attributes | null; after: Attributes | null }) => string | null | undefined;
  /** For its actions that name no target: the object's id, read from the payload (a workspace's settings: its resource). */
  targetOf?: (payload: unknown) => string | undefined;
  /** Makes big attributes small (a bulk refund's thousands of rows: counts). */
  compact?: (attributes: Attributes) => Attributes;
}

const attributesOf = <T>(row: T | undefined, json: (row: T) => { attributes: object }) => (row ? ({ ...json(row).attributes } as Attributes) : undefined);

/** The first resource an identity's groups sit on. */
const firstGroupResource = (identity: Identity | undefined) =>
  identity ? (identityGroups(identity).find((group) => group.resourceId !== null)?.resourceId ?? null) : null;

/** The invitation a payload's link token names (`team/acceptInvitation`). */
const invitationOfToken = (payload: unknown) => (isRecord(payload) && typeof payload.token === 'string' ? invitationByToken(payload.token) : undefined);

type GroupLine = { id: string; resourceId: string | null };
const groupLines = (states: Attributes | null): GroupLine[] => (Array.isArray(states?.groups) ? (states.groups as GroupLine[]) : []);

export const auditKinds: readonly AuditKind[] = [
  // The team actions name a member by user id (or an invitation by its own); the team's serializer is the team's.
  // Accepting (`team/acceptInvitation`, by the link's token): the invitee's account, before as the invitation.
  {
    type: 'team-members',
    prefixes: ['inv_'],
    actions: /^team\/(?!setTwoFaEnforcement)/,
    targetOf: (payload) => {
      const invitation = invitationOfToken(payload);
      return invitation ? accountOf(invitation.email)?.id : undefined;
    },
    snapshot: (id, payload) => {
      const resourceId = isRecord(payload) && typeof payload.resourceId === 'string' ? payload.resourceId : undefined;
      const byToken = invitationOfToken(payload);
      const invitation = db.invitations.get(id) ?? (byToken && accountOf(byToken.email)?.id === id ? byToken : undefined);
      const membership = resourceId ? membershipOf(resourceId, id) : undefined;
      const row = invitation ? invitationRow(invitation) : membership && resourceId ? memberRow(membership, resourceId, '') : undefined;
      if (!row) return undefined;
      const { id: _id, isYou: _isYou, ...attributes } = row;
      return attributes;
    },
  },
  {
    // A workspace's team settings: the id is the resource's.
    type: 'team-settings',
    prefixes: [],
    actions: /^team\/setTwoFaEnforcement$/,
    targetOf: (payload) => (isRecord(payload) && typeof payload.resourceId === 'string' ? payload.resourceId : undefined),
    snapshot: (id) => {
      const resource = db.resources.get(id);
      return resource ? { twoFaEnforced: resource.twoFaEnforced ?? false } : undefined;
    },
    workspace: (id) => id,
  },
  {
    type: 'transactions',
    prefixes: ['trx_'],
    snapshot: (id) => attributesOf(db.transactions.get(id), transactionJson),
    workspace: (id) => db.transactions.get(id)?.projectId,
  },
  {
    type: 'payment-links',
    prefixes: ['pl_'],
    snapshot: (id) => attributesOf(db.paymentLinks.get(id), paymentLinkJson),
    workspace: (id) => db.paymentLinks.get(id)?.projectId,
  },
  {
    // A channel is a resource (`res_chn_…`): listed before `resources`, whose prefix is shorter.
    type: 'channels',
    prefixes: ['res_chn_'],
    snapshot: (id) => {
      const channel = db.resources.get(id);
      return isChannel(channel) ? attributesOf(channel, channelJson) : undefined;
    },
    workspace: (id) => db.resources.get(id)?.parentId,
  },
  {
    type: 'disputes',
    prefixes: ['dsp_'],
    snapshot: (id) => attributesOf(db.disputes.get(id), disputeJson),
    workspace: (id) => db.disputes.get(id)?.projectId,
  },
  {
    type: 'reports',
    prefixes: ['rep_'],
    snapshot: (id) => attributesOf(db.reports.get(id), reportJson),
    workspace: (id) => db.reports.get(id)?.resourceId,
  },
  {
    type: 'payouts',
    prefixes: ['po_'],
    snapshot: (id) => attributesOf(db.payouts.get(id), (payout) => payoutJson(payout)),
    workspace: (id) => db.payouts.get(id)?.organizationId,
  },
  {
    type: 'transfers',
    prefixes: ['trf_'],
    snapshot: (id) => attributesOf(db.transfers.get(id), (transfer) => transferJson(transfer)),
    workspace: (id) => db.transfers.get(id)?.organizationId,
  },
  {
    type: 'top-ups',
    prefixes: ['tup_'],
    snapshot: (id) => attributesOf(db.topUps.get(id), (topUp) => topUpJson(topUp)),
    workspace: (id) => db.topUps.get(id)?.holderId,
  },
  {
    type: 'card-tokens',
    prefixes: ['ctok_'],
    snapshot: (id) => attributesOf(db.cardTokens.get(id), (token) => ({ attributes: { masked: token.masked, holderName: token.holderName } })),
    workspace: (id) => db.cardTokens.get(id)?.holderId,
  },
  {
    type: 'topics',
    prefixes: ['top_'],
    snapshot: (id) => attributesOf(db.topics.get(id), (topic) => topicJson(topic)),
    workspace: (id) => db.topics.get(id)?.resourceId,
  },
  {
    type: 'messages',
    prefixes: ['tmsg_'],
    snapshot: (id) => attributesOf(db.topicMessages.get(id), messageJson),
    workspace: (id) => {
      const topicId = db.topicMessages.get(id)?.topicId;
      return topicId ? db.topics.get(topicId)?.resourceId : undefined;
    },
  },
  {
    type: 'payout-methods',
    prefixes: ['pm_'],
    snapshot: (id) => attributesOf(db.payoutMethods.get(id), payoutMethodAnswerJson),
    workspace: (id) => db.payoutMethods.get(id)?.organizationId,
  },
  {
    type: 'exchanges',
    prefixes: ['fx_'],
    snapshot: (id) => attributesOf(db.exchanges.get(id), exchangeJson),
    workspace: (id) => db.exchanges.get(id)?.organizationId,
  },
  {
    type: 'bulk-refunds',
    prefixes: ['bulk_'],
    snapshot: (id) => attributesOf(db.bulkRefunds.get(id), bulkRefundJson),
    workspace: (id) => db.bulkRefunds.get(id)?.projectId,
    compact: ({ rows, ...rest }) => {
      const counts: Record<string, number> = {};
      for (const row of Array.isArray(rows) ? rows : []) {
        const outcome = isRecord(row) ? String(row.outcome) : 'unknown';
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
      return { ...rest, rows: counts };
    },
  },
  {
    type: 'transaction-exports',
    prefixes: ['tex_'],
    snapshot: (id) => attributesOf(db.transactionExports.get(id), exportJson),
    workspace: (id) => db.transactionExports.get(id)?.resourceId,
  },
  {
    // Prefixes and status only: the secret is never on the row (its digest is not an attribute either).
    type: 'api-keys',
    prefixes: ['key_'],
    snapshot: (id) => attributesOf(db.apiKeys.get(id), (key) => apiKeyJson(key, now())),
    workspace: (id) => db.apiKeys.get(id)?.projectId,
  },
  {
    // A project's allowed IP ranges: the id is the project's.
    type: 'allowed-ip-lists',
    prefixes: [],
    actions: /^projects\/setAllowedIps$/,
    targetOf: (payload) => (isRecord(payload) && typeof payload.resourceId === 'string' ? payload.resourceId : undefined),
    snapshot: (id) => (db.resources.get(id) ? attributesOf(db.allowedIpLists.get(id) ?? { id, ranges: [], updatedAt: null }, allowedIpsJson) : undefined),
    workspace: (id) => id,
  },
  {
    // A project's default language is `ctr_default_<project>` until it is first changed.
    type: 'checkout-translations',
    prefixes: ['ctr_'],
    snapshot: (id) => {
      const projectId = projectOfDefaultTranslation(id);
      return attributesOf(
        db.checkoutTranslations.get(id) ?? (projectId && db.resources.get(projectId) ? defaultTranslation(projectId) : undefined),
        checkoutTranslationJson,
      );
    },
    workspace: (id) => db.checkoutTranslations.get(id)?.projectId ?? projectOfDefaultTranslation(id),
  },
  // Billing (docs/api/billing.md): the answers' attributes, with what the schedule had due applied first.
  { type: 'customers', prefixes: ['cus_'], snapshot: (id) => billingSnapshot.customer(id), workspace: (id) => db.customers.get(id)?.projectId },
  { type: 'plans', prefixes: ['plan_'], snapshot: (id) => billingSnapshot.plan(id), workspace: (id) => db.plans.get(id)?.projectId },
  { type: 'subscriptions', prefixes: ['sub_'], snapshot: (id) => billingSnapshot.subscription(id), workspace: (id) => db.subscriptions.get(id)?.projectId },
  {
    // A workspace's dunning settings: the id is the resource's.
    type: 'billing-settings',
    prefixes: [],
    actions: /^billing\/updateSettings$/,
    targetOf: (payload) => (isRecord(payload) && typeof payload.resourceId === 'string' ? payload.resourceId : undefined),
    snapshot: (id) => billingSnapshot.settings(id),
    workspace: (id) => id,
  },
  // Antifraud (docs/api/antifraud.md): the answers' attributes; every row belongs to its merchant.
  { type: 'antifraud-lists', prefixes: ['afl_'], snapshot: (id) => antifraudSnapshot.list(id), workspace: (id) => antifraudWorkspace.list(id) },
  { type: 'antifraud-rules', prefixes: ['afr_'], snapshot: (id) => antifraudSnapshot.rule(id), workspace: (id) => antifraudWorkspace.rule(id) },
  { type: 'antifraud-reviews', prefixes: ['rvw_'], snapshot: (id) => antifraudSnapshot.review(id), workspace: (id) => antifraudWorkspace.review(id) },
  {
    // A merchant's risk thresholds: the id is the merchant's (the root of the workspace the call names).
    type: 'antifraud-settings',
    prefixes: [],
    actions: /^antifraud\/updateSettings$/,
    targetOf: (payload) => (isRecord(payload) && typeof payload.resourceId === 'string' ? (merchantOf(payload.resourceId) ?? undefined) : undefined),
    snapshot: (id) => antifraudSnapshot.settings(id),
    workspace: (id) => id,
  },
  // An endpoint's answer names its secret by prefix only, and the recorder drops that field too.
  {
    type: 'webhook-endpoints',
    prefixes: ['whe_'],
    snapshot: (id) => attributesOf(db.webhookEndpoints.get(id), webhookEndpointJson),
    workspace: (id) => db.webhookEndpoints.get(id)?.projectId,
  },
  {
    type: 'webhook-deliveries',
    prefixes: ['whd_'],
    snapshot: (id) => attributesOf(db.webhookDeliveries.get(id), webhookDeliveryJson),
    workspace: (id) => db.webhookDeliveries.get(id)?.projectId,
  },
  {
    // A replay is not stored: its answer names the endpoint.
    type: 'webhook-replays',
    prefixes: ['whr_'],
    workspace: (_id, { after }) => (typeof after?.endpointId === 'string' ? db.webhookEndpoints.get(after.endpointId)?.projectId : undefined),
  },
  // A user's own saved views, 2FA, passkeys and phone belong to no workspace.
  { type: 'transaction-views', prefixes: ['tvw_'], snapshot: (id) => attributesOf(db.transactionViews.get(id), viewJson) },
  // A user's account as staff change it (docs/api/staff.md): listed in that user's workspaces, not the caller's.
  { type: 'staff-users', prefixes: ['usr_'], actions: /^staff-users\//, snapshot: (id) => attributesOf(db.users.get(id), staffUserJson) },
  { type: 'users', prefixes: ['usr_'], snapshot: (id) => attributesOf(db.users.get(id), userJson) },
  { type: 'passkeys', prefixes: ['pk_'], snapshot: (id) => attributesOf(db.passkeys.get(id), passkeyJson) },
  {
    type: 'access-tokens',
    prefixes: ['tok_'],
    snapshot: (id) => {
      const session = db.sessions.get(id);
      if (!session || session.scope !== 'full') return undefined;
      const { current: _current, ...attributes } = accessTokenJson(session, '').attributes;
      return attributes;
    },
    workspace: (id) => {
      const identityId = db.sessions.get(id)?.identityId;
      return firstGroupResource(identityId ? db.identities.get(identityId) : undefined);
    },
  },
  {
    // An identity's groups, as the group calls change them.
    type: 'identities',
    prefixes: ['idn_'],
    snapshot: (id) => {
      const identity = db.identities.get(id);
      if (!identity) return undefined;
      const groups = identityGroups(identity).map((group) => ({ id: group.id, name: group.name, role: group.role, resourceId: group.resourceId }));
      return { status: identity.status, groups };
    },
    // The workspace of the first group added or removed.
    workspace: (id, { before, after }) => {
      const had = new Set(groupLines(before).map((group) => group.id));
      const has = new Set(groupLines(after).map((group) => group.id));
      const moved = [...groupLines(before).filter((group) => !has.has(group.id)), ...groupLines(after).filter((group) => !had.has(group.id))];
      return moved.find((group) => group.resourceId !== null)?.resourceId ?? firstGroupResource(db.identities.get(id));
    },
  },
  {
    type: 'resources',
    prefixes: ['res_'],
    snapshot: (id) => attributesOf(db.resources.get(id), resourceJson),
    workspace: (id) => id,
  },
];

const byType = new Map(auditKinds.map((kind) => [kind.type, kind]));
export const auditKindOf = (type: string) => byType.get(type);

/** The object an action without a target changes, when its kind reads it from the payload. */
export function payloadTargetOf(action: string, payload: unknown): { type: string; id: string } | undefined {
  for (const kind of auditKinds) {
    const id = kind.actions?.test(action) ? kind.targetOf?.(payload) : undefined;
    if (id) return { type: kind.type, id };
  }
  return undefined;
}

/** The kind of a target id in an action: by its prefix, else by the table it is in. */
export function auditKindOfId(id: string, action: string): AuditKind | undefined {
  const candidates = auditKinds.filter((kind) => !kind.actions || kind.actions.test(action));
  const scoped = candidates.find((kind) => kind.actions);
  if (scoped) return scoped;
  return (
    candidates.find((kind) => kind.prefixes.some((prefix) => id.startsWith(prefix))) ?? candidates.find((kind) => kind.snapshot?.(id, undefined) !== undefined)
  );
}

/**
 * The workspace of an entry: the resource the payload names (`resourceId`), else the one the
 * object belongs to (a transaction's project, a payout's organization, ...).
 */
export function auditWorkspace(
  payload: unknown,
  object: { type: string; id: string },
  states: { before: Attributes | null; after: Attributes | null },
): string | null {
  if (isRecord(payload) && typeof payload.resourceId === 'string' && payload.resourceId) return payload.resourceId;
  return auditKindOf(object.type)?.workspace?.(object.id, states) ?? null;
}
