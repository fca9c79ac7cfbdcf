/**
 * Reading and changing billing: catalogue names (docs/api/billing.md, ADR 0010). In a module of their
 * own so that the route table and a payment's page, which load early, do not pull in the billing contract.
 */
export const billingPermissions = {
  customersRead: 'customers.read',
  customersWrite: 'customers.write',
  plansRead: 'plans.read',
  plansWrite: 'plans.write',
  subscriptionsRead: 'subscriptions.read',
  subscriptionsWrite: 'subscriptions.write',
} as const;
