/**
 * What the audit trail keeps of billing objects (mocks/actions/audit-objects.ts): their answers'
 * attributes, taken after the schedule's due steps are applied, so that an entry shows the change the
 * action made and not what the clock did before it. Only ids of billing's own prefixes are looked up.
 */
import { db } from '../db/store';
import { settingsOf } from './books';
import { customerJson, customerStats, openCounts, planJson, settingsJson, subscriptionJson } from './json';
import { sandboxBooks, settleBilling } from './sandbox-books';

type Attributes = Record<string, unknown>;

const settled = <T>(read: () => T): T => {
  settleBilling();
  return read();
};

export const billingSnapshot = {
  customer(id: string): Attributes | undefined {
    if (!id.startsWith('cus_')) return undefined;
    return settled(() => {
      const customer = db.customers.get(id);
      if (!customer) return undefined;
      const stats = customerStats(db.transactions.all(), [customer]).get(id)!;
      const open = openCounts(db.subscriptions.filter((sub) => sub.customerId === id)).byCustomer.get(id) ?? 0;
      return { ...customerJson(customer, stats, open).attributes };
    });
  },
  plan(id: string): Attributes | undefined {
    if (!id.startsWith('plan_')) return undefined;
    return settled(() => {
      const plan = db.plans.get(id);
      if (!plan) return undefined;
      return { ...planJson(plan, openCounts(db.subscriptions.filter((sub) => sub.planId === id)).byPlan.get(id) ?? 0).attributes };
    });
  },
  subscription(id: string): Attributes | undefined {
    if (!id.startsWith('sub_')) return undefined;
    return settled(() => {
      const sub = db.subscriptions.get(id);
      return sub ? { ...subscriptionJson(sandboxBooks, sub).attributes } : undefined;
    });
  },
  settings(id: string): Attributes | undefined {
    return db.resources.get(id) ? { ...settingsJson(id, settingsOf(sandboxBooks, id)).attributes } : undefined;
  },
};
