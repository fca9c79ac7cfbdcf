/**
 * customers/list, customers/get, customers/addNote (docs/api/billing.md, *Customers*). Reading needs
 * `customers.read` on the customer's project, a note `customers.write` (admins; finance acts on
 * subscriptions only). `payments` and `volume` count the project's successful `charge` and
 * `charge-recurring` transactions with the customer's e-mail; `openSubscriptions` those not
 * cancelled or expired.
 */
import { db } from '../db/store';
import type { Customer } from '../billing/model';
import { addCustomerNote } from '../billing/engine';
import { customerJson, customerStats, openCounts } from '../billing/json';
import { sandboxBooks, settleBilling } from '../billing/sandbox-books';
import { defineAction } from './define-action';
import { actorOf, BILLING, projectsWith, readable, searchedList, targetId } from './billing-access';
import { notFound, refuse, type ActionOutcome } from './types';

/** The answers of some customers (their payments counted in one pass over the transactions). */
function customersJson(customers: readonly Customer[]) {
  const stats = customerStats(db.transactions.all(), customers);
  const projects = new Set(customers.map((c) => c.projectId));
  const { byCustomer } = openCounts(db.subscriptions.filter((sub) => projects.has(sub.projectId)));
  return customers.map((customer) => customerJson(customer, stats.get(customer.id)!, byCustomer.get(customer.id) ?? 0));
}

/** `search`: a customer id (exactly), part of the e-mail or the name (case aside), or the last four digits of a card. */
const matchesSearch = (customer: Customer, term: string) => {
  const needle = term.toLowerCase();
  return (
    customer.id === term ||
    customer.email.toLowerCase().includes(needle) ||
    customer.name.toLowerCase().includes(needle) ||
    customer.paymentMethods.some((card) => card.last4 === term)
  );
};

const list = defineAction({
  name: 'customers/list',
  needsIdentity: true,
  permission: BILLING.customersRead,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    settleBilling();
    const projects = projectsWith(identity, resource!.id, BILLING.customersRead);
    const rows = db.customers.filter((customer) => projects.has(customer.projectId));
    const answer = searchedList(
      rows,
      payload,
      {
        fields: {
          country: (c) => c.country,
          projectId: (c) => c.projectId,
          createdAt: (c) => c.createdAt,
          name: (c) => c.name,
          email: (c) => c.email,
        },
        defaultSort: '-createdAt',
        defaultSize: 50,
      },
      matchesSearch,
    );
    if ('errors' in answer) return answer;
    return { data: customersJson(answer.rows), meta: answer.meta };
  },
});

const get = defineAction({
  name: 'customers/get',
  needsIdentity: true,
  permission: BILLING.customersRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    settleBilling();
    const customer = readable(identity, db.customers.get(targetId(request, payload)), BILLING.customersRead);
    if (!customer) return notFound('Customer');
    return { data: customersJson([customer])[0] };
  },
});

const addNote = defineAction({
  name: 'customers/addNote',
  needsIdentity: true,
  permission: BILLING.customersWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    settleBilling();
    const customer = readable(identity, db.customers.get(targetId(request, payload)), BILLING.customersRead);
    if (!customer) return notFound('Customer');
    if (!readable(identity, customer, BILLING.customersWrite)) return refuse();
    const written = addCustomerNote(sandboxBooks, customer, payload.data.attributes.text, actorOf(user, request));
    return { data: customersJson([written])[0] };
  },
});

export const billingCustomerActions = [list, get, addNote];
