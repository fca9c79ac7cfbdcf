/**
 * The step-up window and the sensitive-action table, as the sandbox enforces them (docs/security.md):
 * twofa@ (admin of Northwind Group, 2FA on, code 123456), admin@ (no 2FA), custom@ (Team manager).
 */
import { STEP_UP_WINDOW_MS } from '@/lib/contract/sensitive-actions';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, ref, signIn, signInWithCode } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer();

const GROUP = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const PAYOUTS = { endpoint: 'payouts/actions' };

const bank = {
  resourceId: GROUP,
  data: {
    type: 'payout-methods',
    attributes: { kind: 'bank-account', currency: 'PLN', accountHolderName: 'Mallory Ltd', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L' },
  },
};
const webhook = (url: string) => ({ resourceId: SHOP, data: { type: 'webhook-endpoints', attributes: { url, events: ['refund.succeeded'] } } });
const invite = (email: string, role: string) => ({ resourceId: GROUP, data: { type: 'invitations', attributes: { email, role } } });
const confirm = (code: string) => ({ data: { type: 'step-up', attributes: { code } } });

const codeOf = (answer: { errors?: { code: string }[] }) => answer.errors?.[0]?.code;

describe('the step-up window', () => {
  it('asks twofa@ once for a burst of changes: a payout method, a webhook to another host, an admin invited; again after 10 minutes', async () => {
    const live = await openLive(await signInWithCode('twofa@sandbox.test'));
    const reference = ref('method');
    expect(codeOf(await live.action('payout-methods/create', bank, { ...PAYOUTS, reference }))).toBe('step-up-required');
    expect(db.payoutMethods.filter((method) => method.currency === 'PLN')).toHaveLength(0);

    expect(codeOf(await live.action('users/confirmStepUp', confirm('000000')))).toBe('invalid-2fa-code');
    const opened = await live.action('users/confirmStepUp', confirm('123456'));
    expect(opened.data).toMatchObject({ type: 'step-up', attributes: { until: expect.any(String) } });

    // The same request, under the same reference, now runs: the question was not stored as its answer.
    expect((await live.action('payout-methods/create', bank, { ...PAYOUTS, reference })).errors).toBeUndefined();
    expect((await live.action('webhook-endpoints/create', webhook('https://elsewhere.example/hook'))).errors).toBeUndefined();
    expect((await live.action('team/invite', invite('new.admin@example.com', 'admin'))).errors).toBeUndefined();

    sandboxControls.advance(STEP_UP_WINDOW_MS + 1);
    expect(codeOf(await live.action('team/setTwoFaEnforcement', { resourceId: GROUP, data: { attributes: { twoFaEnforced: false } } }))).toBe(
      'step-up-required',
    );
    live.close();
  });

  it('is bound to the session that confirmed: another session of the same user is asked again', async () => {
    const first = await openLive(await signInWithCode('twofa@sandbox.test'));
    await first.action('users/confirmStepUp', confirm('123456'));
    const second = await openLive(await signInWithCode('twofa@sandbox.test'));
    expect(codeOf(await second.action('payout-methods/create', bank, PAYOUTS))).toBe('step-up-required');
    expect((await first.action('payout-methods/create', bank, PAYOUTS)).errors).toBeUndefined();
    first.close();
    second.close();
  });

  it('sends admin@ (no second factor) to set one up, never waving the change through', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect(codeOf(await admin.action('payout-methods/create', bank, PAYOUTS))).toBe('second-factor-required');
    expect(codeOf(await admin.action('api-keys/create', { resourceId: SHOP, data: { attributes: { name: 'k', permissions: ['payments'] } } }))).toBe(
      'second-factor-required',
    );
    expect(codeOf(await admin.action('users/confirmStepUp', confirm('123456')))).toBe('second-factor-required');
    expect(db.payoutMethods.filter((method) => method.currency === 'PLN')).toHaveLength(0);
    admin.close();
  });

  it('asks only where the change gives power: inviting support needs no code, inviting finance does', async () => {
    const live = await openLive(await signInWithCode('twofa@sandbox.test'));
    expect((await live.action('team/invite', invite('desk@example.com', 'support'))).errors).toBeUndefined();
    expect(codeOf(await live.action('team/invite', invite('money@example.com', 'finance')))).toBe('step-up-required');
    live.close();
  });

  it('asks before payouts and their approval; the code is never part of the request', async () => {
    const live = await openLive(await signInWithCode('twofa@sandbox.test'));
    const payout = {
      resourceId: GROUP,
      data: {
        type: 'payouts',
        attributes: { amount: 1_000, currency: 'EUR' },
        relationships: { payoutMethod: { data: { type: 'payout-methods', id: 'pm_nw_eur' } } },
      },
    };
    expect(codeOf(await live.action('payouts/create', payout, PAYOUTS))).toBe('step-up-required');
    live.close();
  });
});

describe('grants hold on every path (N1)', () => {
  it('a member who may not give refund.write cannot roll or revoke a key that holds it', async () => {
    db.groups.insert({
      id: 'grp_nw_keys',
      name: 'Northwind Group · Keys',
      role: 'custom',
      resourceId: GROUP,
      permissions: ['api-keys.read', 'api-keys.write', 'payments', 'projects.read'],
    });
    db.identities.patch('idn_custom', { groupIds: ['grp_nw_keys'] });
    sandboxControls.trustStepUp();
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const made = await admin.action('api-keys/create', {
      resourceId: SHOP,
      data: { attributes: { name: 'Refunds', permissions: ['payments', 'refund.write'] } },
    });
    const keyId = (made.data as { id: string }).id;
    admin.close();

    const custom = await openLive(await signIn('custom@sandbox.test'));
    const rolled = await custom.action('api-keys/roll', { data: { attributes: { graceHours: 0 } } }, { id: keyId });
    expect(rolled.errors?.[0]).toMatchObject({ code: 'grant-exceeds-own', meta: { missing: ['refund.write'] } });
    expect(rolled.meta?.secretTicket).toBeUndefined();
    expect(codeOf(await custom.action('api-keys/revoke', {}, { id: keyId }))).toBe('grant-exceeds-own');
    expect(db.apiKeys.get(keyId)).toMatchObject({ status: 'active' });
    custom.close();
  });
});

describe('disabling a second factor', () => {
  it('is refused where the team enforces 2FA, even with a right code', async () => {
    const user = db.users.find((row) => row.email === 'twofa@sandbox.test')!;
    db.users.patch(user.id, { teamEnforcesTwoFa: true });
    const live = await openLive(await signInWithCode('twofa@sandbox.test'));
    const answer = await live.action('users/disableTwoFa', { data: { type: '2fa-disable-request', attributes: { code: '123456' } } });
    expect(codeOf(answer)).toBe('two-fa-enforced');
    expect(db.users.get(user.id)?.twoFaEnabled).toBe(true);
    live.close();
  });
});
