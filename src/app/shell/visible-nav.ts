import { isAllowed, type PermissionSet } from '@/lib/permissions';
import { reportUnknownPermission } from '@/features/permissions';
import type { NavEntry, NavLink } from './nav-items';

export interface NavContext {
  permissions: PermissionSet;
  isOrganization: boolean;
  hasOldPayouts: boolean;
  /** False for a user with no workspace (the provider's staff): only workspace-free entries lead anywhere. */
  hasWorkspace?: boolean;
}

const linkVisible = (item: NavLink, ctx: NavContext) =>
  item.built &&
  isAllowed(item.permission, ctx.permissions, reportUnknownPermission) &&
  isAllowed(item.also, ctx.permissions, reportUnknownPermission) &&
  (item.when !== 'organization' || ctx.isOrganization) &&
  (item.when !== 'oldPayouts' || ctx.hasOldPayouts) &&
  (ctx.hasWorkspace !== false || item.workspaceFree === true);

/** What this user may open here: hidden entries are never dead links. Empty groups disappear. */
export function visibleNav(entries: NavEntry[], ctx: NavContext): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return linkVisible(entry, ctx) ? [entry] : [];
    if (entry.when === 'organization' && !ctx.isOrganization) return [];
    const items = entry.items.filter((item) => linkVisible(item, ctx));
    return items.length ? [{ ...entry, items }] : [];
  });
}
