import {
  IconApi,
  IconBuildingBank,
  IconCash,
  IconFileAnalytics,
  IconFolders,
  IconGavel,
  IconHome,
  IconLink,
  IconLogout,
  IconMail,
  IconReceipt,
  IconSettings,
  IconUsers,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import type { PermissionRule } from '@/lib/permissions';
import { MAILBOX_PERMISSION } from '@/features/mailbox';
import { routePermission } from '../router/dashboard-route-table';

export interface NavLink {
  kind: 'link';
  labelKey: string;
  to: string;
  icon?: Icon;
  /** Defaults to the permission of the route at `to`, so each rule is written once. */
  permission?: PermissionRule;
  /** Extra condition beyond permissions. */
  when?: 'organization' | 'oldPayouts';
  badge?: 'mailbox';
}

export interface NavGroup {
  kind: 'group';
  labelKey: string;
  icon: Icon;
  when?: 'organization';
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

const link = (labelKey: string, to: string, icon?: Icon, extra: Partial<NavLink> = {}): NavLink => ({
  kind: 'link',
  labelKey,
  to,
  icon,
  permission: extra.permission ?? routePermission(to),
  ...extra,
});

/** The sidebar of spec §2, in order. */
export const navEntries: NavEntry[] = [
  link('shell:nav.dashboard', '/', IconHome, { permission: 'transaction-statistics' }),
  link('shell:nav.projects', '/projects', IconFolders),
  link('shell:nav.transactions', '/transactions', IconReceipt),
  link('shell:nav.reports', '/reports', IconFileAnalytics),
  {
    kind: 'group',
    labelKey: 'shell:nav.billing',
    icon: IconCash,
    items: [
      link('shell:nav.balances', '/balances'),
      link('shell:nav.rollings', '/rollings'),
      link('shell:nav.processingPayouts', '/payouts'),
      link('shell:nav.payoutRequests', '/payout-requests', undefined, { when: 'oldPayouts' }),
    ],
  },
  {
    kind: 'group',
    labelKey: 'shell:nav.accounts',
    icon: IconBuildingBank,
    when: 'organization',
    items: [
      link('shell:nav.accountBalances', '/accounts', undefined, { permission: routePermission('/accounts/:id?') }),
      link('shell:nav.payoutMethods', '/payout-methods'),
      link('shell:nav.settlementPayouts', '/settlement'),
    ],
  },
  {
    kind: 'group',
    labelKey: 'shell:nav.disputesGroup',
    icon: IconGavel,
    items: [link('shell:nav.disputes', '/disputes'), link('shell:nav.aggregatedDisputes', '/aggregated-disputes')],
  },
  link('shell:nav.paymentLinks', '/payment-links', IconLink),
  link('shell:nav.team', '/team', IconUsers),
  link('shell:nav.apiKeys', '/api-keys', IconApi),
  link('shell:nav.webhooks', '/webhook-endpoints', IconWebhook),
  link('shell:nav.mailbox', '/mailbox', IconMail, { permission: MAILBOX_PERMISSION, badge: 'mailbox' }),
  link('shell:nav.settings', '/settings', IconSettings),
  link('shell:nav.logout', '/logout', IconLogout),
];

