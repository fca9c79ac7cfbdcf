import type { Resource } from '@/features/workspace';

export interface SwitcherRow {
  resource: Resource;
  depth: 0 | 1;
  /** Folded, lower-cased name for filtering without work per keystroke. */
  key: string;
}

export const SEARCH_THRESHOLD = 5;

const byName = (a: Resource, b: Resource) => a.name.localeCompare(b.name);

/** Organizations with their projects beneath, then standalone projects. Built once per resource list. */
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
  const row = (resource: Resource, depth: 0 | 1): SwitcherRow => ({ resource, depth, key: resource.name.toLocaleLowerCase() });
  for (const org of resources.filter((r) => r.resourceType === 'organization').sort(byName)) {
    rows.push(row(org, 0));
    for (const child of (children.get(org.id) ?? []).sort(byName)) rows.push(row(child, 1));
  }
  for (const project of resources.filter((r) => r.resourceType !== 'organization' && (!r.parentId || !ids.has(r.parentId))).sort(byName)) {
    rows.push(row(project, 0));
  }
  return rows;
}

/** Rows whose name matches, each project kept under its organization for context. */
export function filterSwitcherRows(rows: SwitcherRow[], query: string): SwitcherRow[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return rows;
  const out: SwitcherRow[] = [];
  let parent: SwitcherRow | null = null;
  let parentAdded = false;
  for (const r of rows) {
    if (r.depth === 0) {
      parent = r;
      parentAdded = r.key.includes(needle);
      if (parentAdded) out.push(r);
    } else if (r.key.includes(needle) || parentAdded) {
      if (parent && !parentAdded) {
        out.push(parent);
        parentAdded = true;
      }
      out.push(r);
    }
  }
  return out;
}
