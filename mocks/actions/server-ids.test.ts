import { db } from '../db/store';
import { createSession } from '../sessions';
import { openLive, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { dispatchAction } from './dispatch';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const ENTERPRISE_PROJECT = 'res_ent_prj_0001_01';

const linkBody = (projectId: string, amount = 990) => ({
  data: {
    type: 'payment-links',
    attributes: { amount, currency: 'EUR', description: 'Takeover', expiresAt: null, reminderDays: null },
    relationships: { project: { data: { type: 'resources', id: projectId } } },
  },
});

/** A signed-in session of another merchant's admin, for calls below the HTTP layer. */
function enterpriseSession() {
  const user = db.users.get('usr_enterprise')!;
  return createSession(user, 'full', 'idn_enterprise', { userAgent: 'test', ip: '127.0.0.1' }).session;
}

describe('ids are made by the server; creating never overwrites', () => {
  it('insert refuses an id in use and leaves the row as it was', () => {
    const seeded = db.paymentLinks.get('pl_nw_winter_coat')!;
    expect(() => db.paymentLinks.insert({ ...seeded, projectId: ENTERPRISE_PROJECT })).toThrow(/pl_nw_winter_coat is already in use/);
    expect(db.paymentLinks.get('pl_nw_winter_coat')).toEqual(seeded);
  });

  it("a create whose reference once made an existing link's id makes a new link; the existing one is untouched", () => {
    const seeded = db.paymentLinks.get('pl_nw_winter_coat')!;
    const created = dispatchAction('main', enterpriseSession(), {
      requestReference: 'nw_winter_coat',
      action: 'payment-links/create',
      payload: linkBody(ENTERPRISE_PROJECT),
    });
    const id = (created.data as { id: string }).id;
    expect(id).not.toBe('pl_nw_winter_coat');
    expect(db.paymentLinks.get(id)).toMatchObject({ projectId: ENTERPRISE_PROJECT, amount: 990 });
    expect(db.paymentLinks.get('pl_nw_winter_coat')).toEqual(seeded);
  });

  it("a report request whose reference once made a seeded report's id makes a new report", () => {
    const seeded = db.reports.get('rep_seed_01')!;
    const requested = dispatchAction('main', enterpriseSession(), {
      requestReference: 'seed_01',
      action: 'reports/request',
      payload: {
        resourceId: ENTERPRISE_PROJECT,
        data: {
          type: 'reports',
          attributes: { kind: 'processing-transactions', level: 'project', format: 'csv', period: { from: '2025-01-01', to: '2025-01-31' } },
        },
      },
    });
    expect(requested.errors).toBeUndefined();
    expect((requested.data as { id: string }).id).not.toBe('rep_seed_01');
    expect(db.reports.get('rep_seed_01')).toEqual(seeded);
  });

  it('two merchants creating a link with the same reference each get a new link of their own', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const enterprise = await openLive(await signIn('enterprise@sandbox.test'));
    const reference = ref('same-link-reference');
    const mine = await admin.action('payment-links/create', linkBody(SHOP, 1200), { reference });
    const theirs = await enterprise.action('payment-links/create', linkBody(ENTERPRISE_PROJECT, 3400), { reference });
    expect(theirs.errors).toBeUndefined();
    const mineId = (mine.data as { id: string }).id;
    const theirsId = (theirs.data as { id: string }).id;
    expect(theirsId).not.toBe(mineId);
    expect(db.paymentLinks.get(mineId)).toMatchObject({ projectId: SHOP, amount: 1200 });
    expect(db.paymentLinks.get(theirsId)).toMatchObject({ projectId: ENTERPRISE_PROJECT, amount: 3400 });
    admin.close();
    enterprise.close();
  });
});
