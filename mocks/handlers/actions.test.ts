import { catalogue } from '../db/permissions';
import { db } from '../db/store';
import { call, login, openLive, ref, signIn, signinAttributes, type ActionResultEvent } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const live = async (email: string) => openLive(await signIn(email));
const ids = (result: ActionResultEvent) => (result.data as { id: string }[]).map((r) => r.id);

describe('action envelope', () => {
  it('rejects malformed bodies with 400 and missing sessions with 401', async () => {
    expect((await call('POST', 'actions', { data: { action: 'users/me' } })).status).toBe(400);
    expect((await call('POST', 'actions', { nope: true })).status).toBe(400);
    expect((await call('POST', 'actions', { data: { requestReference: ref('x'), action: 'users/me' } })).status).toBe(401);
  });

  it('answers unknown actions with unknown-action', async () => {
    const session = await live('admin@sandbox.test');
    expect((await session.action('nothing/here')).errors?.[0].code).toBe('unknown-action');
    expect((await session.action('users/me', undefined, { endpoint: 'mailbox/actions' })).errors?.[0].code).toBe('unknown-action');
    session.close();
  });
});

describe('identities', () => {
  it('pages listMyResources 500 at a time until an empty page', async () => {
    const session = await live('enterprise@sandbox.test');
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await session.action('identities/listMyResources', { filter: {}, page: { size: 500, ...(after && { after }) } });
      const pageIds = ids(page);
      // 5,000 workspaces and the 120 channels of the first ones (docs/api/channels.md).
      expect(page.meta?.page?.total).toBe(5120);
      if (pageIds.length === 0) break;
      expect(pageIds.length).toBeLessThanOrEqual(500);
      seen.push(...pageIds);
      after = pageIds[pageIds.length - 1];
    }
    expect(seen).toHaveLength(5120);
    expect([...seen].sort()).toEqual(seen);
    const orgs = await session.action('identities/listMyResources', { filter: { resourceType: 'organization' }, page: { size: 500 } });
    expect(orgs.meta?.page?.total).toBe(400);
    session.close();
  });

  it('returns permissions as hashes with the catalogue, inherited from the organization', async () => {
    const session = await live('support@sandbox.test');
    const result = await session.action('identities/getMyPermissions', { resourceId: 'res_prj_northwind_shop' });
    const hashes = (result.data as { attributes: { permissions: string[] } }).attributes.permissions;
    expect(result.meta?.catalogue).toEqual(catalogue);
    expect(hashes).toContain(catalogue['transactions.read.2479032559']);
    expect(hashes).not.toContain(catalogue['api-keys.read']);
    const elsewhere = await session.action('identities/getMyPermissions', { resourceId: 'res_prj_solo' });
    expect((elsewhere.data as { attributes: { permissions: string[] } }).attributes.permissions).toEqual([]);
    session.close();
  });

  it('says where the caller may give what it does not hold: the developer role on its projects, nobody else', async () => {
    const escalates = async (email: string, resourceId?: string) => {
      const session = await live(email);
      const result = await session.action('identities/getMyPermissions', resourceId ? { resourceId } : {});
      session.close();
      return result.meta?.mayEscalate;
    };
    expect(await escalates('developer@sandbox.test', 'res_prj_northwind_shop')).toBe(true);
    expect(await escalates('developer@sandbox.test')).toBe(false);
    expect(await escalates('admin@sandbox.test', 'res_prj_northwind_shop')).toBe(false);
    expect(await escalates('custom@sandbox.test', 'res_prj_northwind_shop')).toBe(false);
  });

  it('refuses the resource tree without identities.resource-tree.read', async () => {
    const session = await live('noaccess@sandbox.test');
    expect((await session.action('identities/getResourceTree', { page: { size: 500 } })).errors).toEqual([{ code: 'forbidden', title: 'Forbidden' }]);
    expect((await session.action('identities/listMyResources', { filter: {}, page: { size: 500 } })).data).toEqual([]);
    session.close();
  });

  it('lists and deletes access tokens', async () => {
    const session = await live('admin@sandbox.test');
    const tokens = await session.action('identities/listActiveTokens', { page: { size: 500 } });
    const rows = tokens.data as { id: string; attributes: { current: boolean } }[];
    expect(rows.filter((r) => r.attributes.current)).toHaveLength(1);
    expect(rows.length).toBe(3);
    const deleted = await session.action('identities/deleteAccessToken', undefined, { id: 'tok_seed_admin_phone' });
    expect(deleted.data).toBeNull();
    expect(db.sessions.get('tok_seed_admin_phone')).toBeUndefined();
    session.close();
  });
});

describe('resources and permissions', () => {
  it('gets resources, trees and projects the identity can reach', async () => {
    const session = await live('admin@sandbox.test');
    // The organization's projects and, under them, their channels.
    expect(ids(await session.action('resources/getChildrenTree', { id: 'res_org_northwind' })).filter((id) => !id.startsWith('res_chn_'))).toEqual([
      'res_prj_northwind_sandbox',
      'res_prj_northwind_shop',
    ]);
    expect(ids(await session.action('resources/getParentTree', { id: 'res_prj_northwind_shop' }))).toEqual(['res_org_northwind']);
    expect((await session.action('projects/get', { id: 'res_prj_solo' })).data).toMatchObject({
      type: 'projects',
      attributes: { name: 'Solo Store', mode: 'live' },
    });
    expect((await session.action('resources/get', { id: 'res_ent_org_0001' })).errors?.[0].code).toBe('forbidden');
    session.close();
  });

  it('refuses project details and statistics without rights', async () => {
    const token = await signIn('support@sandbox.test');
    expect((await call('GET', 'projects/res_prj_solo/details', undefined, token)).body.errors?.[0].code).toBe('no-rights');
    expect((await call('GET', 'projects/res_prj_missing/details', undefined, token)).status).toBe(404);
    const details = await call('GET', 'projects/res_prj_northwind_shop/details', undefined, token);
    expect(details.body.data).toMatchObject({ type: 'project-details', attributes: { merchantName: 'Northwind Group' } });
    const session = await openLive(token);
    expect(
      (await session.action('transactions/getStatistics', { resourceId: 'res_prj_solo', from: '2000-01-01', to: '2100-01-01', timezone: 'utc' })).errors?.[0]
        .code,
    ).toBe('forbidden');
    expect(
      (await session.action('organizations/create', { data: { type: 'organizations', attributes: { name: 'Nope', number: 'NOPE-1' } } })).errors?.[0].code,
    ).toBe('forbidden');
    session.close();
  });

  it('computes transaction statistics over an organization', async () => {
    const session = await live('admin@sandbox.test');
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 100 * 86_400_000).toISOString();
    const result = await session.action('transactions/getStatistics', { resourceId: 'res_org_northwind', from, to, timezone: 'Europe/Kyiv' });
    const stats = (
      result.data as { attributes: { totalCount: number; approvalRate: number; currencies: { volume: number; count: number }[]; series: { date: string }[] } }
    ).attributes;
    const northwind = new Set(['res_prj_northwind_shop', 'res_prj_northwind_sandbox']);
    const expected = db.transactions.filter((t) => northwind.has(t.projectId) && t.createdAt >= from && t.createdAt <= to).length;
    expect(expected).toBeGreaterThan(1000);
    expect(stats.totalCount).toBe(expected);
    expect(stats.currencies.reduce((sum, c) => sum + c.count, 0)).toBe(expected);
    expect(stats.approvalRate).toBeGreaterThan(0.5);
    expect(stats.approvalRate).toBeLessThanOrEqual(1);
    expect(stats.series[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const c of stats.currencies) expect(Number.isInteger(c.volume)).toBe(true);
    session.close();
  });

  it('lists pending mailbox topics and old payouts', async () => {
    const session = await live('admin@sandbox.test');
    const topics = await session.action(
      'topics/list',
      { resourceId: 'res_org_northwind', page: { size: 200 }, filters: [{ field: 'status', operator: 'eq', value: 'Pending' }] },
      { endpoint: 'mailbox/actions' },
    );
    expect(topics.meta?.page?.total).toBe(3);
    const payouts = await session.action('payout-requests/externalList', { resourceId: 'res_org_northwind' }, { endpoint: 'payouts/actions' });
    expect((payouts.data as unknown[]).length).toBeGreaterThan(0);
    const solo = await session.action('payout-requests/externalList', { resourceId: 'res_prj_solo' }, { endpoint: 'payouts/actions' });
    expect(solo.meta?.page?.total).toBe(3);
    const none = await session.action('payout-requests/externalList', { resourceId: 'res_prj_northwind_sandbox' }, { endpoint: 'payouts/actions' });
    expect(none.data).toEqual([]);
    session.close();
  });
});

describe('identity groups', () => {
  it('adds and removes groups with identities.groups.write only', async () => {
    const admin = await signIn('admin@sandbox.test');
    const body = { data: { type: 'identity-groups', attributes: { groupId: 'grp_northwind_disputes' } } };
    expect((await call('POST', 'identities/idn_support/groups', body, admin)).status).toBe(204);
    expect(db.identities.get('idn_support')?.groupIds).toContain('grp_northwind_disputes');
    const support = await signIn('support@sandbox.test');
    expect((await call('DELETE', 'identities/idn_support/groups/grp_northwind_disputes', undefined, support)).status).toBe(403);
    expect((await call('DELETE', 'identities/idn_support/groups/grp_northwind_disputes', undefined, admin)).status).toBe(204);
    expect(db.identities.get('idn_support')?.groupIds).not.toContain('grp_northwind_disputes');
    expect((await call('POST', 'identities/idn_nobody/groups', body, admin)).status).toBe(404);
  });
});

describe('mutations', () => {
  // Northwind's seeded merchant (organizations/create checks that the merchant exists).
  const organization = (name: string, number: string) => ({
    data: { type: 'organizations', attributes: { name, number }, relationships: { merchant: { data: { type: 'merchants', id: 'res_mer_northwind' } } } },
  });

  it('replays a repeated requestReference without applying it twice', async () => {
    const session = await live('admin@sandbox.test');
    const before = db.resources.size;
    const first = await session.action('organizations/create', organization('Replay Ltd', 'RPL-0001'), { reference: ref('ref-replay') });
    const again = await session.action('organizations/create', organization('Replay Ltd', 'RPL-0001'), { reference: ref('ref-replay') });
    expect(again).toEqual(first);
    expect(db.resources.size).toBe(before + 1);
    await session.settled();
    expect(session.results(ref('ref-replay'))).toHaveLength(2);
    const mine = await session.action('identities/listMyResources', { filter: { resourceType: 'organization' }, page: { size: 500 } });
    expect(ids(mine)).toContain((first.data as { id: string }).id);
    session.close();
  });

  it('validates organizations and projects with field pointers', async () => {
    const session = await live('admin@sandbox.test');
    const invalid = await session.action('organizations/create', organization('', 'bad number'));
    expect(invalid.errors).toEqual([
      expect.objectContaining({ code: 'required', source: { pointer: '/data/attributes/name' } }),
      expect.objectContaining({ code: 'invalid', source: { pointer: '/data/attributes/number' } }),
    ]);
    const taken = await session.action('organizations/create', organization('Copy', 'NW-0001'));
    expect(taken.errors?.[0]).toMatchObject({ code: 'taken', source: { pointer: '/data/attributes/number' } });
    const project = await session.action('projects/create', {
      data: {
        type: 'projects',
        attributes: { name: 'New Shop', website: 'https://new.example', mode: 'sandbox' },
        relationships: { organization: { data: { type: 'resources', id: 'res_org_northwind' } } },
      },
    });
    expect(project.data).toMatchObject({
      attributes: { name: 'New Shop', resourceType: 'project', mode: 'sandbox' },
      relationships: { parent: { data: { id: 'res_org_northwind' } } },
    });
    session.close();
  });

  it('keeps the notification switches per kind, subscriptions too, merging what a patch does not name', async () => {
    const session = await live('finance@sandbox.test');
    const patch = (notifications: Record<string, unknown>) =>
      session.action('identities/patch', { data: { type: 'users', attributes: { preferences: { notifications } } } });
    expect((await patch({ subscriptions: false })).data).toMatchObject({ attributes: { preferences: { notifications: { subscriptions: false } } } });
    const merged = await patch({ reports: false });
    expect((merged.data as { attributes: { preferences: { notifications: unknown } } }).attributes.preferences.notifications).toEqual({
      subscriptions: false,
      reports: false,
    });
    expect((await patch({ subscriptions: 'off' })).errors).toMatchObject([
      { code: 'invalid', source: { pointer: '/data/attributes/preferences/notifications/subscriptions' } },
    ]);
    // A kind the sandbox does not know is not stored.
    await patch({ billing: false });
    expect(db.users.filter((user) => user.email === 'finance@sandbox.test')[0].preferences.notifications).toEqual({ subscriptions: false, reports: false });
    session.close();
  });

  it('patches the user and runs the 2FA setup and disable', async () => {
    const session = await live('admin@sandbox.test');
    const patched = await session.action('identities/patch', { data: { type: 'users', attributes: { isTimezoneSet: true, preferences: { theme: 'dark' } } } });
    expect(patched.data).toMatchObject({ attributes: { isTimezoneSet: true, preferences: { theme: 'dark', timezone: 'utc' } } });
    const secret = await session.action('users/createTwoFaSecret', { data: { type: '2fa-secret-create', attributes: {} } });
    expect(secret.data).toMatchObject({
      type: '2fa-secrets',
      attributes: {
        secret: expect.stringMatching(/^[A-Z2-7]{16}$/),
        otpauthUrl: expect.stringContaining('otpauth://totp/Sandbox%3Aadmin%40sandbox.test?secret='),
      },
    });
    expect((await session.action('users/confirmTwoFaSecret', { data: { type: '2fa-secret-confirm', attributes: { code: '000000' } } })).errors?.[0].code).toBe(
      'invalid-2fa-code',
    );
    expect((await session.action('users/confirmTwoFaSecret', { data: { type: '2fa-secret-confirm', attributes: { code: '123456' } } })).data).toMatchObject({
      attributes: { twoFaEnabled: true },
    });
    expect((await session.action('users/disableTwoFa', { data: { type: '2fa-disable-request', attributes: { code: '123456' } } })).data).toMatchObject({
      attributes: { twoFaEnabled: false },
    });
    session.close();
  });
});

describe('step tokens', () => {
  it('lets a setup token call only its actions; the expired link says token-expired', async () => {
    const setup = await openLive('sandbox-2fa-token');
    expect(setup.subscribed.event).toBe('pusher_internal:subscription_succeeded');
    expect((await setup.action('users/me')).data).toMatchObject({ attributes: { email: 'setup2fa@sandbox.test' } });
    expect((await setup.action('users/createTwoFaSecret', { data: { type: '2fa-secret-create', attributes: {} } })).data).toMatchObject({
      type: '2fa-secrets',
    });
    expect((await setup.action('identities/listMyResources', { page: { size: 500 } })).errors?.[0].code).toBe('forbidden');
    const expired = await openLive('expired-token');
    expect((await expired.action('users/createTwoFaSecret', { data: { type: '2fa-secret-create', attributes: {} } })).errors?.[0].code).toBe('token-expired');
    [setup, expired].forEach((s) => s.close());
  });

  it('refuses workspace actions to a 2FA step token', async () => {
    const step = await openLive(signinAttributes(await login('twofa@sandbox.test')).accessToken);
    expect((await step.action('users/me')).errors?.[0].code).toBe('forbidden');
    step.close();
  });
});
