import { IconBuildingBank, IconCash, IconGavel, IconLogout, IconShieldLock, type Icon } from '@tabler/icons-react';
import type { PermissionRule } from '@/lib/permissions';
import type { FeatureRoute, NavBadge, NavGroupId } from '@/lib/router/feature-route';
import { dashboardRouteTable } from '../router/dashboard-routes';

export interface NavLink {
  kind: 'link';
  labelKey: string;
  to: string;
  icon: Icon;
  /** The permission of the route at `to`: each rule is written once, on the route. */
  permission?: PermissionRule;
  /** What the entry needs beyond opening the page (spec §2: the Dashboard entry, the mailbox). */
  also?: PermissionRule;
  /** The route has a screen: an entry never leads to not-found. */
  built: boolean;
  /** Extra condition beyond permissions. */
  when?: 'organization' | 'oldPayouts';
  badge?: NavBadge;
  /** Active on its own path only: another entry's pages sit under it (`/wallet`, `/wallet/top-ups`). */
  end?: boolean;
  /** Opens without a workspace (settings, the provider's staff pages): the only entries of a user who has none. */
  workspaceFree?: boolean;
}

export type { NavBadge };

export interface NavGroup {
  kind: 'group';
  labelKey: string;
  icon: Icon;
  when?: 'organization';
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

/** The sidebar's groups: their entries come from the routes that name them (`nav.group`). */
const groups: Record<NavGroupId, Omit<NavGroup, 'items'> & { order: number }> = {
  // The catalogue's "finances" (spec §2): balances, payouts, subscriptions, the wallet, statements.
  billing: { kind: 'group', labelKey: 'shell:nav.billing', icon: IconCash, order: 50 },
  accounts: { kind: 'group', labelKey: 'shell:nav.accounts', icon: IconBuildingBank, when: 'organization', order: 60 },
  disputes: { kind: 'group', labelKey: 'shell:nav.disputesGroup', icon: IconGavel, order: 70 },
  antifraud: { kind: 'group', labelKey: 'shell:nav.antifraud', icon: IconShieldLock, order: 75 },
};

/** Signing out closes the sidebar; it is an auth route, which always exists. */
const signOut: NavLink = { kind: 'link', labelKey: 'shell:nav.logout', to: '/logout', icon: IconLogout, built: true };

/** The sidebar of spec §2, in order, from the routes that declare an entry (`FeatureRoute.nav`). */
export function buildNav(routes: readonly FeatureRoute[]): NavEntry[] {
  const placed: { order: number; entry: NavEntry }[] = [];
  const items = new Map<NavGroupId, { order: number; link: NavLink }[]>();
  for (const { path, titleKey, permission, screen, organizationsOnly, workspaceFree, nav } of routes) {
    if (!nav) continue;
    const { order, group, icon, to = path, also, badge, end } = nav;
    // An organizations-only page is offered only there, wherever its entry sits.
    const when = nav.when ?? (organizationsOnly ? 'organization' : undefined);
    const link: NavLink = { kind: 'link', labelKey: titleKey, to, icon, permission, also, when, badge, end, workspaceFree, built: Boolean(screen) };
    if (group) items.set(group, [...(items.get(group) ?? []), { order, link }]);
    else placed.push({ order, entry: link });
  }
  for (const [id, links] of items) {
    const { order, ...group } = groups[id];
    placed.push({ order, entry: { ...group, items: links.sort((a, b) => a.order - b.order).map(({ link }) => link) } });
  }
  return [...placed.sort((a, b) => a.order - b.order).map(({ entry }) => entry), signOut];
}

export const navEntries: NavEntry[] = buildNav(dashboardRouteTable);
