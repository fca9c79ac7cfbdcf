import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const createBody = (name: string, query: string) => ({ data: { type: 'transaction-views', attributes: { name, query } } });

describe('transaction views (sandbox)', () => {
  it('saves a view per user, without paging; another user neither lists nor deletes it', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const created = await admin.action('transaction-views/create', createBody('  Last week EUR ', '?created=last-7-days&currency=EUR&page=3'));
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({ type: 'transaction-views', attributes: { name: 'Last week EUR', query: 'created=last-7-days&currency=EUR' } });
    const id = (created.data as { id: string }).id;

    const mine = await admin.action('transaction-views/list', {});
    expect((mine.data as { id: string }[]).map((view) => view.id)).toEqual([id]);

    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await support.action('transaction-views/list', {})).data).toEqual([]);
    expect((await support.action('transaction-views/delete', undefined, { id })).errors?.[0]).toMatchObject({ code: 'not-found' });
    expect(db.transactionViews.get(id)).toBeDefined();

    expect((await admin.action('transaction-views/delete', undefined, { id })).errors).toBeUndefined();
    expect(db.transactionViews.get(id)).toBeUndefined();
    admin.close();
    support.close();
  });

  it('refuses a missing, too long or taken name on the name field', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const pointer = { source: { pointer: '/data/attributes/name' } };
    expect((await admin.action('transaction-views/create', createBody('   ', 'status=paid'))).errors?.[0]).toMatchObject({ code: 'required', ...pointer });
    expect((await admin.action('transaction-views/create', createBody('x'.repeat(61), 'status=paid'))).errors?.[0]).toMatchObject({
      code: 'invalid',
      ...pointer,
    });
    expect((await admin.action('transaction-views/create', createBody('Paid', 'status=paid'))).errors).toBeUndefined();
    expect((await admin.action('transaction-views/create', createBody('paid', 'status=failed'))).errors?.[0]).toMatchObject({ code: 'name-taken', ...pointer });
    // Names are unique per user: another user may use the same one.
    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await support.action('transaction-views/create', createBody('Paid', 'status=paid'))).errors).toBeUndefined();
    admin.close();
    support.close();
  });
});
