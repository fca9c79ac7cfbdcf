import { sandboxControls } from '../controls';
import type { AuditEntry } from '../db/audit';
import { passwordDigest, sandboxPassword } from '../db/seed-accounts';
import { db } from '../db/store';
import { sessionByToken } from '../sessions';
import { call, openLive, ref, signIn, signInWithCode } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { AUDIT_VALUE_MAX } from './audit-trail';
import { forgetResults } from './dispatch';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const NW_SANDBOX = 'res_prj_northwind_sandbox';
const SOLO = 'res_prj_solo';
const DAY = 86_400_000;

type Entry = { id: string; attributes: Omit<AuditEntry, 'id' | 'requestReference'> };

const refundBody = (amount: number) => ({ data: { type: 'refunds', attributes: { amount } } });
const shopPayment = () => db.transactions.find((t) => t.projectId === SHOP && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)!;
/** The entries written in this test (the seed's are `aud_seed_…`). */
const entriesOf = (objectId: string) => db.auditEntries.filter((entry) => entry.object.id === objectId && !entry.id.startsWith('aud_seed_'));
const fieldsOf = (entry: AuditEntry) => Object.fromEntries(entry.changes.map((change) => [change.field, [change.before, change.after]]));

describe('the audit trail records each applied action once', () => {
  it('a refund: who, from which session, the payment and its refunded amount and status before and after', async () => {
    const token = await signIn('admin@sandbox.test');
    const admin = await openLive(token);
    const payment = shopPayment();
    const answer = await admin.action('transactions/refund', refundBody(100), { id: payment.id });
    expect(answer.errors).toBeUndefined();

    const [entry, ...more] = entriesOf(payment.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'transactions/refund',
      actor: { id: 'usr_admin', name: 'Ada Admin', email: 'admin@sandbox.test' },
      session: { id: sessionByToken(token)!.id },
      object: { type: 'transactions', id: payment.id },
      resource: { id: SHOP, name: 'Northwind Shop' },
    });
    expect(fieldsOf(entry)).toMatchObject({ refundedAmount: [0, 100], status: ['successful', 'partially-refunded'] });
    expect(fieldsOf(entry)).not.toHaveProperty('amount');
    admin.close();
  });

  it('a role change: the member, the workspace and the role before and after', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const answer = await admin.action('team/changeRole', { resourceId: GROUP, data: { attributes: { role: 'support' } } }, { id: 'usr_finance' });
    expect(answer.errors).toBeUndefined();
    const [entry, ...more] = entriesOf('usr_finance');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'team/changeRole', object: { type: 'team-members', id: 'usr_finance' }, resource: { id: GROUP } });
    expect(fieldsOf(entry)).toMatchObject({ role: ['finance', 'support'] });
    admin.close();
  });

  it('team 2FA switched on, and an invitation accepted at its link: each with its values before and after', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect((await admin.action('team/setTwoFaEnforcement', { resourceId: GROUP, data: { attributes: { twoFaEnforced: true } } })).errors).toBeUndefined();
    const [enforced] = entriesOf(GROUP).filter((entry) => entry.action === 'team/setTwoFaEnforcement');
    expect(enforced).toMatchObject({ object: { type: 'team-settings', id: GROUP }, resource: { id: GROUP } });
    expect(fieldsOf(enforced)).toEqual({ twoFaEnforced: [false, true] });

    expect(
      (await admin.action('team/invite', { resourceId: GROUP, data: { attributes: { email: 'ina.new@northwind.test', role: 'finance' } } })).errors,
    ).toBeUndefined();
    const token = sandboxControls.outbox()[0].link.replace('/confirm/', '');
    const accepted = await call('POST', 'users/set-password', { data: { type: 'passwords', attributes: { token, password: 'Welcome-2026' } } });
    expect(accepted.status).toBe(204);
    const ina = db.users.find((user) => user.email === 'ina.new@northwind.test')!;
    const [entry] = entriesOf(ina.id);
    expect(entry).toMatchObject({
      action: 'team/acceptInvitation',
      actor: { id: ina.id },
      object: { type: 'team-members', id: ina.id },
      resource: { id: GROUP },
    });
    expect(fieldsOf(entry)).toMatchObject({ status: ['invite-sent', 'active'] });
    admin.close();
  });

  it('a replayed requestReference writes no second entry, also once its stored result is gone', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const payment = shopPayment();
    const first = await admin.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('audit-replay') });
    const again = await admin.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('audit-replay') });
    expect(again).toEqual(first);
    forgetResults();
    db.actionResults.filter(() => true).forEach((row) => db.actionResults.remove(row.id));
    await admin.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('audit-replay') });
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
    expect(entriesOf(payment.id)).toHaveLength(1);
    admin.close();
  });

  it('a refused, invalid or failed action writes none', async () => {
    const payment = shopPayment();
    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await support.action('transactions/refund', refundBody(100), { id: payment.id })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect((await admin.action('transactions/refund', refundBody(payment.amount + 1), { id: payment.id })).errors?.[0]).toMatchObject({
      code: 'amount-exceeds-refundable',
    });
    sandboxControls.failNextAction(500, { action: 'transactions/refund' });
    expect((await admin.action('transactions/refund', refundBody(100), { id: payment.id })).errors?.[0]).toMatchObject({ code: '500' });
    expect(entriesOf(payment.id)).toHaveLength(0);
    support.close();
    admin.close();
  });

  it('never keeps a secret: the 2FA code of a payout approval, an IBAN', async () => {
    const twofa = await openLive(await signInWithCode('twofa@sandbox.test'));
    const approved = await twofa.action(
      'payouts/approve',
      { data: { attributes: { twoFaCode: '123456' } } },
      { id: 'po_seed_awaiting', endpoint: 'payouts/actions' },
    );
    expect(approved.errors).toBeUndefined();
    const [approval] = entriesOf('po_seed_awaiting');
    expect(approval).toMatchObject({ action: 'payouts/approve', actor: { id: 'usr_twofa' }, resource: { id: GROUP } });
    expect(fieldsOf(approval).status).toEqual(['awaiting-approval', 'approved']);
    expect(JSON.stringify(approval)).not.toContain('123456');

    const admin = await openLive(await signIn('admin@sandbox.test'));
    const iban = 'GB82 WEST 1234 5698 7654 32';
    const method = await admin.action(
      'payout-methods/create',
      {
        resourceId: GROUP,
        data: {
          type: 'payout-methods',
          attributes: { kind: 'bank-account', currency: 'EUR', accountHolderName: 'Northwind Trading Ltd', iban, bic: 'NWBKGB2L' },
        },
      },
      { endpoint: 'payouts/actions' },
    );
    const [created] = entriesOf((method.data as { id: string }).id);
    expect(created).toMatchObject({ action: 'payout-methods/create', object: { type: 'payout-methods' }, resource: { id: GROUP } });
    expect(created.changes.every((change) => change.before === null)).toBe(true);
    const kept = JSON.stringify(created);
    expect(kept).not.toMatch(/GB82\s?WEST|12345698|WEST1234/);
    expect(kept).toContain('5432');
    twofa.close();
    admin.close();
  });

  it("keeps entries small: long values cut at 500 characters, a bulk refund's rows as counts", async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const dispute = db.disputes.find((d) => d.projectId === SHOP && d.status === 'action-required' && !d.evidence.rebuttal)!;
    const text = 'Delivered and signed for. '.repeat(120);
    expect(
      (await admin.action('disputes/saveRebuttal', { data: { type: 'dispute-rebuttals', attributes: { text } } }, { id: dispute.id })).errors,
    ).toBeUndefined();
    const [saved] = entriesOf(dispute.id);
    const evidence = saved.changes.find((change) => change.field === 'evidence')!;
    expect(typeof evidence.after === 'string' && evidence.after.length).toBe(AUDIT_VALUE_MAX);
    expect(String(evidence.after)).toMatch(/^\{"files":\[\],"rebuttal":"Delivered and signed for\. .*…$/);
    expect(fieldsOf(saved)).not.toHaveProperty('statusHistory');

    const payments = db.transactions
      .filter((t) => t.projectId === SHOP && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)
      .slice(0, 30);
    const ids = [...payments.map((t) => t.id), 'trx_nope'];
    const preview = await admin.action('transactions/bulkRefundPreview', { resourceId: GROUP, ids });
    const confirmed = (preview.data as { attributes: { line: number; transactionId: string; amount: number; currency: string; outcome: string } }[])
      .filter((line) => line.attributes.outcome === 'refundable')
      .map(({ attributes: a }) => ({ line: a.line, transactionId: a.transactionId, amount: a.amount, currency: a.currency }));
    const batch = await admin.action('transactions/bulkRefund', { resourceId: GROUP, ids, confirmed });
    const [bulk, ...more] = entriesOf((batch.data as { id: string }).id);
    expect(more).toHaveLength(0);
    expect(bulk).toMatchObject({ object: { type: 'bulk-refunds' }, resource: { id: GROUP } });
    expect(fieldsOf(bulk).rows).toEqual([null, { refunded: 30, skipped: 1 }]);
    expect(payments.flatMap((t) => entriesOf(t.id))).toHaveLength(0);
    admin.close();
  });

  it('a deleted object keeps its values before, after null', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect((await admin.action('identities/deleteAccessToken', undefined, { id: 'tok_seed_admin_phone' })).errors).toBeUndefined();
    const [entry] = entriesOf('tok_seed_admin_phone');
    expect(entry).toMatchObject({ action: 'identities/deleteAccessToken', object: { type: 'access-tokens' } });
    expect(fieldsOf(entry).ip).toEqual(['198.51.100.7', null]);
    admin.close();
  });
});

/** A user who is admin of Northwind Shop only (not of the group). */
function addShopAdmin() {
  db.groups.insert({ id: 'grp_test_shop_admin', name: 'Northwind Shop · Admin', role: 'admin', resourceId: SHOP });
  db.users.insert({
    ...db.users.get('usr_admin')!,
    id: 'usr_test_shop',
    email: 'shop-admin@sandbox.test',
    name: 'Shay Shop',
    passwordDigest: passwordDigest(sandboxPassword),
  });
  db.identities.insert({ id: 'idn_test_shop', userId: 'usr_test_shop', status: 'active', groupIds: ['grp_test_shop_admin'] });
}

describe('audit/list', () => {
  const list = async (session: Awaited<ReturnType<typeof openLive>>, payload: Record<string, unknown>) => {
    const answer = await session.action('audit/list', payload);
    return { ...answer, rows: (answer.data ?? []) as Entry[] };
  };

  it('lists a workspace and what lies under it, newest first, to those who read its audit log', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const group = await list(admin, { resourceId: GROUP, page: { size: 500 } });
    expect(group.errors).toBeUndefined();
    const places = new Set(group.rows.map((row) => row.attributes.resource?.id));
    expect(places).toEqual(new Set([GROUP, SHOP, NW_SANDBOX]));
    const times = group.rows.map((row) => row.attributes.at);
    expect(times).toEqual([...times].sort().reverse());

    addShopAdmin();
    const shop = await openLive(await signIn('shop-admin@sandbox.test'));
    const own = await list(shop, { resourceId: SHOP });
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((row) => row.attributes.resource?.id === SHOP)).toBe(true);
    expect((await list(shop, { resourceId: GROUP })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await list(shop, { resourceId: NW_SANDBOX })).errors?.[0]).toMatchObject({ code: 'forbidden' });

    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await list(support, { resourceId: SHOP })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    for (const session of [admin, shop, support]) session.close();
  });

  it('filters by actor, action, object, time and search, and pages by cursor', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const all = await list(admin, { resourceId: GROUP });
    const total = all.meta?.page?.total ?? 0;

    const fiona = await list(admin, { resourceId: GROUP, filters: [{ field: 'actorId', operator: 'in', value: ['usr_finance'] }] });
    expect(fiona.rows.length).toBeGreaterThan(0);
    expect(fiona.rows.every((row) => row.attributes.actor.id === 'usr_finance')).toBe(true);
    const searched = await list(admin, { resourceId: GROUP, filters: [{ field: 'search', operator: 'contains', value: 'FIONA' }] });
    expect(searched.rows.map((row) => row.id)).toEqual(fiona.rows.map((row) => row.id));

    const deactivations = await list(admin, {
      resourceId: GROUP,
      filter: { action: 'payment-links/deactivate', objectType: 'payment-links', objectId: 'pl_nw_tea_set' },
    });
    expect(deactivations.rows).toHaveLength(1);
    expect(deactivations.rows[0].attributes.changes).toEqual([{ field: 'status', before: 'active', after: 'deactivated' }]);

    const since = new Date(Date.now() - 3 * DAY).toISOString();
    const recent = await list(admin, { resourceId: GROUP, filters: [{ field: 'at', operator: 'gte', value: since }] });
    expect(recent.rows.length).toBeGreaterThan(0);
    expect(recent.rows.length).toBeLessThan(total);
    expect(recent.rows.every((row) => row.attributes.at >= since)).toBe(true);

    const refused = await list(admin, { resourceId: GROUP, filters: [{ field: 'objectType', operator: 'contains', value: 'pay' }] });
    expect(refused.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/filters/0/operator' } });

    const first = await list(admin, { resourceId: GROUP, page: { size: 10 } });
    const second = await list(admin, { resourceId: GROUP, page: { size: 10, after: first.rows[9].id } });
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.rows.slice(0, 20).map((row) => row.id));
    admin.close();
  });
});

describe('the seed', () => {
  it('holds about forty entries of the last weeks by seeded users, on Northwind and Solo Store, with real values', () => {
    const seeded = db.auditEntries.all();
    expect(seeded.length).toBeGreaterThanOrEqual(35);
    expect(new Set(seeded.map((entry) => entry.resource?.id))).toEqual(new Set([GROUP, SHOP, NW_SANDBOX, SOLO]));
    for (const entry of seeded) {
      expect(db.users.get(entry.actor.id)?.email).toBe(entry.actor.email);
      expect(Date.parse(entry.at)).toBeLessThan(Date.now());
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 22 * DAY);
    }
    const actions = new Set(seeded.map((entry) => entry.action));
    for (const action of [
      'transactions/refund',
      'transactions/capture',
      'payment-links/create',
      'payment-links/deactivate',
      'disputes/submitEvidence',
      'reports/request',
      'team/changeRole',
      'team/invite',
      'identities/deleteAccessToken',
      'payouts/create',
      'payouts/approve',
    ]) {
      expect(actions).toContain(action);
    }
    const demoRefund = seeded.find((entry) => entry.object.id === 'trx_demo_refunded')!;
    expect(fieldsOf(demoRefund)).toMatchObject({
      refundedAmount: [0, db.transactions.get('trx_demo_refunded')!.refundedAmount],
      status: ['successful', 'refunded'],
    });
    const dispute = seeded.find((entry) => entry.action === 'disputes/submitEvidence')!;
    expect(db.disputes.get(dispute.object.id)?.evidence.submittedAt).toBe(fieldsOf(dispute).submittedAt[1]);
  });
});

describe('the push', () => {
  it('tells who reads the audit log that an entry was written, and nobody else', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const support = await openLive(await signIn('support@sandbox.test'));
    const owner = await openLive(await signIn('owner@sandbox.test'));
    const payment = shopPayment();
    await owner.action('transactions/refund', refundBody(100), { id: payment.id });
    const [entry] = entriesOf(payment.id);
    // The sign-ins of support and the owner are entries too (the security log): this one is the refund's.
    const pushed = await admin.next((m) => m.event === 'resource-updated' && JSON.parse(m.data).type === 'audit-entries' && JSON.parse(m.data).id === entry.id);
    expect(JSON.parse(pushed.data)).toEqual({ type: 'audit-entries', id: entry.id, resourceId: entry.resource?.id });
    await support.settled();
    expect(support.messages.some((m) => m.event === 'resource-updated' && JSON.parse(m.data).type === 'audit-entries')).toBe(false);
    for (const session of [admin, support, owner]) session.close();
  });
});

describe('the group calls', () => {
  it("record the identity's groups before and after", async () => {
    const token = await signIn('admin@sandbox.test');
    const posted = await call(
      'POST',
      'identities/idn_support/groups',
      { data: { type: 'identity-groups', attributes: { groupId: 'grp_northwind_finance' } } },
      token,
    );
    expect(posted.status).toBe(204);
    const [entry] = entriesOf('idn_support');
    expect(entry).toMatchObject({ action: 'identities/addToGroup', object: { type: 'identities', id: 'idn_support' }, resource: { id: GROUP } });
    const [before, after] = fieldsOf(entry).groups as { id: string }[][];
    expect(before.map((group) => group.id)).toEqual(['grp_northwind_support']);
    expect(after.map((group) => group.id)).toEqual(['grp_northwind_support', 'grp_northwind_finance']);
  });
});
