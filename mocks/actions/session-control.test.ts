import { parseMeta } from '@/lib/contract';
import { db } from '../db/store';
import { call, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

async function live(email: string) {
  const token = await signIn(email);
  const session = await openLive(token);
  return { ...session, token, sessionId: db.sessions.find((s) => s.channels.includes(session.channel))!.id };
}
type Live = Awaited<ReturnType<typeof live>>;

const endToken = (caller: Live, tokenId: string) => caller.action('identities/deleteAccessToken', undefined, { id: tokenId });
const stillSignedIn = async (session: Live) =>
  (await call('POST', 'actions', { data: { requestReference: crypto.randomUUID(), action: 'users/me' } }, session.token)).status === 202;
const listOf = async (caller: Live, identityId: string) => {
  const answer = await caller.action('identities/listActiveTokens', { identityId, page: { size: 500 } });
  return { ids: (answer.data as { id: string }[]).map((t) => t.id), meta: answer.meta as { mayEnd?: boolean } };
};

describe("ending another member's session (admins only)", () => {
  it("a team manager (users.write, not admin) cannot end an admin's session; an admin can end the team manager's", async () => {
    const admin = await live('admin@sandbox.test');
    const manager = await live('custom@sandbox.test');

    // The manager sees the admin's devices but may not end them: told so, and the session lives on.
    const adminsTokens = await listOf(manager, 'idn_admin');
    expect(adminsTokens.ids).toContain(admin.sessionId);
    expect(adminsTokens.meta.mayEnd).toBe(false);
    const refused = await endToken(manager, admin.sessionId);
    expect(refused.errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await endToken(manager, 'tok_seed_admin_phone')).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(db.sessions.get(admin.sessionId)).toBeDefined();
    expect(db.sessions.get('tok_seed_admin_phone')).toBeDefined();
    expect(await stillSignedIn(admin)).toBe(true);
    // Not on another member either: a team manager ends no one's session.
    expect((await endToken(manager, 'tok_seed_support_desktop')).errors?.[0]).toMatchObject({ code: 'forbidden' });

    // The admin of Northwind Group, where the manager's only group sits, may.
    const managersTokens = await listOf(admin, 'idn_custom');
    expect(managersTokens.meta.mayEnd).toBe(true);
    expect(await parseMeta('identities/listActiveTokens', managersTokens.meta)).toMatchObject({ ok: true, value: { mayEnd: true } });
    expect((await endToken(admin, manager.sessionId)).errors).toBeUndefined();
    expect(db.sessions.get(manager.sessionId)).toBeUndefined();
    expect(await stillSignedIn(manager)).toBe(false);
    admin.close();
    manager.close();
  });

  it('an admin of only some of the workspaces the identity opens may not end it; everyone ends their own', async () => {
    // Ada is admin on Northwind Group and on Solo Store; Olivia (owner@) only on Northwind Group.
    const owner = await live('owner@sandbox.test');
    const admin = await live('admin@sandbox.test');
    expect((await listOf(owner, 'idn_admin')).meta.mayEnd).toBe(false);
    expect((await endToken(owner, admin.sessionId)).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(db.sessions.get(admin.sessionId)).toBeDefined();
    // Ada administers everything Olivia's identity opens.
    expect((await listOf(admin, 'idn_owner')).meta.mayEnd).toBe(true);
    // One's own sessions: always (the own list says so too).
    const own = await admin.action('identities/listActiveTokens', {});
    expect((own.meta as { mayEnd?: boolean }).mayEnd).toBe(true);
    expect((await endToken(admin, 'tok_seed_admin_phone')).errors).toBeUndefined();
    expect(db.sessions.get('tok_seed_admin_phone')).toBeUndefined();
    owner.close();
    admin.close();
  });
});

describe('the ended device learns who ended it', () => {
  it("session-ended names the admin who ended a member's session", async () => {
    const support = await live('support@sandbox.test');
    const admin = await live('admin@sandbox.test');
    expect((await endToken(admin, support.sessionId)).errors).toBeUndefined();
    const ended = await support.next((m) => m.event === 'session-ended');
    expect(JSON.parse(ended.data)).toEqual({ reason: 'token-deleted', endedBy: { id: 'usr_admin', name: 'Ada Admin' } });
    support.close();
    admin.close();
  });

  it('a removed member hears who removed them', async () => {
    const disputes = await live('disputes@sandbox.test');
    const admin = await live('admin@sandbox.test');
    expect((await admin.action('team/remove', { resourceId: 'res_org_northwind' }, { id: 'usr_disputes' })).errors).toBeUndefined();
    const ended = await disputes.next((m) => m.event === 'session-ended');
    expect(JSON.parse(ended.data)).toEqual({ reason: 'member-removed', endedBy: { id: 'usr_admin', name: 'Ada Admin' } });
    disputes.close();
    admin.close();
  });
});

describe('identities/deleteOtherAccessTokens ("Sign out all other sessions")', () => {
  it("ends every other session of the user, each told it was the user's own doing, never the calling one nor anyone else's", async () => {
    const here = await live('admin@sandbox.test');
    const there = await live('admin@sandbox.test');
    const support = await live('support@sandbox.test');
    const before = db.sessions.filter((s) => s.userId === 'usr_admin').map((s) => s.id);
    expect(before).toEqual(expect.arrayContaining([here.sessionId, there.sessionId, 'tok_seed_admin_laptop', 'tok_seed_admin_phone']));

    const answer = await here.action('identities/deleteOtherAccessTokens');
    expect(answer.errors).toBeUndefined();
    expect(answer.meta).toEqual({ ended: before.length - 1 });
    expect(db.sessions.filter((s) => s.userId === 'usr_admin').map((s) => s.id)).toEqual([here.sessionId]);
    const ended = await there.next((m) => m.event === 'session-ended');
    expect(JSON.parse(ended.data)).toEqual({ reason: 'token-deleted', endedBy: { id: 'usr_admin', name: 'Ada Admin' } });
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(there)).toBe(false);
    expect(await stillSignedIn(support)).toBe(true);
    here.close();
    there.close();
    support.close();
  });
});
