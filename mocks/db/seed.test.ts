import { visibleResources, permissionsOf } from './access';
import { catalogue, internalPermissionNames, permissionHash, permissionNames } from './permissions';
import { buildSeed } from './seed';
import { currencies, transactionStatuses, transactionTypes } from './schema';
import { db, resetDb } from './store';
import { generateTransactions } from './transactions';

const DAY = 86_400_000;

describe('seed', () => {
  beforeEach(() => resetDb());

  it('is deterministic', () => {
    const now = Date.UTC(2025, 4, 17, 13, 5);
    expect(buildSeed(now)).toEqual(buildSeed(now + 3_600_000));
    const a = generateTransactions(now);
    const b = generateTransactions(now + 3_600_000);
    expect(a).toEqual(b);
    expect(a.slice(0, 3).map((t) => t.id)).toEqual(b.slice(0, 3).map((t) => t.id));
  });

  it('has the fixed workspace and account ids', () => {
    expect(db.resources.get('res_org_northwind')?.name).toBe('Northwind Group');
    expect(db.resources.get('res_prj_northwind_shop')).toMatchObject({ parentId: 'res_org_northwind', mode: 'live' });
    expect(db.resources.get('res_prj_northwind_sandbox')).toMatchObject({ parentId: 'res_org_northwind', mode: 'sandbox' });
    expect(db.resources.get('res_prj_solo')).toMatchObject({ parentId: null, mode: 'live', name: 'Solo Store' });
    expect(db.payoutRequests.filter((p) => p.resourceId === 'res_prj_solo')).toHaveLength(3);
    expect(db.users.all()).toHaveLength(20);
    expect(db.identities.get('idn_owner')).toMatchObject({ userId: 'usr_owner', groupIds: ['grp_northwind_admin'] });
    // No language: seeded users follow the browser until they choose one.
    expect(db.users.find((u) => u.email === 'admin@sandbox.test')?.preferences).toEqual({
      timezone: 'utc',
      layoutType: 'constrained',
      theme: 'auto',
      dateFormat: 'dd.MM.yyyy',
    });
  });

  it('gives the enterprise identity exactly 5,000 workspaces, and the channels of the first organizations and standalone projects', () => {
    const identity = db.identities.get('idn_enterprise')!;
    const all = visibleResources(identity);
    const visible = all.filter((r) => r.resourceType !== 'channel');
    expect(visible).toHaveLength(5000);
    // Two channels for each project of the first five organizations (11 each) and of the first five standalone ones.
    expect(all.length - visible.length).toBe(120);
    expect(visible.filter((r) => r.resourceType === 'organization')).toHaveLength(400);
    expect(visible.some((r) => r.name === 'Aurora Retail 0001')).toBe(true);
    const modes = new Set(visible.filter((r) => r.resourceType === 'project').map((r) => r.mode));
    expect(modes).toEqual(new Set(['live', 'sandbox']));
  });

  it('hashes the permission catalogue to 10-digit strings', () => {
    // The merchants' permissions and the provider staff's own (docs/api/staff.md).
    const names = permissionNames.length + internalPermissionNames.length;
    expect(Object.keys(catalogue)).toHaveLength(names);
    for (const hash of Object.values(catalogue)) expect(hash).toMatch(/^\d{10}$/);
    expect(new Set(Object.values(catalogue)).size).toBe(names);
    expect(permissionHash('projects.read')).toBe(catalogue['projects.read']);
  });

  it('inherits organization roles on child projects and keeps support read-only', () => {
    const support = db.identities.get('idn_support')!;
    const onShop = permissionsOf(support, 'res_prj_northwind_shop');
    expect(onShop.has('transactions.read.2479032559')).toBe(true);
    expect(onShop.has('api-keys.read')).toBe(false);
    expect(onShop.has('users.read')).toBe(false);
    expect(onShop.has('webhook-endpoints.read')).toBe(false);
    expect(permissionsOf(support, 'res_prj_solo').size).toBe(0);
    const finance = db.identities.get('idn_finance')!;
    const financeOnShop = permissionsOf(finance, 'res_prj_northwind_shop');
    expect(['transactions.read.2479032559', 'refund.write'].every((name) => financeOnShop.has(name))).toBe(true);
    for (const name of ['charge.write', 'payments', 'users.write', 'identities.groups.write', 'api-keys.read', 'api-keys.write'])
      expect(financeOnShop.has(name)).toBe(false);
    for (const name of ['refund.write', 'charge.write', 'payments']) expect(onShop.has(name)).toBe(false);
    const noaccess = db.identities.get('idn_noaccess')!;
    expect([...permissionsOf(noaccess)]).toEqual(['transaction-statistics']);
    expect(visibleResources(noaccess)).toEqual([]);
  });
});

describe('transactions', () => {
  it('are many, recent, typed and in integer minor units', () => {
    const now = Date.now();
    const dayStart = Math.floor(now / DAY) * DAY;
    const rows = db.transactions.all();
    expect(rows.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(rows.map((t) => t.id)).size).toBe(rows.length);
    expect(new Set(rows.map((t) => t.type))).toEqual(new Set(transactionTypes));
    expect(new Set(rows.map((t) => t.status))).toEqual(new Set(transactionStatuses));
    expect(new Set(rows.map((t) => t.currency))).toEqual(new Set(currencies));
    expect(new Set(rows.map((t) => t.projectId))).toEqual(new Set(['res_prj_northwind_shop', 'res_prj_northwind_sandbox', 'res_prj_solo']));
    for (const t of rows) {
      expect(Number.isInteger(t.amount) && Number.isInteger(t.fee) && Number.isInteger(t.refundedAmount)).toBe(true);
      expect(t.refundedAmount).toBeLessThanOrEqual(t.amount);
      const created = Date.parse(t.createdAt);
      expect(created).toBeGreaterThanOrEqual(dayStart - 395 * DAY);
      expect(created).toBeLessThan(dayStart);
      expect(t.riskScore).toBeGreaterThanOrEqual(0);
      expect(t.riskScore).toBeLessThanOrEqual(100);
      expect(t.card === null).toBe(!['card', 'apple-pay', 'google-pay'].includes(t.paymentMethod));
    }
    const charges = rows.filter((t) => t.type === 'charge').length;
    expect(charges / rows.length).toBeGreaterThan(0.5);
  });
});
