/**
 * Invitations that cannot take an account (docs/api/team.md, *Invitations and the outbox*;
 * docs/security.md, *Invitations*): a link works 7 days (sandbox clock), a resend kills the old link,
 * a link is bound to its e-mail, and an invitation of an address that has an account never sets its
 * password: the invitee signs in as themselves and accepts.
 */
import { sandboxControls } from './controls';
import { SEED_ACCOUNT_INVITATION_TOKEN, SEED_INVITATION_TOKEN } from './db/seed-accounts';
import { db } from './db/store';
import { sessionByToken } from './sessions';
import { call, login, openLive, signIn, signinAttributes } from './test/harness';
import { setupSandboxServer } from './test/setup-server';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const DAY = 86_400_000;

type Member = { id: string; attributes: { email: string; status: string; role: string; expiresAt: string | null; expired: boolean; invitedAt: string | null } };

const setPassword = (token: string, password: string) => call('POST', 'users/set-password', { data: { type: 'passwords', attributes: { token, password } } });
const lookup = (token: string) => call('POST', 'invitations/lookup', { data: { type: 'invitation-lookups', attributes: { token } } });
const tokenOf = (link: string) => link.replace('/confirm/', '');
/** The token of the newest outbox link to `email`. */
const linkTo = (email: string) => tokenOf(sandboxControls.outbox().find((message) => message.to === email)!.link);

async function live(email: string) {
  const token = await signIn(email);
  return { ...(await openLive(token)), token };
}

const teamRow = async (session: Awaited<ReturnType<typeof live>>, email: string) =>
  ((await session.action('team/list', { resourceId: GROUP })).data as Member[]).find((row) => row.attributes.email === email);

/** The entries written in this test (the seed's are `aud_seed_…`). */
const entriesOf = (objectId: string) => db.auditEntries.filter((entry) => entry.object.id === objectId && !entry.id.startsWith('aud_seed_'));

describe('an invitation link expires 7 days after it was sent', () => {
  it('the seeded link works today and is refused as expired once the clock moves 8 days; the team list says so', async () => {
    const admin = await live('admin@sandbox.test');
    const row = await teamRow(admin, 'new.hire@northwind.test');
    expect(row?.attributes).toMatchObject({ status: 'invite-sent', expired: false });
    expect(Date.parse(row!.attributes.expiresAt!) - Date.parse(row!.attributes.invitedAt!)).toBe(7 * DAY);
    expect(await lookup(SEED_INVITATION_TOKEN)).toMatchObject({
      status: 200,
      body: { data: { attributes: { email: 'new.hire@northwind.test', accountExists: false, workspace: { name: 'Northwind Group' }, role: 'support' } } },
    });
    admin.close();

    sandboxControls.advance(8 * DAY);
    const expired = await lookup(SEED_INVITATION_TOKEN);
    expect(expired).toMatchObject({ status: 410, body: { errors: [{ code: 'invitation-expired' }] } });
    expect((await setPassword(SEED_INVITATION_TOKEN, 'Welcome-2025')).body.errors?.[0]).toMatchObject({ code: 'token-expired' });
    expect(db.users.find((user) => user.email === 'new.hire@northwind.test')).toBeUndefined();
    const later = await live('admin@sandbox.test');
    expect((await teamRow(later, 'new.hire@northwind.test'))?.attributes).toMatchObject({ status: 'invite-sent', expired: true });
    later.close();
  });

  it('resend makes a new link with 7 new days (an expired invitation too) and the old link stops working; it is audited', async () => {
    sandboxControls.advance(8 * DAY);
    const admin = await live('admin@sandbox.test');
    const resent = await admin.action('team/resendInvitation', { resourceId: GROUP }, { id: 'inv_seed_new_hire' });
    expect(resent.errors).toBeUndefined();
    expect((resent.data as Member).attributes).toMatchObject({ expired: false });
    const fresh = linkTo('new.hire@northwind.test');
    expect(fresh).not.toBe(SEED_INVITATION_TOKEN);

    // The old link: refused with its own reason, at the lookup and at set-password.
    expect(await lookup(SEED_INVITATION_TOKEN)).toMatchObject({ status: 410, body: { errors: [{ code: 'invitation-replaced' }] } });
    expect((await setPassword(SEED_INVITATION_TOKEN, 'Welcome-2025')).status).toBe(410);
    expect((await lookup(fresh)).status).toBe(200);

    const [entry, ...more] = entriesOf('inv_seed_new_hire');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'team/resendInvitation', actor: { id: 'usr_admin' }, resource: { id: GROUP } });

    // The new link lives 7 days from the resend, no longer.
    sandboxControls.advance(7 * DAY - 60_000);
    expect((await lookup(fresh)).status).toBe(200);
    sandboxControls.advance(60_000);
    expect(await lookup(fresh)).toMatchObject({ status: 410, body: { errors: [{ code: 'invitation-expired' }] } });
    admin.close();
  });

  it('resend needs users.write', async () => {
    const support = await live('support@sandbox.test');
    expect((await support.action('team/resendInvitation', { resourceId: GROUP }, { id: 'inv_seed_new_hire' })).errors?.[0]).toMatchObject({
      code: 'forbidden',
    });
    expect((await lookup(SEED_INVITATION_TOKEN)).status).toBe(200);
    support.close();
  });
});

describe('a link is bound to its e-mail', () => {
  it("another account cannot accept it, and a new address's link makes that address's account only", async () => {
    const admin = await live('admin@sandbox.test');
    const identitiesBefore = db.identities.filter((identity) => identity.userId === 'usr_admin').length;
    const refused = await admin.action('team/acceptInvitation', { resourceId: GROUP, token: SEED_ACCOUNT_INVITATION_TOKEN });
    expect(refused.errors?.[0]).toMatchObject({ code: 'invitation-email-mismatch' });
    const refusedNew = await admin.action('team/acceptInvitation', { resourceId: GROUP, token: SEED_INVITATION_TOKEN });
    expect(refusedNew.errors?.[0]).toMatchObject({ code: 'invitation-email-mismatch' });
    expect(db.identities.filter((identity) => identity.userId === 'usr_admin')).toHaveLength(identitiesBefore);
    expect(db.invitations.get('inv_seed_enterprise')).toBeDefined();
    expect(entriesOf('usr_admin').filter((entry) => entry.action === 'team/acceptInvitation')).toHaveLength(0);

    expect((await setPassword(SEED_INVITATION_TOKEN, 'Welcome-2025')).status).toBe(204);
    expect(db.users.filter((user) => user.email === 'new.hire@northwind.test')).toHaveLength(1);
    expect(signinAttributes(await login('new.hire@northwind.test', 'Welcome-2025')).status).toBe('ok');
    // Nobody else's password moved.
    expect(signinAttributes(await login('admin@sandbox.test')).status).toBe('ok');
    admin.close();
  });
});

describe('an invitation of an address that has an account', () => {
  it('never sets its password: the invitee signs in as themselves and accepts; one audit row, no session ended', async () => {
    const looked = await lookup(SEED_ACCOUNT_INVITATION_TOKEN);
    expect(looked).toMatchObject({ status: 200, body: { data: { attributes: { email: 'enterprise@sandbox.test', accountExists: true, role: 'finance' } } } });

    // The link cannot set the password of the account.
    const taken = await setPassword(SEED_ACCOUNT_INVITATION_TOKEN, 'Attacker-pass-1');
    expect(taken).toMatchObject({ status: 409, body: { errors: [{ code: 'account-exists' }] } });
    expect(signinAttributes(await login('enterprise@sandbox.test', 'Attacker-pass-1'))).toBeUndefined();
    expect(db.invitations.get('inv_seed_enterprise')).toBeDefined();

    // Signed in with the account's own password, the invitee accepts.
    const enterprise = await live('enterprise@sandbox.test');
    const accepted = await enterprise.action('team/acceptInvitation', { resourceId: GROUP, token: SEED_ACCOUNT_INVITATION_TOKEN });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data).toMatchObject({ id: 'usr_enterprise', attributes: { status: 'active', role: 'finance', isYou: true } });

    const entries = db.auditEntries.filter((entry) => entry.action === 'team/acceptInvitation' && !entry.id.startsWith('aud_seed_'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: { id: 'usr_enterprise' }, object: { type: 'team-members', id: 'usr_enterprise' }, resource: { id: GROUP } });
    expect(entries[0].changes).toContainEqual({ field: 'status', before: 'invite-sent', after: 'active' });

    // The session that accepted goes on; the old password still signs in (now with a choice of identity).
    expect((await enterprise.action('users/me')).errors).toBeUndefined();
    expect(sessionByToken(enterprise.token)).toBeDefined();
    expect(signinAttributes(await login('enterprise@sandbox.test')).status).toBe('identity-select-required');

    // The admins see the new member; the link is used up.
    const admin = await live('admin@sandbox.test');
    expect((await teamRow(admin, 'enterprise@sandbox.test'))?.attributes).toMatchObject({ status: 'active', role: 'finance' });
    expect((await lookup(SEED_ACCOUNT_INVITATION_TOKEN)).status).toBe(404);
    expect((await enterprise.action('team/acceptInvitation', { resourceId: GROUP, token: SEED_ACCOUNT_INVITATION_TOKEN })).errors?.[0]).toMatchObject({
      code: 'not-found',
    });
    enterprise.close();
    admin.close();
  });

  it('an expired one cannot be accepted either', async () => {
    sandboxControls.advance(8 * DAY);
    const enterprise = await live('enterprise@sandbox.test');
    const refused = await enterprise.action('team/acceptInvitation', { resourceId: GROUP, token: SEED_ACCOUNT_INVITATION_TOKEN });
    expect(refused.errors?.[0]).toMatchObject({ code: 'invitation-expired' });
    expect(db.identities.filter((identity) => identity.userId === 'usr_enterprise')).toHaveLength(1);
    enterprise.close();
  });
});
