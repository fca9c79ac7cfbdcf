import { IconCalendarRepeat, IconListDetails, IconUsersGroup } from '@tabler/icons-react';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

const customers = lazyPage(() => import('./pages/customers-page'), 'CustomersPage');
const plans = lazyPage(() => import('./pages/plans-page'), 'PlansPage');
const subscriptions = lazyPage(() => import('./pages/subscriptions-page'), 'SubscriptionsPage');

/** Customers sit beside transactions; plans and subscriptions in the Billing group (docs/api/billing.md, Permissions). */
export const billingRoutes: FeatureRoute[] = [
  {
    path: '/customers',
    titleKey: 'shell:nav.customers',
    permission: billingPermissions.customersRead,
    screen: customers,
    nav: { order: 35, icon: IconUsersGroup },
  },
  {
    path: '/customers/:customerId',
    titleKey: 'shell:nav.customers',
    permission: billingPermissions.customersRead,
    screen: lazyPage(() => import('./pages/customer-page'), 'CustomerPage'),
  },
  {
    path: '/subscriptions',
    titleKey: 'shell:nav.subscriptions',
    permission: billingPermissions.subscriptionsRead,
    screen: subscriptions,
    nav: { order: 55, group: 'billing', icon: IconCalendarRepeat },
  },
  {
    path: '/subscriptions/dunning',
    titleKey: 'billing:dunningSettings.title',
    permission: billingPermissions.subscriptionsRead,
    screen: lazyPage(() => import('./pages/dunning-settings-page'), 'DunningSettingsPage'),
  },
  {
    path: '/subscriptions/:subscriptionId',
    titleKey: 'shell:nav.subscriptions',
    permission: billingPermissions.subscriptionsRead,
    screen: lazyPage(() => import('./pages/subscription-page'), 'SubscriptionPage'),
  },
  {
    path: '/plans',
    titleKey: 'shell:nav.plans',
    permission: billingPermissions.plansRead,
    screen: plans,
    nav: { order: 56, group: 'billing', icon: IconListDetails },
  },
  {
    path: '/plans/:planId',
    titleKey: 'shell:nav.plans',
    permission: billingPermissions.plansRead,
    screen: lazyPage(() => import('./pages/plan-page'), 'PlanPage'),
  },
];
