import {
  IconApi,
  IconBuildingBank,
  IconCash,
  IconFileAnalytics,
  IconFolders,
  IconGavel,
  IconHistory,
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
import { STATISTICS_PERMISSION } from '@/features/home';
import { MAILBOX_PERMISSION } from '@/features/mailbox';
import { routeOf } from '../router/dashboard-routes';

export interface NavLink {
  kind: 'link';
  labelKey: string;
  to: string;
  icon?: Icon;
  /** The permission of the route at `to`: each rule is written once, on the route. */
  permission?: PermissionRule;
  /** What the entry needs beyond opening the page (spec §2: the Dashboard entry, the mailbox). */
  also?: PermissionRule;
  /** The route has a screen: an entry never leads to not-found. */
  built: boolean;
  /** Extra condition beyond permissions. */
  when?: 'organization' | 'oldPayouts';
  badge?: NavBadge;
}

/** A count shown beside an entry: new mailbox issues, disputes that need a response. */
export type NavBadge = 'mailbox' | 'disputes';

export interface NavGroup {
  kind: 'group';
  labelKey: string;
  icon: Icon;
  when?: 'organization';
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

const link = (labelKey: string, to: string, icon?: Icon, extra: Pick<Partial<NavLink>, 'also' | 'when' | 'badge'> = {}): NavLink => {
  // Links outside the dashboard's routes (sign-out) lead to auth routes, which always exist.
  const route = routeOf(to);
  return { kind: 'link', labelKey, to, icon, permission: route?.permission, built: route ? Boolean(route.screen) : true, ...extra };
};

/** The sidebar of spec §2, in order. */
export const navEntries: NavEntry[] = [
  link('shell:nav.dashboard', '/', IconHome, { also: STATISTICS_PERMISSION }),
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
      link('shell:nav.accountBalances', '/accounts'),
      link('shell:nav.payoutMethods', '/payout-methods'),
      link('shell:nav.settlementPayouts', '/settlement'),
    ],
  },
  {
    kind: 'group',
    labelKey: 'shell:nav.disputesGroup',
    icon: IconGavel,
    items: [link('shell:nav.disputes', '/disputes', undefined, { badge: 'disputes' }), link('shell:nav.aggregatedDisputes', '/aggregated-disputes')],
  },
  link('shell:nav.paymentLinks', '/payment-links', IconLink),
  link('shell:nav.team', '/team', IconUsers),
  link('shell:nav.audit', '/audit', IconHistory),
  link('shell:nav.apiKeys', '/api-keys', IconApi),
  link('shell:nav.webhooks', '/webhook-endpoints', IconWebhook),
  // The spec shows this entry for any of topics.*, but the page needs topics.read and messages.read:
  // it is offered only to those who can open it (ADR 0005).
  link('shell:nav.mailbox', '/mailbox', IconMail, { also: MAILBOX_PERMISSION, badge: 'mailbox' }),
  link('shell:nav.settings', '/settings', IconSettings),
  link('shell:nav.logout', '/logout', IconLogout),
];

