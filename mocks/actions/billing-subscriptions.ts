/**
 * subscriptions/* (docs/api/billing.md, *Subscriptions*): list, get, invoices, timeline, figures,
 * pause, resume, cancel, previewPlanChange, changePlan, retryPayment, addNote. Reading needs
 * `subscriptions.read` on the subscription's project, acting `subscriptions.write` (admins and
 * finance). Every call first applies what the schedule has due (`settleBilling`); the rules of each
 * change are the engine's (mocks/billing/engine.ts).
 *
 * The two that charge the customer (an upgrade, a retry) put the call's reference on the charge: a
 * reference already on a charge of this user is answered from it, never charged again, even once the
 * stored result is gone.
 */
import { monthStartOf } from '../billing/periods';
import { now } from '../clock';
import { db } from '../db/store';
import type { Identity } from '../db/schema';
import type { Subscription } from '../billing/model';
import { addSubscriptionNote, cancel, changePlan, pause, quotePlanChange, resume, retryPayment, type Refusal, type Result } from '../billing/engine';
import { billingFigures } from '../billing/figures';
import { invoiceJson, subscriptionJson, timelineJson } from '../billing/json';
import { matchesSubscriptionSearch, subscriptionListOptions, subscriptionRow } from '../billing/list-fields';
import { sandboxBooks, armSweep, settleBilling } from '../billing/sandbox-books';
import { iso } from '../billing/books';
import { defineAction } from './define-action';
import { actorOf, BILLING, projectsWith, readable, refusalOf, searchedList, targetId } from './billing-access';
import { listQuery } from './list-query';
import { failure, notFound, referenceReused, refuse, unchanged, type ActionOutcome } from './types';

const answer = (sub: Subscription): ActionOutcome => ({ data: subscriptionJson(sandboxBooks, sub) });

/** The subscription the call names, when the caller may read it, and whether they may change it. */
function target(identity: Identity, id: string, change: boolean): { sub: Subscription } | { refusal: ActionOutcome } {
  const sub = readable(identity, db.subscriptions.get(id), BILLING.subscriptionsRead);
  if (!sub) return { refusal: notFound('Subscription') };
  if (change && !readable(identity, sub, BILLING.subscriptionsWrite)) return { refusal: refuse() };
  return { sub };
}

/** A change's answer; the sweep is armed again (a change may bring a step earlier). */
function changed(result: Result<Subscription>): ActionOutcome {
  armSweep();
  if (!result.ok) return refusalOf(result as Refusal);
  return result.unchanged ? unchanged(answer(result.value)) : answer(result.value);
}

const list = defineAction({
  name: 'subscriptions/list',
  needsIdentity: true,
  permission: BILLING.subscriptionsRead,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    settleBilling();
    const projects = projectsWith(identity, resource!.id, BILLING.subscriptionsRead);
    const rows = db.subscriptions.filter((sub) => projects.has(sub.projectId)).map(subscriptionRow);
    const page = searchedList(rows, payload, subscriptionListOptions(sandboxBooks), matchesSubscriptionSearch(sandboxBooks));
    if ('errors' in page) return page;
    return { data: page.rows.map((row) => subscriptionJson(sandboxBooks, row.sub)), meta: page.meta };
  },
});

const get = defineAction({
  name: 'subscriptions/get',
  needsIdentity: true,
  permission: BILLING.subscriptionsRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), false);
    return 'refusal' in found ? found.refusal : answer(found.sub);
  },
});

const invoices = defineAction({
  name: 'subscriptions/invoices',
  needsIdentity: true,
  permission: BILLING.subscriptionsRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), false);
    if ('refusal' in found) return found.refusal;
    const rows = db.invoices.filter((invoice) => invoice.subscriptionId === found.sub.id);
    const page = listQuery(rows, payload, {
      fields: { status: (i) => i.status, kind: (i) => i.kind, issuedAt: (i) => i.issuedAt, amount: (i) => i.amount },
      defaultSort: '-issuedAt',
      defaultSize: 50,
    });
    if ('errors' in page) return page;
    return { data: page.rows.map(invoiceJson), meta: page.meta };
  },
});

const timeline = defineAction({
  name: 'subscriptions/timeline',
  needsIdentity: true,
  permission: BILLING.subscriptionsRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), false);
    if ('refusal' in found) return found.refusal;
    const events = db.billingEvents.filter((event) => event.subscriptionId === found.sub.id);
    return { data: timelineJson(sandboxBooks, found.sub, events) };
  },
});

const figures = defineAction({
  name: 'subscriptions/figures',
  needsIdentity: true,
  permission: BILLING.subscriptionsRead,
  resource: 'resourceId',
  run: ({ identity, resource, payload }): ActionOutcome => {
    settleBilling();
    const projects = projectsWith(identity, resource!.id, BILLING.subscriptionsRead);
    const subs = db.subscriptions.filter((sub) => projects.has(sub.projectId));
    // "This month" starts at `since` (the reader's month start), else at the UTC month's.
    const monthStart = iso(payload.since ? Date.parse(payload.since) : monthStartOf(now()));
    return {
      data: {
        type: 'billing-figures',
        id: resource!.id,
        attributes: { currencies: billingFigures(subs, (sub) => db.plans.get(sub.planId), monthStart), monthStart },
      },
    };
  },
});

const instant = (value: string) => (value === 'now' ? ('now' as const) : Date.parse(value));

const pauseAction = defineAction({
  name: 'subscriptions/pause',
  needsIdentity: true,
  permission: BILLING.subscriptionsWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const { at, resumeAt } = payload.data.attributes;
    return changed(pause(sandboxBooks, found.sub, { at: instant(at), resumeAt: resumeAt === null ? null : Date.parse(resumeAt) }, actorOf(user, request)));
  },
});

const resumeAction = defineAction({
  name: 'subscriptions/resume',
  needsIdentity: true,
  permission: BILLING.subscriptionsWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    return changed(resume(sandboxBooks, found.sub, { at: instant(payload.data.attributes.at) }, actorOf(user, request)));
  },
});

const cancelAction = defineAction({
  name: 'subscriptions/cancel',
  needsIdentity: true,
  permission: BILLING.subscriptionsWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    return changed(cancel(sandboxBooks, found.sub, payload.data.attributes.when, actorOf(user, request)));
  },
});

/** The plan a change names: one of the subscription's project (any other answers as unknown). */
function planFor(sub: Subscription, id: string) {
  const plan = db.plans.get(id);
  return plan && plan.projectId === sub.projectId ? plan : undefined;
}

const planNotFound = (): ActionOutcome => ({ errors: [{ code: 'not-found', title: 'Plan not found', source: { pointer: '/data/relationships/plan' } }] });

const preview = defineAction({
  name: 'subscriptions/previewPlanChange',
  needsIdentity: true,
  permission: BILLING.subscriptionsWrite,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const plan = planFor(found.sub, payload.data.relationships.plan.data.id);
    if (!plan) return planNotFound();
    const quote = quotePlanChange(sandboxBooks, found.sub, plan, now());
    if (!quote.ok) return refusalOf(quote);
    const { timing, currency, credit, charge, amountDue, newAmount, effectiveAt, prorationAt } = quote.value;
    return {
      data: {
        type: 'plan-change-previews',
        id: found.sub.id,
        attributes: {
          timing,
          currency,
          credit,
          charge,
          amountDue,
          newAmount,
          effectiveAt: iso(effectiveAt),
          prorationAt: iso(prorationAt),
          planName: plan.name,
        },
        relationships: { plan: { data: { type: 'plans', id: plan.id } } },
      },
    };
  },
});

/** A charge this user's call with this reference already made, if any (one per user and reference). */
const chargeOfReference = (userId: string, reference: string) => db.transactions.find((t) => t.requestedBy === userId && t.requestReference === reference);

/** The answer from the charge a call with this reference made: the same call is answered again, never charged twice. */
function answeredByCharge(userId: string, reference: string, sub: Subscription): ActionOutcome | null {
  const charge = chargeOfReference(userId, reference);
  if (!charge) return null;
  if (charge.subscriptionId !== sub.id) return referenceReused();
  if (charge.status !== 'successful') return failure('payment-declined', 'The card was declined');
  return unchanged(answer(sub));
}

const changePlanAction = defineAction({
  name: 'subscriptions/changePlan',
  needsIdentity: true,
  permission: BILLING.subscriptionsWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const again = answeredByCharge(user.id, request.requestReference, found.sub);
    if (again) return again;
    const plan = planFor(found.sub, payload.data.relationships.plan.data.id);
    if (!plan) return planNotFound();
    const { prorationAt, expectedAmountDue } = payload.data.attributes;
    return changed(changePlan(sandboxBooks, found.sub, plan, { prorationAt: Date.parse(prorationAt), expectedAmountDue }, actorOf(user, request)));
  },
});

const retry = defineAction({
  name: 'subscriptions/retryPayment',
  needsIdentity: true,
  permission: BILLING.subscriptionsWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const again = answeredByCharge(user.id, request.requestReference, found.sub);
    if (again) return again;
    return changed(retryPayment(sandboxBooks, found.sub, actorOf(user, request)));
  },
});

const addNote = defineAction({
  name: 'subscriptions/addNote',
  needsIdentity: true,
  permission: BILLING.subscriptionsWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    return answer(addSubscriptionNote(sandboxBooks, found.sub, payload.data.attributes.text, actorOf(user, request)));
  },
});

export const billingSubscriptionActions = [
  list,
  get,
  invoices,
  timeline,
  figures,
  pauseAction,
  resumeAction,
  cancelAction,
  preview,
  changePlanAction,
  retry,
  addNote,
];
