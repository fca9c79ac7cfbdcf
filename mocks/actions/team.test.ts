import { parseAnswer, parseMeta, type ActionName } from '@/lib/contract';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { call, login, openLive, signIn, signinAttributes } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer();

const GROUP = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

type Member = { id: string; attributes: { email: string; name: string | null; status: string; role: string; identityId: string | null; inheritedFrom: { id: string } | null; isYou: boolean; permissions: string[] } };

async function live(email: string) {
  const token = await signIn(email);
  return { ...(await openLive(token)), token };
}

const members = async (session: Awaited<ReturnType<typeof live>>, resourceId = GROUP, query: Record<string, unknown> = {}) =>
  (await session.action('team/list', { resourceId, ...query })).data as Member[];

const setPassword = (token: string, password: string) =>
  call('POST', 'users/set-password', { data: { type: 'passwords', attributes: { token, password } } });

/** The token of the newest outbox link to `email`. */
const linkTo = (email: string) => sandboxControls.outbox().find((message) => message.to === email)!.link.replace('/confirm/', '');

const invite = (session: Awaited<ReturnType<typeof live>>, email: string, role: string, permissions?: string[], resourceId = GROUP) =>
  session.action('team/invite', { resourceId, data: { type: 'invitations', attributes: { email, role, ...(permissions && { permissions }) } } });

describe('the team of a workspace', () => {
  it('lists members with their role and the pending invitation; search and filters narrow it', async () => {
    const admin = await live('admin@sandbox.test');
    const rows = await members(admin);
    const byEmail = new Map(rows.map((row) => [row.attributes.email, row.attributes]));
    expect(byEmail.get('admin@sandbox.test')).toMatchObject({ role: 'admin', status: 'active', isYou: true });
    expect(byEmail.get('developer@sandbox.test')).toMatchObject({ role: 'developer', name: 'Dev Developer' });
    expect(byEmail.get('custom@sandbox.test')).toMatchObject({ role: 'custom', permissions: expect.arrayContaining(['users.write', 'transactions.read.2479032559']) });
    expect(byEmail.get('new.hire@northwind.test')).toMatchObject({ status: 'invite-sent', role: 'support', identityId: null });
    // Inactive identities make nobody a member.
    expect(byEmail.has('inactive@sandbox.test')).toBe(false);
    const searched = await members(admin, GROUP, { filter: { search: 'fiona' } });
    expect(searched.map((row) => row.attributes.email)).toEqual(['finance@sandbox.test']);
    const invited = await members(admin, GROUP, { filter: { status: 'invite-sent' } });
    expect(invited.map((row) => row.attributes.email)).toEqual(['new.hire@northwind.test']);
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
    expect(invited.data).toMatchObject({ type: 'team-members', attributes: { email: 'grace.hopper@example.com', status: 'invite-sent', role: 'finance', invitedBy: { name: 'Ada Admin' } } });
    const message = sandboxControls.outbox()[0];
    expect(message).toMatchObject({ to: 'grace.hopper@example.com', subject: 'Ada Admin invited you to Northwind Group' });
    expect(message.link).toMatch(/^\/confirm\/inv-[0-9a-f]{32}$/);

    expect((await setPassword(linkTo('grace.hopper@example.com'), 'Welcome-2025')).status).toBe(204);
    const rows = await members(admin);
    expect(rows.find((row) => row.attributes.email === 'grace.hopper@example.com')?.attributes).toMatchObject({ status: 'active', role: 'finance', name: 'Grace Hopper' });
    const signedIn = signinAttributes(await login('grace.hopper@example.com', 'Welcome-2025'));
    expect(signedIn.status).toBe('ok');
    // The link is used up.
    expect((await setPassword(message.link.replace('/confirm/', ''), 'Welcome-2025')).status).toBe(410);
    admin.close();
  });

  it('refuses a member or an address already invited', async () => {
    const admin = await live('admin@sandbox.test');
    expect((await invite(admin, 'FINANCE@sandbox.test', 'support')).errors?.[0]).toMatchObject({ code: 'already-member', source: { pointer: '/data/attributes/email' } });
    expect((await invite(admin, 'new.hire@northwind.test', 'support')).errors?.[0]).toMatchObject({ code: 'already-invited' });
    expect((await invite(admin, 'x@example.com', 'custom', [])).errors?.[0]).toMatchObject({ code: 'permissions-required', source: { pointer: '/data/attributes/permissions' } });
    expect(db.outbox.all()).toHaveLength(1);
    admin.close();
  });
});
