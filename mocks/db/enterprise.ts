import type { Group, Resource } from './schema';

/**
 * enterprise@sandbox.test is admin on exactly 5,000 resources:
 * 400 organizations + 400 × 11 projects + 200 standalone projects.
 */
export const enterpriseCounts = { organizations: 400, projectsPerOrganization: 11, standalone: 200 } as const;

const adjectives = [
  'Aurora',
  'Brisk',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orchid',
  'Pioneer',
  'Quartz',
  'Redwood',
  'Summit',
  'Tidal',
];
const nouns = [
  'Retail',
  'Foods',
  'Travel',
  'Media',
  'Sports',
  'Fashion',
  'Health',
  'Games',
  'Books',
  'Energy',
  'Motors',
  'Garden',
  'Pharma',
  'Logistics',
  'Studios',
  'Hotels',
  'Labs',
  'Outdoor',
  'Home',
  'Music',
];
const projectKinds = ['Web Shop', 'Mobile App', 'Marketplace', 'POS', 'Subscriptions', 'Donations', 'Tickets', 'B2B Portal', 'Kiosk', 'Outlet', 'Test Lab'];

const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const brand = (i: number) => `${adjectives[i % adjectives.length]} ${nouns[Math.floor(i / adjectives.length) % nouns.length]}`;
const createdAt = (i: number) => new Date(Date.UTC(2023, 0, 1) + i * 3_600_000).toISOString();

export const ENTERPRISE_MERCHANT_ID = 'res_mer_enterprise';

/** Resources and admin groups of the enterprise account (deterministic, no randomness needed). */
export function buildEnterprise(): { resources: Resource[]; groups: Group[] } {
  const resources: Resource[] = [];
  const groups: Group[] = [];
  let projectIndex = 0;
  const addGroup = (resource: Resource) =>
    groups.push({ id: `grp_ent_${resource.id.slice(8)}`, name: `${resource.name} · Admin`, role: 'admin', resourceId: resource.id });

  // The merchant of every enterprise organization: not one of the 5,000 (no group on it), reached through them.
  resources.push({ id: ENTERPRISE_MERCHANT_ID, name: 'Enterprise Holdings plc', resourceType: 'merchant', parentId: null, createdAt: createdAt(0) });
  for (let o = 1; o <= enterpriseCounts.organizations; o += 1) {
    const name = `${brand(o - 1)} ${pad(o)}`;
    const org: Resource = {
      id: `res_ent_org_${pad(o)}`,
      name,
      resourceType: 'organization',
      parentId: null,
      number: `ENT-${pad(o)}`,
      merchantId: ENTERPRISE_MERCHANT_ID,
      createdAt: createdAt(o),
    };
    resources.push(org);
    addGroup(org);
    for (let p = 1; p <= enterpriseCounts.projectsPerOrganization; p += 1) {
      resources.push({
        id: `res_ent_prj_${pad(o)}_${pad(p, 2)}`,
        name: `${name} · ${projectKinds[p - 1]}`,
        resourceType: 'project',
        parentId: org.id,
        mode: projectIndex % 2 === 0 ? 'live' : 'sandbox',
        website: `https://${adjectives[o % adjectives.length].toLowerCase()}-${pad(o)}-${p}.example`,
        createdAt: createdAt(o),
      });
      projectIndex += 1;
    }
  }
  for (let s = 1; s <= enterpriseCounts.standalone; s += 1) {
    const project: Resource = {
      id: `res_ent_solo_${pad(s)}`,
      name: `${brand(s + 7)} Store ${pad(s)}`,
      resourceType: 'project',
      parentId: null,
      mode: projectIndex % 2 === 0 ? 'live' : 'sandbox',
      website: `https://store-${pad(s)}.example`,
      createdAt: createdAt(1000 + s),
    };
    projectIndex += 1;
    resources.push(project);
    addGroup(project);
  }
  return { resources, groups };
}
