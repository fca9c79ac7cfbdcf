/**
 * payment-links/list, payment-links/get, payment-links/create, payment-links/deactivate (docs/api/payment-links.md).
 *
 * Every call needs all of `payments`, `charge.write`, `projects.read` and `transactions.read…` on the
 * link's project (spec §2): `defineAction` checks `payments`, `holdsAll` the rest. A link expires
 * through the sandbox clock and the change is pushed as `resource-updated` (`payment-links`).
 */
import { MAX_EXPIRY_DAYS, paymentLinkPermissions, S2S_NOT_SUPPORTED } from '@/lib/contract/payment-links';
import { defineJob, now, nowIso } from '../clock';
import { can, projectIdsUnder, reaches } from '../db/access';
import { paymentLinkJson, type PaymentLink } from '../db/payment-links';
import type { Identity, Resource } from '../db/schema';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { defineAction } from './define-action';
import { listQuery } from './list-query';
import { failure, fieldError, notFound, refuse, type ActionOutcome } from './types';

const DAY = 86_400_000;

export const holdsAll = (identity: Identity, resourceId: string) => paymentLinkPermissions.every((name) => can(identity, name, resourceId));

/** Set by the sandbox seed on projects that take payments server-to-server (no hosted page). */
export const isServerToServer = (project: Resource) => project.integration === 's2s';

const pushLink = (link: PaymentLink) => {
  const { type, id, attributes } = paymentLinkJson(link);
  pushResourceUpdated(link.projectId, { type, id, attributes }, { permission: 'payments' });
};

/** An active link past its expiry becomes `expired` (pushed). Returns the link as it is now. */
export function settleExpiry(link: PaymentLink): PaymentLink {
  if (link.status !== 'active' || !link.expiresAt || Date.parse(link.expiresAt) > now()) return link;
  const expired = db.paymentLinks.upsert({ ...link, status: 'expired', closedAt: link.expiresAt });
  pushLink(expired);
  return expired;
}

const expireLink = defineJob<{ linkId: string }>('payment-link-expire', ({ linkId }) => {
  const link = db.paymentLinks.get(linkId);
  if (link) settleExpiry(link);
});

/** Closes a link (paid, deactivated) and tells everyone who sees it. */
export function closeLink(link: PaymentLink, status: 'paid' | 'deactivated', changes: Partial<PaymentLink> = {}): PaymentLink {
  const closed = db.paymentLinks.upsert({ ...link, ...changes, status, closedAt: nowIso() });
  pushLink(closed);
  return closed;
}

const projectJson = (project: Resource) => ({
  type: 'resources',
  id: project.id,
  attributes: { name: project.name, integration: isServerToServer(project) ? 's2s' : 'hosted' },
});

const list = defineAction({
  name: 'payment-links/list',
  needsIdentity: true,
  permission: 'payments',
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    if (!holdsAll(identity, resource!.id)) return refuse();
    const projects = projectIdsUnder(resource!.id)
      .filter((id) => holdsAll(identity, id))
      .map((id) => db.resources.get(id)!);
    const ids = new Set(projects.map((project) => project.id));
    const rows = db.paymentLinks.filter((link) => ids.has(link.projectId)).map(settleExpiry);
    const answer = listQuery(rows, payload, {
      fields: {
        status: (l) => l.status,
        projectId: (l) => l.projectId,
        currency: (l) => l.currency,
        amount: (l) => l.amount,
        createdAt: (l) => l.createdAt,
        expiresAt: (l) => l.expiresAt,
      },
      defaultSort: '-createdAt',
      defaultSize: 50,
    });
    if ('errors' in answer) return answer;
    return { data: answer.rows.map(paymentLinkJson), included: projects.map(projectJson), meta: answer.meta };
  },
});

/** One link by its id (envelope `id`): what the command palette resolves a pasted link id with. */
const get = defineAction({
  name: 'payment-links/get',
  needsIdentity: true,
  permission: 'payments',
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = db.paymentLinks.get(request.id ?? payload.id ?? '');
    // Unknown and out-of-reach links are answered alike: no existence leak.
    if (!found || !reaches(identity, found.projectId) || !holdsAll(identity, found.projectId)) return notFound('Payment link');
    return { data: paymentLinkJson(settleExpiry(found)) };
  },
});

type CreateAttributes = { expiresAt: string | null; reminderDays: number | null };

/** The rules that depend on the clock: expiry in the future and within 90 days, a reminder not already due. */
function timingErrors({ expiresAt, reminderDays }: CreateAttributes) {
  const errors = [];
  const expiry = expiresAt ? Date.parse(expiresAt) : null;
  if (expiry !== null && expiry <= now()) errors.push(fieldError('expiresAt', 'expiry-in-past', 'Expiry must be in the future'));
  else if (expiry !== null && expiry > now() + MAX_EXPIRY_DAYS * DAY)
    errors.push(fieldError('expiresAt', 'expiry-too-far', `Expiry must be within ${MAX_EXPIRY_DAYS} days`));
  if (reminderDays !== null && expiry === null) errors.push(fieldError('reminderDays', 'reminder-needs-expiry', 'A reminder needs an expiry'));
  else if (reminderDays !== null && expiry !== null && expiry > now() && expiry - reminderDays * DAY <= now()) {
    errors.push(fieldError('reminderDays', 'reminder-too-late', 'The reminder would be due before the link is created'));
  }
  return errors;
}

const create = defineAction({
  name: 'payment-links/create',
  needsIdentity: true,
  permission: 'payments',
  resource: { from: (payload) => payload.data.relationships.project.data.id, kind: 'project', pointer: '/data/relationships/project' },
  run: ({ identity, resource, payload }): ActionOutcome => {
    const project = resource!;
    if (!holdsAll(identity, project.id)) return { errors: [apiError('forbidden', 'Forbidden', { source: { pointer: '/data/relationships/project' } })] };
    if (isServerToServer(project)) {
      return { errors: [apiError('s2s-not-supported', S2S_NOT_SUPPORTED, { source: { pointer: '/data/relationships/project' } })] };
    }
    const attributes = payload.data.attributes;
    const errors = timingErrors(attributes);
    if (errors.length) return { errors };
    const link = db.paymentLinks.insert({
      id: newId('pl'),
      projectId: project.id,
      amount: attributes.amount,
      currency: attributes.currency,
      description: attributes.description,
      status: 'active',
      expiresAt: attributes.expiresAt && new Date(attributes.expiresAt).toISOString(),
      reminderDays: attributes.reminderDays,
      createdAt: nowIso(),
    });
    if (link.expiresAt) expireLink(Date.parse(link.expiresAt) - now(), { linkId: link.id });
    return { data: paymentLinkJson(link) };
  },
});

const deactivate = defineAction({
  name: 'payment-links/deactivate',
  needsIdentity: true,
  permission: 'payments',
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = db.paymentLinks.get(request.id ?? payload.id ?? '');
    // Unknown and out-of-reach links are answered alike: no existence leak.
    if (!found || !reaches(identity, found.projectId) || !holdsAll(identity, found.projectId)) return notFound('Payment link');
    const link = settleExpiry(found);
    if (link.status === 'deactivated') return { data: paymentLinkJson(link) };
    if (link.status !== 'active') return failure('link-not-active', 'Only an active link can be deactivated');
    return { data: paymentLinkJson(closeLink(link, 'deactivated')) };
  },
});

export const paymentLinkActions = [list, get, create, deactivate];
