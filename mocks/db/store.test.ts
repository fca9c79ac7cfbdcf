import { db, load, persist, resetDb, setPersistence, STORAGE_KEY } from './store';

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
    // The seed's resources (5,000 enterprise ones, 4 of Northwind and Solo, 2 merchants) less the removed one.
    expect(db.resources.size).toBe(5005);
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
});
