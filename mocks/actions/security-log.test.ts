/**
 * The security log (docs/api/audit.md *The security log*): sign-ins and failed sign-ins written by the
 * sign-in endpoint, a user's own 2FA listed in their workspaces, a secret shown, and `audit/list`'s
 * `securityEvent`, `ip`, `actorId` and `action` filters over them.
 */
import { isSecurityEvent } from '@/lib/contract/security-events';
import { secretDigest } from '../db/api-keys';
import type { AuditEntry } from '../db/audit';
import { db } from '../db/store';
import { issueSecretTicket } from '../secret-tickets';
import { sessionByToken } from '../sessions';
import { call, openLive, PASSWORD, signIn, signinAttributes } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const SOLO = 'res_prj_solo';
const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) SecurityLogTest/1.0';

type Entry = { id: string; attributes: Omit<AuditEntry, 'id' | 'requestReference'> };

/** A sign-in step from a browser of our own (its user agent is what the entry keeps). */
const signinStep = (type: string, attributes: Record<string, unknown>) =>
  call('POST', 'signin', { data: { type, attributes } }, undefined, { 'user-agent': DEVICE });

/** The entries written in this test (the seed's are `aud_seed_…`). */
const written = (action: string) => db.auditEntries.filter((entry) => entry.action === action && !entry.id.startsWith('aud_seed_'));

describe('the sign-in endpoint writes the security log', () => {
  it('a sign-in: who, the new session with its device and address, listed in every workspace of the user; never the password or the token', async () => {
    const answer = await signinStep('access-token-login', { email: 'admin@sandbox.test', password: PASSWORD, isTrustedDevice: false });
    const { accessToken, status } = signinAttributes(answer);
    expect(status).toBe('ok');
    const session = sessionByToken(accessToken)!;

    const [entry, ...more] = written('auth/signIn');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actor: { id: 'usr_admin', name: 'Ada Admin', email: 'admin@sandbox.test' },
      session: { id: session.id, userAgent: DEVICE, ip: '127.0.0.1' },
      object: { type: 'access-tokens', id: session.id },
      resource: { id: GROUP, name: 'Northwind Group' },
    });
    expect(entry.workspaces?.map((workspace) => workspace.id)).toEqual([GROUP, SOLO]);
    expect(Object.fromEntries(entry.changes.map((change) => [change.field, [change.before, change.after]]))).toMatchObject({
      userAgent: [null, DEVICE],
      ip: [null, '127.0.0.1'],
    });
    const kept = JSON.stringify(entry);
    expect(kept).not.toContain(PASSWORD);
    expect(kept).not.toContain(accessToken);
  });

  it('failed sign-ins: a wrong password, a wrong 2FA code, a blocked account; with the reason and never what was typed', async () => {
    const wrongPassword = 'Not-the-password-42';
    const refused = await signinStep('access-token-login', { email: 'finance@sandbox.test', password: wrongPassword });
    expect(refused.status).toBe(401);
    const step = signinAttributes(await signinStep('access-token-login', { email: 'twofa@sandbox.test', password: PASSWORD }));
    expect(step.status).toBe('2fa-required');
    expect((await signinStep('access-token-2fa-confirm', { accessToken: step.accessToken, code: '654321' })).status).toBe(401);
    expect((await signinStep('access-token-login', { email: 'blocked@sandbox.test', password: PASSWORD })).status).toBe(403);
    // An address no account has belongs to no workspace: nothing to write.
    expect((await signinStep('access-token-login', { email: 'nobody@sandbox.test', password: wrongPassword })).status).toBe(401);

    const failures = written('auth/signInFailed');
    expect(failures.map((entry) => [entry.actor.email, entry.changes])).toEqual([
      ['finance@sandbox.test', [{ field: 'reason', before: null, after: 'invalid-credentials' }]],
      ['twofa@sandbox.test', [{ field: 'reason', before: null, after: 'invalid-2fa-code' }]],
      ['blocked@sandbox.test', [{ field: 'reason', before: null, after: 'account-blocked' }]],
    ]);
    expect(failures[0]).toMatchObject({
      session: { id: 'sign-in', userAgent: DEVICE, ip: '127.0.0.1' },
      object: { type: 'users', id: 'usr_finance' },
      resource: { id: GROUP },
    });
    const kept = JSON.stringify(failures);
    for (const typed of [wrongPassword, PASSWORD, '654321', step.accessToken]) expect(kept).not.toContain(typed);
    // No session was made for them, and no sign-in was written.
    expect(written('auth/signIn')).toEqual([]);
  });

  it('tells the audit readers of the workspace as it happens', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    await signIn('finance@sandbox.test');
    const [entry] = written('auth/signIn').filter((e) => e.actor.id === 'usr_finance');
    const pushed = await admin.next((m) => m.event === 'resource-updated' && JSON.parse(m.data).id === entry.id);
    expect(JSON.parse(pushed.data)).toEqual({ type: 'audit-entries', id: entry.id, resourceId: GROUP });
    admin.close();
  });
});

describe('security events of a user’s own account and of API keys', () => {
  it('2FA turned on is listed in the workspaces of the user, with the change and not the code', async () => {
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('users/createTwoFaSecret')).errors).toBeUndefined();
    const confirmed = await finance.action('users/confirmTwoFaSecret', { data: { type: '2fa-secret-confirm', attributes: { code: '123456' } } });
    expect(confirmed.errors).toBeUndefined();
    const [entry] = written('users/confirmTwoFaSecret');
    expect(entry).toMatchObject({ actor: { id: 'usr_finance' }, object: { type: 'users', id: 'usr_finance' }, resource: { id: GROUP } });
    expect(entry.changes).toContainEqual({ field: 'twoFaEnabled', before: false, after: true });
    expect(JSON.stringify(entry)).not.toMatch(/123456|otpauth|pendingTwoFaSecret/);

    const admin = await openLive(await signIn('admin@sandbox.test'));
    const listed = await admin.action('audit/list', { resourceId: GROUP, filters: [{ field: 'action', operator: 'eq', value: 'users/confirmTwoFaSecret' }] });
    expect((listed.data as Entry[]).map((row) => [row.id, row.attributes.resource?.id])).toEqual([[entry.id, GROUP]]);
    finance.close();
    admin.close();
  });

  it('an API key’s new secret shown once: on the key, in its project, without the secret', async () => {
    const secret = 'sk_test_securitylog_0123456789abcdef';
    const key = db.apiKeys.find((candidate) => candidate.projectId === SHOP)!;
    db.apiKeys.upsert({ ...key, secretDigest: secretDigest(secret) });
    const token = await signIn('admin@sandbox.test');
    const ticket = issueSecretTicket('usr_admin', secret);
    const revealed = await call('POST', 'secrets/reveal', { data: { attributes: { ticket } } }, token);
    expect(revealed.status).toBe(200);
    const [entry, ...more] = written('secrets/reveal');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actor: { id: 'usr_admin' }, object: { type: 'api-keys', id: key.id }, resource: { id: SHOP }, changes: [] });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });
});

describe('audit/list over the security log', () => {
  let admin: Awaited<ReturnType<typeof openLive>>;
  beforeEach(async () => {
    admin = await openLive(await signIn('admin@sandbox.test'));
  });
  afterEach(() => admin.close());

  const list = async (filters: unknown[], resourceId = GROUP) => {
    const answer = await admin.action('audit/list', { resourceId, filters, page: { size: 500 } });
    expect(answer.errors).toBeUndefined();
    return (answer.data ?? []) as Entry[];
  };
  const security = { field: 'securityEvent', operator: 'eq', value: true };

  it('securityEvent keeps the events of the one table: sign-ins and failures, roles, invitations, tokens; no refund', async () => {
    const rows = await list([security]);
    const actions = new Set(rows.map((row) => row.attributes.action));
    for (const action of ['auth/signIn', 'auth/signInFailed', 'team/changeRole', 'team/invite', 'identities/deleteAccessToken'])
      expect(actions).toContain(action);
    expect([...actions].every(isSecurityEvent)).toBe(true);
    expect((await list([])).some((row) => row.attributes.action === 'transactions/refund')).toBe(true);
  });

  it('filters by IP, member and event; an account’s event names the workspace asked for', async () => {
    // The seed: three guesses at Fiona's password from an unknown computer.
    const fromThere = await list([security, { field: 'ip', operator: 'eq', value: '203.0.113.200' }]);
    expect(fromThere).toHaveLength(3);
    expect(fromThere.every((row) => row.attributes.action === 'auth/signInFailed' && row.attributes.actor.id === 'usr_finance')).toBe(true);
    expect((await list([security, { field: 'ip', operator: 'contains', value: '113.200' }])).map((row) => row.id)).toEqual(fromThere.map((row) => row.id));
    expect(await list([security, { field: 'ip', operator: 'in', value: ['203.0.113.200', '192.0.2.77'] }])).toHaveLength(5);

    const fiona = await list([security, { field: 'actorId', operator: 'eq', value: 'usr_finance' }]);
    expect(new Set(fiona.map((row) => row.attributes.action))).toEqual(new Set(['auth/signIn', 'auth/signInFailed']));
    const failed = await list([security, { field: 'action', operator: 'eq', value: 'auth/signInFailed' }]);
    expect(failed.length).toBeGreaterThanOrEqual(4);
    expect(failed.every((row) => row.attributes.action === 'auth/signInFailed')).toBe(true);

    // Ada belongs to Northwind Group and Solo Store: her sign-ins show in both, each naming its own.
    const adaHere = await list([security, { field: 'actorId', operator: 'eq', value: 'usr_admin' }, { field: 'action', operator: 'eq', value: 'auth/signIn' }]);
    const adaSolo = await list(
      [security, { field: 'actorId', operator: 'eq', value: 'usr_admin' }, { field: 'action', operator: 'eq', value: 'auth/signIn' }],
      SOLO,
    );
    expect(adaSolo.map((row) => row.id)).toEqual(adaHere.map((row) => row.id));
    expect(new Set(adaHere.map((row) => row.attributes.resource?.id))).toEqual(new Set([GROUP]));
    expect(new Set(adaSolo.map((row) => row.attributes.resource?.id))).toEqual(new Set([SOLO]));
  });

  it('refuses an operator a field does not take', async () => {
    const answer = await admin.action('audit/list', { resourceId: GROUP, filters: [{ field: 'securityEvent', operator: 'contains', value: 'true' }] });
    expect(answer.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/filters/0/operator' } });
  });
});
