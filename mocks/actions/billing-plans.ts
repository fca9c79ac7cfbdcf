/**
 * plans/list, get, create, rename, setPrices, archive (docs/api/billing.md, *Plans*). Reading needs
 * `plans.read` on the plan's project, changing `plans.write` (admins). New prices are a new version:
 * subscriptions keep the version (and amount) they have until they move. An archived plan takes no
 * new subscription and no plan change to it; the ones it has renew as before.
 */
import { nowIso } from '../clock';
import { newId } from '../db/ids';
import { db } from '../db/store';
import type { Money, Plan } from '../billing/model';
import { newestVersion } from '../billing/books';
import { openCounts, planJson, planVersionsJson } from '../billing/json';
import { settleBilling } from '../billing/sandbox-books';
import { apiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { defineAction } from './define-action';
import { BILLING, projectsWith, readable, targetId } from './billing-access';
import { listQuery } from './list-query';
import { failure, notFound, refuse, unchanged, type ActionOutcome } from './types';

const subscriptionsOf = (plans: readonly Plan[]) => {
  const ids = new Set(plans.map((plan) => plan.id));
  return openCounts(db.subscriptions.filter((sub) => ids.has(sub.planId))).byPlan;
};

/** One plan as answered: with its price versions (a list leaves them out). */
function answer(plan: Plan): ActionOutcome {
  const json = planJson(plan, subscriptionsOf([plan]).get(plan.id) ?? 0);
  return {
    data: {
      ...json,
      attributes: {
        ...json.attributes,
        versions: planVersionsJson(
          plan,
          db.subscriptions.filter((sub) => sub.planId === plan.id),
        ),
      },
    },
  };
}

/** Writes the plan and tells those who read the project's plans. */
function write(plan: Plan): ActionOutcome {
  const written = db.plans.upsert(plan);
  const outcome = answer(written);
  const { type, id, attributes } = outcome.data as ReturnType<typeof planJson>;
  pushResourceUpdated(written.projectId, { type, id, attributes }, { permission: BILLING.plansRead });
  return outcome;
}

/** The plan named by the call, when the caller may read it; and whether they may change it. */
function target(identity: Parameters<typeof readable>[0], id: string): { plan: Plan } | { refusal: ActionOutcome } {
  const plan = readable(identity, db.plans.get(id), BILLING.plansRead);
  if (!plan) return { refusal: notFound('Plan') };
  if (!readable(identity, plan, BILLING.plansWrite)) return { refusal: refuse() };
  return { plan };
}

const samePrices = (a: readonly Money[], b: readonly Money[]) =>
  a.length === b.length && a.every((price) => b.some((other) => other.currency === price.currency && other.amount === price.amount));

const list = defineAction({
  name: 'plans/list',
  needsIdentity: true,
  permission: BILLING.plansRead,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    settleBilling();
    const projects = projectsWith(identity, resource!.id, BILLING.plansRead);
    const rows = db.plans.filter((plan) => projects.has(plan.projectId));
    const page = listQuery(rows, payload, {
      fields: {
        status: (p) => p.status,
        interval: (p) => p.interval,
        projectId: (p) => p.projectId,
        name: (p) => p.name,
        createdAt: (p) => p.createdAt,
      },
      defaultSort: '-createdAt',
      defaultSize: 100,
    });
    if ('errors' in page) return page;
    const counts = subscriptionsOf(page.rows);
    return { data: page.rows.map((plan) => planJson(plan, counts.get(plan.id) ?? 0)), meta: page.meta };
  },
});

const get = defineAction({
  name: 'plans/get',
  needsIdentity: true,
  permission: BILLING.plansRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const plan = readable(identity, db.plans.get(targetId(request, payload)), BILLING.plansRead);
    return plan ? answer(plan) : notFound('Plan');
  },
});

const create = defineAction({
  name: 'plans/create',
  needsIdentity: true,
  permission: BILLING.plansWrite,
  resource: { from: (payload) => payload.data.relationships.project.data.id, kind: 'project', pointer: '/data/relationships/project' },
  run: ({ resource, payload }): ActionOutcome => {
    const { name, interval, intervalCount, trialDays, prices } = payload.data.attributes;
    const at = nowIso();
    const plan = db.plans.insert({
      id: newId('plan'),
      projectId: resource!.id,
      name,
      interval,
      intervalCount,
      trialDays,
      status: 'active',
      versions: [{ version: 1, prices: prices.map(({ currency, amount }) => ({ currency, amount })), createdAt: at }],
      createdAt: at,
      archivedAt: null,
    });
    return write(plan);
  },
});

const rename = defineAction({
  name: 'plans/rename',
  needsIdentity: true,
  permission: BILLING.plansWrite,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload));
    if ('refusal' in found) return found.refusal;
    const name = payload.data.attributes.name;
    if (found.plan.name === name) return unchanged(answer(found.plan));
    return write({ ...found.plan, name });
  },
});

const setPrices = defineAction({
  name: 'plans/setPrices',
  needsIdentity: true,
  permission: BILLING.plansWrite,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload));
    if ('refusal' in found) return found.refusal;
    const { plan } = found;
    if (plan.status === 'archived') return failure('plan-archived', 'The plan is archived');
    const prices = payload.data.attributes.prices.map(({ currency, amount }) => ({ currency, amount }));
    const newest = newestVersion(plan);
    if (samePrices(newest.prices, prices)) return unchanged(answer(plan));
    return write({ ...plan, versions: [...plan.versions, { version: newest.version + 1, prices, createdAt: nowIso() }] });
  },
});

const archive = defineAction({
  name: 'plans/archive',
  needsIdentity: true,
  permission: BILLING.plansWrite,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const found = target(identity, targetId(request, payload));
    if ('refusal' in found) return found.refusal;
    if (found.plan.status === 'archived') return { errors: [apiError('already-archived', 'The plan is already archived')] };
    return write({ ...found.plan, status: 'archived', archivedAt: nowIso() });
  },
});

export const billingPlanActions = [list, get, create, rename, setPrices, archive];
