import { parseAnswer, parseMeta, type ActionName } from '@/lib/contract';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { call, login, openLive, signIn, signinAttributes } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

type Member = {
  id: string;
  attributes: {
    email: string;
    name: string | null;
    status: string;
    role: string;
    identityId: string | null;
    inheritedFrom: { id: string } | null;
    isYou: boolean;
    permissions: string[];
  };
};

async function live(email: string) {
  const token = await signIn(email);
  return { ...(await openLive(token)), token };
}

const members = async (session: Awaited<ReturnType<typeof live>>, resourceId = GROUP, query: Record<string, unknown> = {}) =>
  (await session.action('team/list', { resourceId, ...query })).data as Member[];

const setPassword = (token: string, password: string) => call('POST', 'users/set-password', { data: { type: 'passwords', attributes: { token, password } } });

/** The token of the newest outbox link to `email`. */
const linkTo = (email: string) =>
  sandboxControls
    .outbox()
    .find((message) => message.to === email)!
    .link.replace('/confirm/', '');

const invite = (session: Awaited<ReturnType<typeof live>>, email: string, role: string, permissions?: string[], resourceId = GROUP) =>
  session.action('team/invite', { resourceId, data: { type: 'invitations', attributes: { email, role, ...(permissions && { permissions }) } } });

describe('the team of a workspace', () => {
  it('lists members with their role and the pending invitation; search and filters narrow it', async () => {
    const admin = await live('admin@sandbox.test');
    const rows = await members(admin);
    const byEmail = new Map(rows.map((row) => [row.attributes.email, row.attributes]));
    expect(byEmail.get('admin@sandbox.test')).toMatchObject({ role: 'admin', status: 'active', isYou: true });
    expect(byEmail.get('developer@sandbox.test')).toMatchObject({ role: 'developer', name: 'Dev Developer' });
    expect(byEmail.get('custom@sandbox.test')).toMatchObject({
      role: 'custom',
      permissions: expect.arrayContaining(['users.write', 'transactions.read.2479032559']),
    });
    expect(byEmail.get('new.hire@northwind.test')).toMatchObject({ status: 'invite-sent', role: 'support', identityId: null });
    // Inactive identities make nobody a member.
    expect(byEmail.has('inactive@sandbox.test')).toBe(false);
    const searched = await members(admin, GROUP, { filter: { search: 'fiona' } });
    expect(searched.map((row) => row.attributes.email)).toEqual(['finance@sandbox.test']);
    const invited = await members(admin, GROUP, { filter: { status: 'invite-sent' } });
    // Sorted by name: the invitation of an existing account carries its name (Eve Enterprise).
    expect(invited.map((row) => row.attributes.email)).toEqual(['enterprise@sandbox.test', 'new.hire@northwind.test']);
    admin.close();
  });

  it('a member of the organization is a member of its project, with the same role, inherited from it', async () => {
    const admin = await live('admin@sandbox.test');
    const shop = await members(admin, SHOP);
    const finance = shop.find((row) => row.attributes.email === 'finance@sandbox.test')!;
    expect(finance.attributes).toMatchObject({ role: 'finance', inheritedFrom: { id: GROUP, name: 'Northwind Group' } });
    // What the role gives there follows: finance reads and refunds the project's transactions.
    const asFinance = await live('finance@sandbox.test');
    const permissions = await asFinance.action('identities/getMyPermissions', { resourceId: SHOP });
    const catalogue = permissions.meta!.catalogue as Record<string, string>;
    expect((permissions.data as { attributes: { permissions: string[] } }).attributes.permissions).toContain(catalogue['refund.write']);
    admin.close();
    asFinance.close();
  });

  it('is read with users.read or users.write; support is refused', async () => {
    const support = await live('support@sandbox.test');
    expect((await support.action('team/list', { resourceId: GROUP })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    const custom = await live('custom@sandbox.test');
    expect((await members(custom)).length).toBeGreaterThan(5);
    support.close();
    custom.close();
  });

  it('every answer passes its contract schema', async () => {
    const admin = await live('admin@sandbox.test');
    const invited = await invite(admin, 'contract@example.com', 'custom', ['transactions.read.2479032559']);
    const invitationId = (invited.data as Member).id;
    const calls: [ActionName, unknown, string?][] = [
      ['team/list', { resourceId: GROUP }],
      ['team/list', { resourceId: SHOP, sort: '-lastSignInAt' }],
      ['team/get', { resourceId: GROUP }, 'usr_finance'],
      ['team/get', { resourceId: GROUP }, invitationId],
      ['team/listIdentities', { resourceId: GROUP }, 'usr_multi'],
      ['team/getSettings', { resourceId: GROUP }],
      ['groups/list', { resourceId: SHOP }],
      ['identities/getIdentityGroups', undefined, 'idn_finance'],
      ['identities/listActiveTokens', { identityId: 'idn_support' }],
      ['team/resendInvitation', { resourceId: GROUP }, invitationId],
      ['team/changeRole', { resourceId: GROUP, data: { attributes: { role: 'support' } } }, 'usr_finance'],
      ['identities/replaceIdentityGroups', { data: { attributes: { groupIds: ['grp_northwind_finance'] } } }, 'idn_finance'],
      ['team/setTwoFaEnforcement', { resourceId: GROUP, data: { attributes: { twoFaEnforced: true } } }],
      ['team/revokeInvitation', { resourceId: GROUP }, invitationId],
      ['team/remove', { resourceId: GROUP }, 'usr_disputes'],
      ['identities/deleteAccessToken', undefined, 'tok_seed_support_desktop'],
    ];
    for (const [name, payload, id] of [['team/invite', null] as const, ...calls]) {
      const answer = name === 'team/invite' ? invited : await admin.action(name, payload, id ? { id } : {});
      expect(answer.errors, name).toBeUndefined();
      expect(await parseAnswer(name, answer.data), name).toMatchObject({ ok: true });
      expect(await parseMeta(name, answer.meta), name).toMatchObject({ ok: true });
    }
    admin.close();
  });
});

describe('invitations', () => {
  it('invite → outbox → set-password: the member turns active and signs in with the invited role', async () => {
    const admin = await live('admin@sandbox.test');
    const invited = await invite(admin, 'Grace.Hopper@Example.com', 'finance');
    expect(invited.data).toMatchObject({
      type: 'team-members',
      attributes: { email: 'grace.hopper@example.com', status: 'invite-sent', role: 'finance', invitedBy: { name: 'Ada Admin' } },
    });
    const message = sandboxControls.outbox()[0];
    expect(message).toMatchObject({ to: 'grace.hopper@example.com', subject: 'Ada Admin invited you to Northwind Group' });
    expect(message.link).toMatch(/^\/confirm\/inv-[0-9a-f]{32}$/);

    expect((await setPassword(linkTo('grace.hopper@example.com'), 'Welcome-2025')).status).toBe(204);
    const rows = await members(admin);
    expect(rows.find((row) => row.attributes.email === 'grace.hopper@example.com')?.attributes).toMatchObject({
      status: 'active',
      role: 'finance',
      name: 'Grace Hopper',
    });
    const signedIn = signinAttributes(await login('grace.hopper@example.com', 'Welcome-2025'));
    expect(signedIn.status).toBe('ok');
    // The link is used up.
    expect((await setPassword(message.link.replace('/confirm/', ''), 'Welcome-2025')).status).toBe(410);
    admin.close();
  });

  it('refuses a member or an address already invited', async () => {
    const admin = await live('admin@sandbox.test');
    expect((await invite(admin, 'FINANCE@sandbox.test', 'support')).errors?.[0]).toMatchObject({
      code: 'already-member',
      source: { pointer: '/data/attributes/email' },
    });
    expect((await invite(admin, 'new.hire@northwind.test', 'support')).errors?.[0]).toMatchObject({ code: 'already-invited' });
    expect((await invite(admin, 'x@example.com', 'custom', [])).errors?.[0]).toMatchObject({
      code: 'permissions-required',
      source: { pointer: '/data/attributes/permissions' },
    });
    // Only the two seeded invitations' links: nothing refused was sent.
    expect(db.outbox.all().filter((message) => message.link.startsWith('/confirm/'))).toHaveLength(2);
    admin.close();
  });
});

/**
 * The developer role holds no team rights (issue 19: developers do not see Team); one who also manages
 * the team (the team-manager group beside it) may give what they do not hold (spec §6).
 */
function developerWhoManagesTheTeam() {
  const identity = db.identities.get('idn_developer')!;
  db.identities.patch(identity.id, { groupIds: [...identity.groupIds, 'grp_northwind_team_manager'] });
  return 'developer@sandbox.test';
}

const changeRole = (session: Awaited<ReturnType<typeof live>>, userId: string, role: string, permissions?: string[], resourceId = GROUP) =>
  session.action('team/changeRole', { resourceId, data: { attributes: { role, ...(permissions && { permissions }) } } }, { id: userId });

const remove = (session: Awaited<ReturnType<typeof live>>, userId: string, resourceId = GROUP) => session.action('team/remove', { resourceId }, { id: userId });

const roleOf = async (session: Awaited<ReturnType<typeof live>>, email: string, resourceId = GROUP) =>
  (await members(session, resourceId)).find((row) => row.attributes.email === email)?.attributes.role;

describe('the rules', () => {
  it('nobody changes or removes themselves', async () => {
    const admin = await live('admin@sandbox.test');
    expect((await changeRole(admin, 'usr_admin', 'support')).errors?.[0]).toMatchObject({ code: 'own-identity' });
    expect((await remove(admin, 'usr_admin')).errors?.[0]).toMatchObject({ code: 'own-identity' });
    expect(await roleOf(admin, 'admin@sandbox.test')).toBe('admin');
    admin.close();
  });

  it('never leaves a workspace without an active admin, not even for a role that may escalate', async () => {
    const admin = await live('admin@sandbox.test');
    expect((await changeRole(admin, 'usr_owner', 'support')).errors).toBeUndefined();
    expect((await remove(admin, 'usr_twofa')).errors).toBeUndefined();
    const developer = await live(developerWhoManagesTheTeam());
    expect((await changeRole(developer, 'usr_admin', 'finance')).errors?.[0]).toMatchObject({ code: 'last-admin' });
    expect((await remove(developer, 'usr_admin')).errors?.[0]).toMatchObject({ code: 'last-admin' });
    // The REST call follows the same rule.
    const rest = await call('DELETE', 'identities/idn_admin/groups/grp_northwind_admin', undefined, developer.token);
    expect(rest).toMatchObject({ status: 403, body: { errors: [{ code: 'last-admin' }] } });
    expect(await roleOf(admin, 'admin@sandbox.test')).toBe('admin');
    // With a second admin again, the first may go.
    expect((await changeRole(developer, 'usr_owner', 'admin')).errors).toBeUndefined();
    expect((await changeRole(developer, 'usr_admin', 'finance')).errors).toBeUndefined();
    admin.close();
    developer.close();
  });

  it('a developer may give what they do not hold (spec §6); a custom role may give only what it holds', async () => {
    const developer = await live(developerWhoManagesTheTeam());
    expect((await invite(developer, 'fin@example.com', 'finance')).errors).toBeUndefined();
    expect((await changeRole(developer, 'usr_support', 'admin')).errors).toBeUndefined();
    const custom = await live('custom@sandbox.test');
    expect((await invite(custom, 'fin2@example.com', 'finance')).errors?.[0]).toMatchObject({
      code: 'grant-exceeds-own',
      source: { pointer: '/data/attributes/role' },
    });
    expect((await invite(custom, 'reader@example.com', 'custom', ['transactions.read.2479032559'])).errors).toBeUndefined();
    // Taking a role away is checked the same way: she lacks what finance gives.
    expect((await changeRole(custom, 'usr_finance', 'custom', ['transactions.read.2479032559'])).errors?.[0]).toMatchObject({ code: 'grant-exceeds-own' });
    const settings = (await custom.action('team/getSettings', { resourceId: GROUP })).data as {
      attributes: { grantableRoles: string[]; grantablePermissions: string[]; canManage: boolean };
    };
    expect(settings.attributes).toMatchObject({ grantableRoles: ['custom'], canManage: true });
    expect(settings.attributes.grantablePermissions).not.toContain('refund.write');
    const groups = (await custom.action('groups/list', { resourceId: GROUP })).data as { id: string; attributes: { grantable: boolean } }[];
    const grantable = groups.filter((g) => g.attributes.grantable).map((g) => g.id);
    expect(grantable).toContain('grp_northwind_team_manager');
    expect(grantable).not.toContain('grp_northwind_finance');
    // The REST group calls follow the same rule, escalation included.
    expect(
      (
        await call(
          'POST',
          'identities/idn_disputes/groups',
          { data: { type: 'identity-groups', attributes: { groupId: 'grp_northwind_admin' } } },
          custom.token,
        )
      ).body.errors?.[0],
    ).toMatchObject({ code: 'grant-exceeds-own' });
    expect(
      (
        await call(
          'POST',
          'identities/idn_disputes/groups',
          { data: { type: 'identity-groups', attributes: { groupId: 'grp_northwind_admin' } } },
          developer.token,
        )
      ).status,
    ).toBe(204);
    developer.close();
    custom.close();
  });

  it('an inherited role is shown on the project but changed on the organization', async () => {
    const admin = await live('admin@sandbox.test');
    const refused = await changeRole(admin, 'usr_finance', 'support', undefined, SHOP);
    expect(refused.errors?.[0]).toMatchObject({ code: 'inherited-role' });
    expect((await remove(admin, 'usr_finance', SHOP)).errors?.[0]).toMatchObject({ code: 'inherited-role' });
    expect((await changeRole(admin, 'usr_finance', 'support')).errors).toBeUndefined();
    expect(await roleOf(admin, 'finance@sandbox.test', SHOP)).toBe('support');
    admin.close();
  });
});

describe('invitation links', () => {
  it('resending kills the old link; revoking kills the link', async () => {
    const admin = await live('admin@sandbox.test');
    const invited = (await invite(admin, 'twice@example.com', 'support')).data as Member;
    const first = linkTo('twice@example.com');
    expect((await admin.action('team/resendInvitation', { resourceId: GROUP }, { id: invited.id })).errors).toBeUndefined();
    const second = linkTo('twice@example.com');
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'Welcome-2025')).body.errors?.[0]).toMatchObject({ code: 'token-expired' });
    expect((await admin.action('team/revokeInvitation', { resourceId: GROUP }, { id: invited.id })).errors).toBeUndefined();
    expect((await setPassword(second, 'Welcome-2025')).status).toBe(410);
    expect((await members(admin)).some((row) => row.attributes.email === 'twice@example.com')).toBe(false);
    // A member is not an invitation.
    expect((await admin.action('team/revokeInvitation', { resourceId: GROUP }, { id: 'usr_finance' })).errors?.[0]).toMatchObject({ code: 'not-invited' });
    admin.close();
  });

  it('the seeded invitation is accepted from its link; the literal reset and confirm links still work', async () => {
    expect((await setPassword('sandbox-invite-token', 'Welcome-2025')).status).toBe(204);
    expect(signinAttributes(await login('new.hire@northwind.test', 'Welcome-2025')).status).toBe('ok');
    expect((await setPassword('sandbox-confirm-token', 'Welcome-2025')).status).toBe(204);
    expect((await setPassword('expired-token', 'Welcome-2025')).status).toBe(410);
  });
});

describe('pushes', () => {
  it("a role change pushes permissions-changed to the member's open sessions, and the team to its readers", async () => {
    const finance = await live('finance@sandbox.test');
    const admin = await live('admin@sandbox.test');
    const from = finance.messages.length;
    const adminFrom = admin.messages.length;
    expect((await changeRole(admin, 'usr_finance', 'support')).data).toMatchObject({ attributes: { role: 'support' } });
    const pushed = await finance.next((m) => m.event === 'permissions-changed', undefined, from);
    expect(JSON.parse(pushed.data)).toEqual({ identityId: 'idn_finance' });
    await admin.next(
      (m) => m.event === 'resource-updated' && JSON.parse(m.data).type === 'team-members' && JSON.parse(m.data).id === 'usr_finance',
      undefined,
      adminFrom,
    );
    // What the member may do follows at once: no refund as support.
    const refund = await finance.action('transactions/refund', { data: { type: 'refunds', attributes: { amount: 100 } } }, { id: 'trx_demo_eur_paid' });
    expect(refund.errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
    admin.close();
  });

  it("deleting a member's token pushes session-ended to that session, then ends it", async () => {
    const support = await live('support@sandbox.test');
    const admin = await live('admin@sandbox.test');
    const tokens = (await admin.action('identities/listActiveTokens', { identityId: 'idn_support' })).data as {
      id: string;
      attributes: { location: string | null };
    }[];
    expect(tokens.find((t) => t.id === 'tok_seed_support_desktop')?.attributes.location).toBe('Tallinn, Estonia');
    const sessionId = db.sessions.find((s) => s.channels.includes(support.channel))!.id;
    expect(tokens.map((t) => t.id)).toContain(sessionId);
    expect((await admin.action('identities/deleteAccessToken', undefined, { id: sessionId })).errors).toBeUndefined();
    const ended = await support.next((m) => m.event === 'session-ended');
    expect(JSON.parse(ended.data)).toEqual({ reason: 'token-deleted', endedBy: { id: 'usr_admin', name: 'Ada Admin' } });
    expect((await call('POST', 'actions', { data: { requestReference: crypto.randomUUID(), action: 'users/me' } }, support.token)).status).toBe(401);
    // Finance holds neither identities.read nor users.write: another member's tokens are not theirs to see or end.
    const finance = await live('finance@sandbox.test');
    expect((await finance.action('identities/listActiveTokens', { identityId: 'idn_admin' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await finance.action('identities/deleteAccessToken', undefined, { id: 'tok_seed_admin_phone' })).errors?.[0]).toMatchObject({ code: 'not-found' });
    expect(db.sessions.get('tok_seed_admin_phone')).toBeDefined();
    support.close();
    admin.close();
    finance.close();
  });

  it('removing a member ends their sessions (member-removed) and their identity turns inactive', async () => {
    const disputes = await live('disputes@sandbox.test');
    const admin = await live('admin@sandbox.test');
    expect((await remove(admin, 'usr_disputes')).errors).toBeUndefined();
    expect(JSON.parse((await disputes.next((m) => m.event === 'session-ended')).data)).toEqual({
      reason: 'member-removed',
      endedBy: { id: 'usr_admin', name: 'Ada Admin' },
    });
    expect(db.identities.get('idn_disputes')).toMatchObject({ status: 'inactive', groupIds: [] });
    expect(await login('disputes@sandbox.test')).toMatchObject({ status: 422, body: { errors: [{ code: 'no-active-identities' }] } });
    disputes.close();
    admin.close();
  });

  it('the REST group calls push permissions-changed too', async () => {
    const support = await live('support@sandbox.test');
    const admin = await live('admin@sandbox.test');
    const from = support.messages.length;
    expect(
      (
        await call(
          'POST',
          'identities/idn_support/groups',
          { data: { type: 'identity-groups', attributes: { groupId: 'grp_northwind_finance' } } },
          admin.token,
        )
      ).status,
    ).toBe(204);
    await support.next((m) => m.event === 'permissions-changed', undefined, from);
    const after = support.messages.length;
    expect((await call('DELETE', 'identities/idn_support/groups/grp_northwind_finance', undefined, admin.token)).status).toBe(204);
    await support.next((m) => m.event === 'permissions-changed', undefined, after);
    support.close();
    admin.close();
  });
});

describe('team 2FA', () => {
  it('sends a member without 2FA to the forced setup at sign-in and leaves one with 2FA alone', async () => {
    const admin = await live('admin@sandbox.test');
    expect(signinAttributes(await login('finance@sandbox.test')).status).toBe('ok');
    const settings = await admin.action('team/setTwoFaEnforcement', { resourceId: GROUP, data: { attributes: { twoFaEnforced: true } } });
    expect(settings.data).toMatchObject({ attributes: { twoFaEnforced: true, enforcedBy: null } });
    expect(signinAttributes(await login('finance@sandbox.test')).status).toBe('2fa-setup-required');
    expect(signinAttributes(await login('twofa@sandbox.test')).status).toBe('2fa-required');
    // Its projects follow it; the setting is changed on the organization.
    const shop = await admin.action('team/getSettings', { resourceId: SHOP });
    expect(shop.data).toMatchObject({ attributes: { twoFaEnforced: true, enforcedBy: { id: GROUP } } });
    // Solo Store does not enforce it: multi's Solo identity signs in as before, the Northwind one is sent to setup.
    const step = signinAttributes(await login('multi@sandbox.test'));
    const choose = (identityId: string) =>
      call('POST', 'signin', { data: { type: 'access-token-identity-select', attributes: { accessToken: step.accessToken, identityId } } });
    expect(signinAttributes(await choose('idn_multi_developer')).status).toBe('ok');
    const again = signinAttributes(await login('multi@sandbox.test'));
    expect(
      signinAttributes(
        await call('POST', 'signin', {
          data: { type: 'access-token-identity-select', attributes: { accessToken: again.accessToken, identityId: 'idn_multi_finance' } },
        }),
      ).status,
    ).toBe('2fa-setup-required');
    // The seeded flag still works.
    expect(signinAttributes(await login('setup2fa@sandbox.test')).status).toBe('2fa-setup-required');
    admin.close();
  });

  it("a full sign-in is the user's last sign-in", async () => {
    const before = db.users.get('usr_finance')!.lastSignInAt;
    await signIn('finance@sandbox.test');
    expect(db.users.get('usr_finance')!.lastSignInAt).not.toBe(before);
    expect(Date.parse(db.users.get('usr_finance')!.lastSignInAt!)).toBeGreaterThan(Date.parse(before!));
  });
});
