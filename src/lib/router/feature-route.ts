import type { Icon } from '@tabler/icons-react';
import type { PermissionRule } from '../permissions';
import type { LazyScreen } from './lazy-page';

/** The sidebar's groups (spec §2); their titles, icons and places are the shell's (src/app/shell/nav-items.ts). */
export type NavGroupId = 'billing' | 'accounts' | 'disputes' | 'antifraud';

/** A count shown beside an entry: new mailbox issues, disputes that need a response, open fraud reviews. */
export type NavBadge = 'mailbox' | 'disputes' | 'reviews';

/**
 * The route's sidebar entry (and so its "Go to" in the command palette). Its label is the route's
 * title and its rule the route's permission: written once, here.
 */
export interface RouteNav {
  /** The entry's place: the sidebar sorts by it, groups and entries inside them alike (spec §2's order). */
  order: number;
  /** The group it sits in; top level when omitted. */
  group?: NavGroupId;
  /** Every entry has its own icon: the collapsed sidebar shows it alone, with the label as its tooltip. */
  icon: Icon;
  /** Where the entry leads when the path has parameters (`/accounts/:id?` → `/accounts`). */
  to?: string;
  /** What the entry needs beyond opening the page (spec §2: the Dashboard entry, the mailbox). */
  also?: PermissionRule;
  /** Shown only when the workspace has old payout requests. */
  when?: 'oldPayouts';
  badge?: NavBadge;
  /** Active on its own path only: another entry's pages sit under it (`/wallet`, `/wallet/top-ups`). */
  end?: boolean;
}

/**
 * A dashboard route as its feature declares it: the path, the page title, the permission rule
 * (written once: the guard, the page title and the sidebar all read it), the screen itself and,
 * for a page the sidebar offers, its entry.
 */
export interface FeatureRoute {
  path: string;
  titleKey: string;
  permission?: PermissionRule;
  /** Only an organization has this page (spec §2, the Accounts group): on a project it is not found. */
  organizationsOnly?: boolean;
  /** The page needs no workspace: the provider's staff pages (docs/api/staff.md), which reach every merchant's users. */
  workspaceFree?: boolean;
  /** The screen. A route of spec §2 whose screen is not built yet has none and is not offered anywhere. */
  screen?: LazyScreen;
  nav?: RouteNav;
}
