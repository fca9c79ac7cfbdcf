import { buildSwitcherRows, filterSwitcherRows } from './switcher-rows';

const r = (id: string, name: string, resourceType: string, parentId: string | null = null) => ({
  id,
  name,
  resourceType,
  parentId,
  mode: resourceType === 'project' ? ('live' as const) : null,
});

const resources = [
  r('p3', 'Solo Store', 'project'),
  r('o1', 'Northwind Group', 'organization'),
  r('p2', 'Northwind Sandbox', 'project', 'o1'),
  r('p1', 'Northwind Shop', 'project', 'o1'),
  r('o2', 'Acme', 'organization'),
  r('p4', 'Acme Checkout', 'project', 'o2'),
];

describe('switcher rows', () => {
  it('lists organizations with their projects beneath, then standalone projects', () => {
    expect(buildSwitcherRows(resources).map((row) => `${'-'.repeat(row.depth)}${row.resource.name}`)).toEqual([
      'Acme',
      '-Acme Checkout',
      'Northwind Group',
      '-Northwind Sandbox',
      '-Northwind Shop',
      'Solo Store',
    ]);
  });

  it('filters by name, keeping the organization of a matching project', () => {
    const rows = buildSwitcherRows(resources);
    expect(filterSwitcherRows(rows, 'shop').map((row) => row.resource.name)).toEqual(['Northwind Group', 'Northwind Shop']);
    expect(filterSwitcherRows(rows, 'ACME').map((row) => row.resource.name)).toEqual(['Acme', 'Acme Checkout']);
    expect(filterSwitcherRows(rows, 'zzz')).toEqual([]);
  });

  it("puts each project's channels beneath it, and keeps a matching channel's project and organization", () => {
    const withChannels = [...resources, r('c1', 'Flagship Store', 'channel', 'p1'), r('c2', 'Market Stall', 'channel', 'p3'), r('c3', 'App', 'channel', 'p1')];
    const rows = buildSwitcherRows(withChannels);
    expect(rows.map((row) => `${'-'.repeat(row.depth)}${row.resource.name}`)).toEqual([
      'Acme',
      '-Acme Checkout',
      'Northwind Group',
      '-Northwind Sandbox',
      '-Northwind Shop',
      '--App',
      '--Flagship Store',
      'Solo Store',
      '-Market Stall',
    ]);
    expect(filterSwitcherRows(rows, 'flagship').map((row) => row.resource.name)).toEqual(['Northwind Group', 'Northwind Shop', 'Flagship Store']);
    expect(filterSwitcherRows(rows, 'stall').map((row) => row.resource.name)).toEqual(['Solo Store', 'Market Stall']);
    expect(filterSwitcherRows(rows, 'northwind shop').map((row) => row.resource.name)).toEqual(['Northwind Group', 'Northwind Shop', 'App', 'Flagship Store']);
  });
});
