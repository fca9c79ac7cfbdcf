/**
 * Payouts (docs/api/payouts.md): payouts/list, get, create (moves money, idempotent by the row's
 * reference), cancel, approve, reject — four-eyes above the organization's limit, never one's own,
 * a fresh 2FA code for users with 2FA — and the old payout-requests/externalList.
 */
import { OLD_PAYOUT_REQUESTS_READ, PAYOUTS_APPROVE, PAYOUTS_READ, PAYOUTS_WRITE } from '@/lib/contract/money-permissions';
import { can, reaches } from '../db/access';
import { approvePayout, cancelPayout, rejectPayout, requestPayout, replayPayout, type Outcome } from '../db/money-engine';
import type { Actor, Payout } from '../db/payouts';
import type { Identity, PayoutRequest, User } from '../db/schema';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { payoutRequestJson } from '../serializers';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { approvalLimitOf, books, catchUp, pushBalances, pushPayout, scheduleStep } from './money-books';
import { payoutJson } from './money-json';
import { failure, fieldError, referenceReused, unchanged, type ActionOutcome } from './types';

const payoutRequestFields: ListOptions<PayoutRequest> = {
  fields: {
    id: (p) => p.id,
    status: (p) => p.status,
    currency: (p) => p.currency,
    amount: (p) => p.amount,
    createdAt: (p) => p.createdAt,
  },
  defaultSort: '-createdAt',
};

/** payout-requests/externalList {resourceId}: the resource's own (old) payout requests, the latest first. */
const externalList = defineAction({
  name: 'payout-requests/externalList',
  needsIdentity: true,
  permission: ['payout-requests.read', OLD_PAYOUT_REQUESTS_READ],
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const page = listQuery(
      db.payoutRequests.filter((p) => p.resourceId === resource!.id),
      payload,
      payoutRequestFields,
    );
    return isListPage(page) ? { data: page.rows.map(payoutRequestJson), meta: page.meta } : page;
  },
});

export const actorOf = (user: User): Actor => ({ userId: user.id, name: user.name, email: user.email });

/** The payout when the identity may read it (reaches its organization and reads payouts there); else undefined. */
function readablePayout(identity: Identity, id: string | undefined): Payout | undefined {
  const payout = id ? db.payouts.get(id) : undefined;
  return payout && reaches(identity, payout.organizationId) && can(identity, PAYOUTS_READ, payout.organizationId) ? payout : undefined;
}

const payoutNotFound = () => failure('not-found', 'Payout not found');

const refusals: Readonly<Record<string, ActionOutcome>> = {
  'own-payout': failure('own-payout', 'You cannot approve or reject a payout you requested; another person has to'),
  'payout-not-awaiting-approval': failure('payout-not-awaiting-approval', 'This payout is not waiting for approval'),
  'payout-not-cancellable': failure('payout-not-cancellable', 'This payout has been sent and can no longer be cancelled'),
  'reference-reused': referenceReused(),
  'not-found': payoutNotFound(),
};

/** The engine's answer as an action's: the payout for the caller, pushed when it changed. */
function answer(outcome: Outcome<Payout>, user: User, identity: Identity, moved: boolean): ActionOutcome {
  if (!outcome.ok) return refusals[outcome.code] ?? failure(outcome.code, 'Some error occurred');
  const data = payoutJson(outcome.value, { userId: user.id, identity });
  // The payout its reference already made, or a cancelled one cancelled again: nothing applied, no audit entry.
  if (outcome.replayed) return unchanged({ data });
  pushPayout(outcome.value);
  if (moved) pushBalances(outcome.value.organizationId);
  scheduleStep(outcome.value);
  return { data };
}

const payoutFields: ListOptions<Payout> = {
  fields: {
    id: (p) => p.id,
    status: (p) => p.status,
    currency: (p) => p.currency,
    amount: (p) => p.amount,
    createdAt: (p) => p.createdAt,
    resourceId: (p) => p.organizationId,
    payoutMethodId: (p) => p.payoutMethodId,
    approvalRequired: (p) => p.approvalRequired,
  },
  defaultSort: '-createdAt',
  defaultSize: 50,
};

const list = defineAction({
  name: 'payouts/list',
  needsIdentity: true,
  permission: PAYOUTS_READ,
  resource: 'resourceId',
  run: ({ resource, payload, user, identity }) => {
    catchUp();
    const page = listQuery(
      db.payouts.filter((p) => p.organizationId === resource!.id),
      payload,
      payoutFields,
    );
    return isListPage(page) ? { data: page.rows.map((p) => payoutJson(p, { userId: user.id, identity })), meta: page.meta } : page;
  },
});

const get = defineAction({
  name: 'payouts/get',
  needsIdentity: true,
  permission: PAYOUTS_READ,
  run: ({ request, payload, user, identity }) => {
    catchUp();
    const payout = readablePayout(identity, request.id ?? payload.id);
    return payout ? { data: payoutJson(payout, { userId: user.id, identity }) } : payoutNotFound();
  },
});

const create = defineAction({
  name: 'payouts/create',
  needsIdentity: true,
  resource: { from: 'resourceId', kind: 'organization' },
  run: ({ resource, payload, user, identity, request }) => {
    catchUp();
    const organizationId = resource!.id;
    const { amount, currency, description } = payload.data.attributes;
    const methodId = payload.data.relationships.payoutMethod.data.id;
    const content = { organizationId, currency, amount, description: description || null, payoutMethodId: methodId };
    // The reference first: a payout already made is answered as it is now, whatever the code (money moved once).
    const replay = replayPayout(books, user.id, request.requestReference, content);
    if (replay) return answer(replay, user, identity, false);
    const method = db.payoutMethods.get(methodId);
    if (!method || method.organizationId !== organizationId) {
      return { errors: [apiError('not-found', 'Payout method not found', { source: { pointer: '/data/relationships/payoutMethod' } })] };
    }
    const outcome = requestPayout(books, {
      ...content,
      method,
      requester: actorOf(user),
      reference: request.requestReference,
      approvalLimit: approvalLimitOf(organizationId, currency),
    });
    if (!outcome.ok && outcome.code === 'method-currency-mismatch') {
      return { errors: [fieldError('currency', 'method-currency-mismatch', 'The payout method pays out in another currency')] };
    }
    if (!outcome.ok && outcome.code === 'amount-exceeds-available') {
      return { errors: [fieldError('amount', 'amount-exceeds-available', 'Amount should not exceed the available balance')] };
    }
    return answer(outcome, user, identity, true);
  },
});

const cancel = defineAction({
  name: 'payouts/cancel',
  needsIdentity: true,
  permission: [PAYOUTS_WRITE, PAYOUTS_APPROVE],
  run: ({ request, payload, user, identity }) => {
    catchUp();
    const payout = readablePayout(identity, request.id ?? payload.id);
    if (!payout) return payoutNotFound();
    const own = payout.requestedBy === user.id && can(identity, PAYOUTS_WRITE, payout.organizationId);
    if (!own && !can(identity, PAYOUTS_APPROVE, payout.organizationId)) return failure('forbidden', 'Forbidden');
    return answer(cancelPayout(books, payout.id, actorOf(user)), user, identity, true);
  },
});

/** The payout, brought up to the clock, that this identity may approve or reject; else the refusal. */
function decidablePayout(identity: Identity, id: string | undefined) {
  catchUp();
  const payout = readablePayout(identity, id);
  if (!payout) return payoutNotFound();
  if (!can(identity, PAYOUTS_APPROVE, payout.organizationId)) return failure('forbidden', 'Forbidden');
  return payout;
}

const approve = defineAction({
  name: 'payouts/approve',
  needsIdentity: true,
  run: ({ request, user, identity }) => {
    const payout = decidablePayout(identity, request.id);
    if (!('id' in payout)) return payout;
    if (payout.requestedBy === user.id) return refusals['own-payout'];
    return answer(approvePayout(books, payout.id, actorOf(user)), user, identity, false);
  },
});

const reject = defineAction({
  name: 'payouts/reject',
  needsIdentity: true,
  permission: PAYOUTS_APPROVE,
  run: ({ request, payload, user, identity }) => {
    const payout = decidablePayout(identity, request.id);
    if (!('id' in payout)) return payout;
    return answer(rejectPayout(books, payout.id, actorOf(user), payload.data?.attributes.reason || null), user, identity, true);
  },
});

export const payoutActions = [externalList, list, get, create, cancel, approve, reject];
