/**
 * The billing engine on the sandbox's database, its clock and its live channel: one clock job,
 * `billing-sweep`, due at the earliest step of any subscription, applies what is due and schedules
 * itself again (never one job per subscription); every billing action settles what is due first, so
 * an answer is current whatever the clock did meanwhile. What the engine does is pushed as
 * `resource-updated` (`subscriptions`, `customers`, `plans`, `transactions`) to those who may read
 * it, and sent as webhook events (`subscription.*`, `invoice.*`, `payment.succeeded` / `failed`).
 */
import { billingPermissions } from '@/lib/contract/billing';
import { defineJob, now } from '../clock';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { transactionJson } from '../serializers';
import { emitWebhookEvent } from '../webhooks/engine';
import type { BillingBooks, BillingEffect } from './books';
import { earliestDue, runDue } from './engine';
import { invoiceJson, subscriptionJson } from './json';

const TRANSACTIONS_READ = 'transactions.read.2479032559';
const SWEEP_JOB = 'billing-sweep';

/** Pushes of one run, each object once, sent when the run is over (with the state it ended in). */
const pending = new Map<string, { type: 'subscriptions' | 'customers' | 'plans'; id: string }>();
let flushQueued = false;

function flushPushes() {
  flushQueued = false;
  const updates = [...pending.values()];
  pending.clear();
  for (const { type, id } of updates) {
    if (type === 'subscriptions') {
      const sub = db.subscriptions.get(id);
      if (!sub) continue;
      const { attributes } = subscriptionJson(sandboxBooks, sub);
      const { notes: _notes, ...small } = attributes;
      pushResourceUpdated(sub.projectId, { type, id, attributes: small }, { permission: billingPermissions.subscriptionsRead });
    } else if (type === 'customers') {
      const customer = db.customers.get(id);
      if (customer) pushResourceUpdated(customer.projectId, { type, id }, { permission: billingPermissions.customersRead });
    } else {
      const plan = db.plans.get(id);
      if (plan) pushResourceUpdated(plan.projectId, { type, id }, { permission: billingPermissions.plansRead });
    }
  }
}

function queuePush(type: 'subscriptions' | 'customers' | 'plans', id: string) {
  pending.set(`${type} ${id}`, { type, id });
  if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(flushPushes);
  }
}

function report(effect: BillingEffect) {
  switch (effect.kind) {
    case 'subscription': {
      queuePush('subscriptions', effect.subscription.id);
      if (effect.webhook) emitWebhookEvent(effect.subscription.projectId, effect.webhook, subscriptionJson(sandboxBooks, effect.subscription));
      return;
    }
    case 'invoice':
      queuePush('subscriptions', effect.invoice.subscriptionId);
      emitWebhookEvent(effect.invoice.projectId, effect.webhook, invoiceJson(effect.invoice));
      return;
    case 'transaction': {
      const { type, id, attributes } = transactionJson(effect.transaction);
      pushResourceUpdated(effect.transaction.projectId, { type, id, attributes }, { permission: TRANSACTIONS_READ });
      emitWebhookEvent(effect.transaction.projectId, effect.transaction.status === 'successful' ? 'payment.succeeded' : 'payment.failed', {
        type,
        id,
        attributes,
      });
      return;
    }
    case 'customer':
      return queuePush('customers', effect.customerId);
    case 'plan':
      return queuePush('plans', effect.planId);
  }
}

export const sandboxBooks: BillingBooks = {
  customers: db.customers,
  plans: db.plans,
  subscriptions: db.subscriptions,
  invoices: db.invoices,
  events: db.billingEvents,
  transactions: db.transactions,
  settings: db.billingSettings,
  parentOf: (resourceId) => db.resources.get(resourceId)?.parentId ?? null,
  now,
  newId,
  report,
};

const sweep = defineJob<null>(SWEEP_JOB, () => settleBilling());

/** The sweep job at the earliest due step (one job; none when nothing is scheduled). */
export function armSweep() {
  const next = earliestDue(sandboxBooks);
  const jobs = db.jobs.filter((job) => job.kind === SWEEP_JOB);
  const dueAt = next === null ? null : Math.max(next, now());
  if (dueAt !== null && jobs.length === 1 && jobs[0].dueAt === dueAt) return;
  for (const job of jobs) db.jobs.remove(job.id);
  if (dueAt !== null) sweep(dueAt - now(), null);
}

/** Applies every step due by now (each at its own instant) and schedules the sweep for the next. */
export function settleBilling() {
  runDue(sandboxBooks, now());
  armSweep();
}
