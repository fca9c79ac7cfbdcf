import { db, load, persist, resetDb, setPersistence, STORAGE_KEY, syncFromStorage } from './store';

describe('store persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    setPersistence(true);
    resetDb();
  });
  afterEach(() => {
    resetDb();
    setPersistence(false);
  });

  it('persists only an overlay of changes, then rebuilds seed + overlay', async () => {
    db.users.patch('usr_admin', { name: 'Ada Changed' });
    db.resources.remove('res_prj_solo');
    db.transactions.patch(db.transactions.all()[0].id, { status: 'refunded' });
    db.meta.trustedDevices['twofa@sandbox.test'] = '2099-01-01T00:00:00.000Z';
    persist();
    const raw = localStorage.getItem(STORAGE_KEY)!;
    expect(raw.length).toBeLessThan(5_000);
    const snapshot = JSON.parse(raw);
    expect(snapshot.tables.users.upserted).toHaveLength(1);
    expect(snapshot.tables.resources.deleted).toEqual(['res_prj_solo']);
    expect(snapshot.tables.transactions.upserted).toHaveLength(1);

    resetDb(); // forget everything in memory, but put the stored overlay back
    localStorage.setItem(STORAGE_KEY, raw);
    load();
    expect(db.users.get('usr_admin')?.name).toBe('Ada Changed');
    expect(db.resources.get('res_prj_solo')).toBeUndefined();
    // The seed's resources (5,000 enterprise ones, 4 of Northwind and Solo, 2 merchants, 8 + 120 channels) less the removed one.
    expect(db.resources.size).toBe(5133);
    expect(db.transactions.all().filter((t) => t.status === 'refunded').length).toBeGreaterThan(0);
    expect(db.meta.trustedDevices['twofa@sandbox.test']).toBe('2099-01-01T00:00:00.000Z');
  });

  it('writes changes automatically and reset clears them', async () => {
    db.users.patch('usr_support', { phone: '+44 20 0000 0000' });
    await Promise.resolve();
    expect(localStorage.getItem(STORAGE_KEY)).toContain('+44 20 0000 0000');
    resetDb();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(db.users.get('usr_support')?.phone).toBeNull();
  });

  it("takes in another tab's writes: its changes and removals, and drops what only this tab had created", async () => {
    db.users.patch('usr_admin', { name: 'Before' });
    persist();
    // What another tab wrote meanwhile: the admin renamed, Solo Store removed.
    const other = {
      version: 1,
      tables: {
        users: { upserted: [{ ...db.users.get('usr_admin')!, name: 'From the other tab' }], deleted: [] },
        resources: { upserted: [], deleted: ['res_prj_solo'] },
      },
      meta: { trustedDevices: {}, resetEmail: null },
    };
    // A topic this tab created but the other tab's write does not hold (it was removed there).
    db.topics.insert({
      id: 'top_local',
      resourceId: 'res_prj_solo',
      subject: 'x',
      status: 'Open',
      category: 'other',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    syncFromStorage(JSON.stringify(other));
    expect(db.users.get('usr_admin')?.name).toBe('From the other tab');
    expect(db.resources.get('res_prj_solo')).toBeUndefined();
    expect(db.topics.get('top_local')).toBeUndefined();
    // Seeded rows the other tab never touched are still there, without the seed being built again.
    expect(db.resources.get('res_org_northwind')).toBeDefined();
  });
});
