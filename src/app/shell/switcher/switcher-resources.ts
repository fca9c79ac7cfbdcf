import { createSelector } from '@reduxjs/toolkit';
import { selectChildrenTrees, selectResources, type Resource } from '@/features/workspace';

/**
 * What the switcher lists: the user's resources (`identities/listMyResources`, read with the workspace),
 * where each organization whose tree was read (`resources/getChildrenTree`) has exactly that tree under
 * it: what was added or removed since the workspace loaded shows there.
 */
export const selectSwitcherResources = createSelector([selectResources, selectChildrenTrees], (items, children) => {
  const read = new Set(items.filter((r) => r.resourceType === 'organization' && children[r.id]).map((r) => r.id));
  if (read.size === 0) return items;
  const index = new Map(items.map((r) => [r.id, r]));
  const below = (r: Resource) => {
    for (let up = r.parentId, depth = 0; up !== null && depth < 8; up = index.get(up)?.parentId ?? null, depth += 1) if (read.has(up)) return true;
    return false;
  };
  const byId = new Map<string, Resource>();
  for (const r of items) if (!below(r)) byId.set(r.id, r);
  for (const id of read) for (const r of children[id]) byId.set(r.id, r);
  return [...byId.values()];
});
