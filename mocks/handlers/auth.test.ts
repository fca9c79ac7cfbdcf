import { call, login, openLive, PASSWORD, ref, signIn, signinAttributes } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const step = (type: string, attributes: Record<string, unknown>) => call('POST', 'signin', { data: { type, attributes } });

describe('POST signin', () => {
  it.each([
    ['admin@sandbox.test', 200, 'ok'],
    ['support@sandbox.test', 200, 'ok'],
    ['noaccess@sandbox.test', 200, 'ok'],
    ['enterprise@sandbox.test', 200, 'ok'],
    ['twofa@sandbox.test', 200, '2fa-required'],
    ['multi@sandbox.test', 200, 'identity-select-required'],
    ['newpass@sandbox.test', 200, 'password-change-required'],
    ['setup2fa@sandbox.test', 200, '2fa-setup-required'],
  ])('%s → %s %s', async (email, status, signinStatus) => {
    const answer = await login(email);
    expect(answer.status).toBe(status);
    expect(signinAttributes(answer).status).toBe(signinStatus);
    expect(signinAttributes(answer).accessToken).toEqual(expect.any(String));
  });

  it.each([
    ['blocked@sandbox.test', 403, 'account-blocked'],
    ['suspended@sandbox.test', 403, 'account-suspended'],
    ['noidentity@sandbox.test', 422, 'no-identities'],
    ['inactive@sandbox.test', 422, 'no-active-identities'],
  ])('%s → %s %s', async (email, status, code) => {
    const answer = await login(email);
    expect(answer.status).toBe(status);
    expect(answer.body.errors?.[0].code).toBe(code);
  });

  it('refuses a wrong password or an unknown email', async () => {
    for (const answer of [await login('admin@sandbox.test', 'wrong'), await login('nobody@sandbox.test')]) {
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0]).toEqual({ code: 'invalid-credentials', title: 'Incorrect login or password' });
    }
  });

  it('returns the identity on ok', async () => {
    const answer = await login('admin@sandbox.test');
    expect(signinAttributes(answer).identityId).toBe('idn_admin');
    expect(answer.body.included).toEqual([expect.objectContaining({ type: 'identities', id: 'idn_admin' })]);
  });

  it('confirms 2FA, remembers a trusted device for 48 h', async () => {
    const first = signinAttributes(await login('twofa@sandbox.test', PASSWORD, true));
    const wrong = await step('access-token-2fa-confirm', { accessToken: first.accessToken, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0].code).toBe('invalid-2fa-code');
    const right = await step('access-token-2fa-confirm', { accessToken: first.accessToken, code: '123456' });
    expect(signinAttributes(right)).toMatchObject({ status: 'ok', identityId: 'idn_twofa' });
    const reused = await step('access-token-2fa-confirm', { accessToken: first.accessToken, code: '123456' });
    expect(reused.body.errors?.[0].code).toBe('step-token-expired');
    expect(signinAttributes(await login('twofa@sandbox.test')).status).toBe('ok');
  });

  it('selects an identity; refuses the inactive one', async () => {
    const first = await login('multi@sandbox.test');
    const included = first.body.included as { id: string; attributes: { status: string; role: string } }[];
    expect(included.map((i) => [i.id, i.attributes.status, i.attributes.role])).toEqual([
      ['idn_multi_developer', 'active', 'developer'],
      ['idn_multi_finance', 'active', 'finance'],
      ['idn_multi_support', 'inactive', 'support'],
    ]);
    const token = signinAttributes(first).accessToken;
    const inactive = await step('access-token-identity-select', { accessToken: token, identityId: 'idn_multi_support' });
    expect(inactive.body.errors?.[0].code).toBe('no-active-identities');
    const chosen = await step('access-token-identity-select', { accessToken: token, identityId: 'idn_multi_finance' });
    expect(signinAttributes(chosen)).toMatchObject({ status: 'ok', identityId: 'idn_multi_finance' });
  });

  it('rejects an unknown step token', async () => {
    const answer = await step('access-token-identity-select', { accessToken: 'nope', identityId: 'idn_admin' });
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0].code).toBe('step-token-expired');
  });
});

describe('passwords', () => {
  const change = (token: string, attributes: Record<string, unknown>) =>
    call('POST', 'users/change-password', { data: { type: 'password-changes', attributes } }, token);

  it('forces a password change with the step token', async () => {
    const token = signinAttributes(await login('newpass@sandbox.test')).accessToken;
    expect((await change(token, { currentPassword: 'bad', newPassword: 'Abcdefgh12' })).body.errors?.[0].code).toBe('invalid-current-password');
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'short1' })).body.errors?.[0].code).toBe('weak-password');
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-1' })).status).toBe(204);
    expect(signinAttributes(await login('newpass@sandbox.test', 'Brand-new-pass-1')).status).toBe('ok');
    expect((await login('newpass@sandbox.test')).status).toBe(401);
  });

  it('asks 2FA users for their code', async () => {
    const first = signinAttributes(await login('twofa@sandbox.test'));
    const token = signinAttributes(await step('access-token-2fa-confirm', { accessToken: first.accessToken, code: '123456' })).accessToken;
    const answer = await change(token, { currentPassword: PASSWORD, newPassword: 'Another-pass-22', twoFaCode: '111111' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0].code).toBe('invalid-2fa-code');
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'Another-pass-22', twoFaCode: '123456' })).status).toBe(204);
  });

  it('resets a password through the sandbox link', async () => {
    const reset = await call('POST', 'users/reset-password', { data: { type: 'password-reset-requests', attributes: { email: 'support@sandbox.test' } } });
    expect(reset.body).toEqual({ meta: { sandboxLink: '/reset/sandbox-reset-token' } });
    const set = (token: string, password: string) => call('POST', 'users/set-password', { data: { type: 'passwords', attributes: { token, password } } });
    expect((await set('expired-token', 'Good-password-1')).status).toBe(410);
    expect((await set('expired-token', 'Good-password-1')).body.errors?.[0].code).toBe('token-expired');
    expect((await set('sandbox-reset-token', 'nodigitshere')).body.errors?.[0].code).toBe('weak-password');
    expect((await set('sandbox-reset-token', 'Good-password-1')).status).toBe(204);
    expect(signinAttributes(await login('support@sandbox.test', 'Good-password-1')).status).toBe('ok');
    expect((await set('sandbox-confirm-token', 'Good-password-1')).status).toBe(204);
  });

  it('answers sign-up with the confirm link', async () => {
    const answer = await call('POST', 'users/sign-up', { data: { type: 'sign-up-requests', attributes: { email: 'new@example.com' } } });
    expect(answer.body).toEqual({ meta: { sandboxLink: '/confirm/sandbox-confirm-token' } });
  });
});

describe('sessions', () => {
  it('signs out and unbinds the channels', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    expect((await call('DELETE', 'signout', undefined, token)).status).toBe(204);
    const after = await call('POST', 'actions', { data: { requestReference: ref('r1'), action: 'users/me' } }, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ errors: [{ code: 'unauthorized', title: 'Unauthorized' }] });
    const byCookie = await call('POST', 'actions', { data: { requestReference: ref('r2'), action: 'users/me' } }, undefined, {
      cookie: `session-channel=${live.channel}`,
    });
    expect(byCookie.status).toBe(401);
    live.close();
  });

  it('recognises a session by its bound session-channel cookie', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    const answer = await call('POST', 'actions', { data: { requestReference: ref('cookie-1'), action: 'users/me' } }, undefined, {
      cookie: `session-channel=${live.channel}`,
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ meta: { requestReference: ref('cookie-1') } });
    live.close();
  });

  it('refuses a channel bound to another session and non-session channels', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const other = await openLive(await signIn('support@sandbox.test'), live.channel);
    expect(other.authorization.status).toBe(403);
    expect(other.subscribed.event).toBe('pusher:subscription_error');
    const wrongName = await openLive(await signIn('support@sandbox.test'), 'private-other');
    expect(wrongName.authorization.status).toBe(403);
    [live, other, wrongName].forEach((l) => l.close());
  });
});
