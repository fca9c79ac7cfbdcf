/**
 * Internal-user administration (docs/api/staff.md): staff find any user by e-mail and change their
 * account with a reason and a fresh second factor; sign-in follows what they set; the internal audit
 * keeps who and why, the merchant's trail shows the provider's change without the person.
 */
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { login, openLive, signIn, signInWithCode } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer();

type Json = { id: string; attributes: Record<string, unknown> };
type Answer = { data?: unknown; errors?: { code: string; source?: { pointer?: string } }[] };
const DAY = 86_400_000;
const confirm = { data: { type: 'step-up', attributes: { code: '123456' } } };
const reason = (text = 'Card testing from this account, ticket 4411') => ({ data: { attributes: { reason: text } } });

async function staff() {
  const live = await openLive(await signInWithCode('staff@sandbox.test'));
  const action = (name: string, payload?: unknown, id?: string) => live.action(name, payload, { id, reference: crypto.randomUUID() }) as Promise<Answer>;
  return { action, stepUp: () => live.action('users/confirmStepUp', confirm), close: () => live.close() };
}
const codeOf = (answer: Answer) => answer.errors?.[0]?.code;
const signInStatus = async (email: string) => {
  const answer = await login(email);
  return answer.status === 200 ? 'ok' : (answer.body.errors?.[0] as { code: string }).code;
};

describe('staff', () => {
  it('finds users across merchants by e-mail and reads one in full', async () => {
    const s = await staff();
    const found = (await s.action('staff-users/list', { filter: { search: 'FINANCE@' } })).data as Json[];
    expect(found.map((u) => u.attributes.email)).toEqual(['finance@sandbox.test']);
    const enterprise = (await s.action('staff-users/get', undefined, 'usr_enterprise')).data as Json;
    expect(enterprise.attributes).toMatchObject({ email: 'enterprise@sandbox.test', status: 'active' });
    expect((enterprise.attributes.invitations as unknown[]).length).toBeGreaterThan(0);
    const admin = (await s.action('staff-users/get', undefined, 'usr_admin')).data as Json;
    const places = (admin.attributes.identities as { groups: { resource: { name: string } }[] }[]).flatMap((i) => i.groups.map((g) => g.resource.name));
    expect(places).toEqual(expect.arrayContaining(['Northwind Group', 'Solo Store']));
    expect(codeOf(await s.action('staff-users/get', undefined, 'usr_nobody'))).toBe('not-found');
    s.close();
  });

  it('is refused to merchants, even an admin', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect(codeOf((await admin.action('staff-users/list', {})) as Answer)).toBe('forbidden');
    expect(codeOf((await admin.action('staff-users/block', reason(), { id: 'usr_support' })) as Answer)).toBe('forbidden');
    admin.close();
  });

  it('blocks with a reason after a fresh code: the sessions end, sign-in says blocked, both audits have it', async () => {
    const s = await staff();
    expect(codeOf(await s.action('staff-users/block', reason('short'), 'usr_support'))).toBe('invalid');
    expect(codeOf(await s.action('staff-users/block', reason(), 'usr_support'))).toBe('step-up-required');
    expect(db.users.get('usr_support')!.status).toBe('active');
    await s.stepUp();
    const victim = await openLive(await signIn('support@sandbox.test'));
    const blocked = (await s.action('staff-users/block', reason(), 'usr_support')).data as Json;
    expect(blocked.attributes).toMatchObject({ status: 'blocked', activeSessions: 0 });
    expect(await signInStatus('support@sandbox.test')).toBe('account-blocked');
    victim.close();

    const internal = (await s.action('staff-audit/list', {})).data as Json[];
    expect(internal[0].attributes).toMatchObject({
      action: 'block',
      actor: { email: 'staff@sandbox.test' },
      user: { email: 'support@sandbox.test' },
      reason: 'Card testing from this account, ticket 4411',
    });
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const trail = ((await admin.action('audit/list', { resourceId: 'res_org_northwind', filter: { action: 'staff-users/block' } })) as Answer).data as Json[];
    expect(trail).toHaveLength(1);
    expect(trail[0].attributes).toMatchObject({
      actor: { provider: true, email: '' },
      session: { ip: null },
      object: { type: 'staff-users', id: 'usr_support' },
    });
    expect(JSON.stringify(trail[0])).not.toContain('staff@sandbox.test');
    expect(JSON.stringify(trail[0])).not.toContain('ticket 4411');
    admin.close();

    expect(codeOf(await s.action('staff-users/block', reason(), 'usr_support'))).toBe('already-blocked');
    expect((await s.action('staff-users/unblock', reason('Cleared after the merchant called'), 'usr_support')).errors).toBeUndefined();
    expect(await signInStatus('support@sandbox.test')).toBe('ok');
    s.close();
  });

  it('suspends until a time ahead, at most 90 days; sign-in opens again when it ends', async () => {
    const s = await staff();
    await s.stepUp();
    const until = (ms: number) => ({ data: { attributes: { ...reason().data.attributes, until: new Date(now() + ms).toISOString() } } });
    const past = await s.action('staff-users/suspend', until(-DAY), 'usr_finance');
    expect(past.errors?.[0]).toMatchObject({ code: 'not-in-future', source: { pointer: '/data/attributes/until' } });
    expect(codeOf(await s.action('staff-users/suspend', until(91 * DAY), 'usr_finance'))).toBe('too-long');
    expect(((await s.action('staff-users/suspend', until(2 * DAY), 'usr_finance')).data as Json).attributes.status).toBe('suspended');
    expect(await signInStatus('finance@sandbox.test')).toBe('account-suspended');
    sandboxControls.advance(2 * DAY + 1000);
    expect(await signInStatus('finance@sandbox.test')).toBe('ok');
    s.close();
  });

  it('resets the second factor, ends sessions, resends an invitation in its inviter’s name; never on their own account', async () => {
    const s = await staff();
    await s.stepUp();
    expect(((await s.action('staff-users/resetSecondFactor', reason(), 'usr_twofa')).data as Json).attributes.twoFaEnabled).toBe(false);
    expect(codeOf(await s.action('staff-users/resetSecondFactor', reason(), 'usr_twofa'))).toBe('no-second-factor');

    await openLive(await signIn('developer@sandbox.test'));
    expect(((await s.action('staff-users/endSessions', reason(), 'usr_developer')).data as Json).attributes.activeSessions).toBe(0);
    expect(codeOf(await s.action('staff-users/endSessions', reason(), 'usr_developer'))).toBe('no-sessions');

    const invitation = db.invitations.find((row) => row.email === 'enterprise@sandbox.test')!;
    const before = db.invitations.get(invitation.id)!;
    const resent = await s.action(
      'staff-users/resendInvitation',
      { data: { attributes: { ...reason().data.attributes, invitationId: invitation.id } } },
      'usr_enterprise',
    );
    expect(resent.errors).toBeUndefined();
    const after = db.invitations.get(invitation.id)!;
    expect(after.tokenDigest).not.toBe(before.tokenDigest);
    expect(after.invitedBy).toBe(before.invitedBy);
    const wrong = await s.action(
      'staff-users/resendInvitation',
      { data: { attributes: { ...reason().data.attributes, invitationId: 'inv_other' } } },
      'usr_enterprise',
    );
    expect(wrong.errors?.[0]).toMatchObject({ code: 'not-found', source: { pointer: '/data/attributes/invitationId' } });

    expect(codeOf(await s.action('staff-users/block', reason(), 'usr_staff'))).toBe('own-account');
    s.close();
  });
});
