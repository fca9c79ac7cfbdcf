import type { Resource } from '@/features/workspace';

export interface SwitcherRow {
  resource: Resource;
  /** 0: an organization or a standalone project; 1: a project under it (or a standalone project's channel); 2: that project's channel. */
  depth: 0 | 1 | 2;
  /** Folded, lower-cased name for filtering without work per keystroke. */
  key: string;
}

export const SEARCH_THRESHOLD = 5;

const byName = (a: Resource, b: Resource) => a.name.localeCompare(b.name);

/**
 * Organizations with their projects beneath, then standalone projects; each project with its channels
 * beneath (those the user may read: the server lists no others). Built once per resource list.
 */
export function buildSwitcherRows(resources: Resource[]): SwitcherRow[] {
  const children = new Map<string, Resource[]>();
  const ids = new Set(resources.map((r) => r.id));
  for (const r of resources) {
    if (r.parentId && ids.has(r.parentId)) {
      const list = children.get(r.parentId) ?? [];
      list.push(r);
      children.set(r.parentId, list);
    }
  }
  const rows: SwitcherRow[] = [];
  const row = (resource: Resource, depth: SwitcherRow['depth']): SwitcherRow => ({ resource, depth, key: resource.name.toLocaleLowerCase() });
  const channelsOf = (project: Resource) => (children.get(project.id) ?? []).filter((r) => r.resourceType === 'channel').sort(byName);
  for (const org of resources.filter((r) => r.resourceType === 'organization').sort(byName)) {
    rows.push(row(org, 0));
    for (const child of (children.get(org.id) ?? []).sort(byName)) {
      rows.push(row(child, 1));
      for (const channel of channelsOf(child)) rows.push(row(channel, 2));
    }
  }
  const standalone = resources.filter((r) => r.resourceType !== 'organization' && r.resourceType !== 'channel' && (!r.parentId || !ids.has(r.parentId)));
  for (const project of standalone.sort(byName)) {
    rows.push(row(project, 0));
    for (const channel of channelsOf(project)) rows.push(row(channel, 1));
  }
  return rows;
}

/** Rows whose name matches, each kept under its organization and project for context; a match's rows beneath come along. */
export function filterSwitcherRows(rows: SwitcherRow[], query: string): SwitcherRow[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return rows;
  const out: SwitcherRow[] = [];
  // The rows above the current one, by depth, and whether each is out already or matched.
  const path: { row: SwitcherRow; added: boolean; matched: boolean }[] = [];
  for (const r of rows) {
    path.length = Math.min(path.length, r.depth);
    const matched = r.key.includes(needle);
    const entry = { row: r, added: false, matched };
    if (matched || path.some((above) => above.matched)) {
      for (const above of path) {
        if (above.added) continue;
        out.push(above.row);
        above.added = true;
      }
      out.push(r);
      entry.added = true;
    }
    path.push(entry);
  }
  return out;
}
