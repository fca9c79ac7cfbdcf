import type { Resource } from '@/features/workspace';

export interface OrganizationGroup {
  organization: Resource;
  projects: Resource[];
}

const byName = (a: Resource, b: Resource) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Organizations the user can see, each with its projects, plus the standalone projects. */
export function groupProjects(resources: Iterable<Resource>): { organizations: OrganizationGroup[]; standalone: Resource[] } {
  const all = [...resources];
  const organizations = new Map<string, OrganizationGroup>();
  for (const r of all) if (r.resourceType === 'organization') organizations.set(r.id, { organization: r, projects: [] });
  const standalone: Resource[] = [];
  for (const r of all) {
    if (r.resourceType !== 'project') continue;
    const group = r.parentId ? organizations.get(r.parentId) : undefined;
    if (group) group.projects.push(r);
    else if (!r.parentId) standalone.push(r);
  }
  const groups = [...organizations.values()].sort((a, b) => byName(a.organization, b.organization));
  groups.forEach((group) => group.projects.sort(byName));
  return { organizations: groups, standalone: standalone.sort(byName) };
}
