/**
 * Passkeys in the sandbox, with real WebAuthn answers made by a software authenticator (ES256 keys in
 * WebCrypto): registration through the actions, sign-in through `POST signin`, the step-up helpers,
 * and every answer the server must refuse (challenge, origin, RP ID, user verification, counter).
 */
import { parseAnswer } from '@/lib/contract';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { db } from './db/store';
import {
  passkeyChallengeFor,
  passkeyRegistrationOptions,
  passkeyVerified,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
  withPasskeyVerdict,
  type RelyingParty,
} from './passkeys';
import { API, call, login, openLive, ref, signIn, signinAttributes } from './test/harness';
import { setupSandboxServer } from './test/setup-server';
import { softwareAuthenticator, type Overrides } from './test/software-authenticator';

// Not `trustStepUp`: removing a passkey, and adding one next to a second factor, ask for step-up here.
setupSandboxServer();

/** The harness calls the API at its own origin: that is the page the challenges are made for. */
const ORIGIN = new URL(API).origin;
const RP: RelyingParty = { id: new URL(API).hostname, origin: ORIGIN };

async function registerThroughActions(email: string, name = 'Work laptop', overrides: Overrides = {}) {
  const authenticator = softwareAuthenticator();
  const session = await openLive(await signIn(email));
  const optionsAnswer = await session.action('users/passkeys/registrationOptions');
  const options = (optionsAnswer.data as { attributes: { options: PublicKeyCredentialCreationOptionsJSON } }).attributes.options;
  const response = await authenticator.create(options, ORIGIN, overrides);
  const registered = await session.action('users/passkeys/register', { data: { type: 'passkeys', attributes: { name, response } } });
  return { authenticator, session, options, response, registered };
}

/** A passkey for a user who cannot reach the actions (no full session yet), through the same verification. */
async function registerDirectly(userId: string) {
  const authenticator = softwareAuthenticator();
  const user = db.users.get(userId)!;
  const credential = await verifyPasskeyRegistration(userId, await authenticator.create(passkeyRegistrationOptions(user, RP), ORIGIN));
  if (!credential) throw new Error('the software passkey did not verify');
  db.passkeys.insert({ id: `pk_test_${userId}`, userId, name: 'Test key', ...credential, createdAt: new Date().toISOString(), lastUsedAt: null });
  return authenticator;
}

const signInOptions = async () => {
  const answer = await call('POST', 'signin/passkey-options', {});
  expect(answer.status).toBe(200);
  return (answer.body.data as { attributes: { options: PublicKeyCredentialRequestOptionsJSON } }).attributes.options;
};

const passkeySignIn = (response: unknown) => call('POST', 'signin', { data: { type: 'access-token-passkey', attributes: { response, setAuthCookie: true } } });

const errorCode = (answer: { body: { errors?: { code: string }[] } }) => answer.body.errors?.[0]?.code;

describe('registering a passkey', () => {
  it('verifies the attestation and lists the passkey without its key', async () => {
    const { registered, options, session } = await registerThroughActions('admin@sandbox.test');
    expect(options.rp.id).toBe(RP.id);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(registered.errors).toBeUndefined();
    const passkey = await parseAnswer('users/passkeys/register', registered.data);
    expect(passkey.ok && passkey.value.attributes).toMatchObject({ name: 'Work laptop', lastUsedAt: null });

    const listed = await session.action('users/passkeys/list');
    expect(listed.data).toEqual([registered.data]);
    expect(JSON.stringify(listed.data)).not.toMatch(/publicKey|counter|credentialId/);
    expect(db.passkeys.all()).toHaveLength(1);
  });

  it.each([
    ['another origin', { origin: 'https://evil.test' }],
    ['another RP ID', { rpId: 'evil.test' }],
    ['a challenge the server never made', { challenge: 'bm90LWEtY2hhbGxlbmdl' }],
    ['no user verification', { userVerified: false }],
  ] satisfies [string, Overrides][])('refuses %s', async (_what, overrides) => {
    const { registered } = await registerThroughActions('admin@sandbox.test', 'Bad key', overrides);
    expect(registered.errors).toEqual([expect.objectContaining({ code: 'invalid-passkey', source: { pointer: '/data/attributes/response' } })]);
    expect(db.passkeys.all()).toHaveLength(0);
  });

  it('uses a challenge once: the same answer sent again as a new request is refused', async () => {
    const { session, response } = await registerThroughActions('admin@sandbox.test');
    db.users.patch('usr_admin', { stepUpTrusted: true });
    const again = await session.action('users/passkeys/register', { data: { type: 'passkeys', attributes: { name: 'Again', response } } });
    expect(again.errors?.[0]?.code).toBe('invalid-passkey');
    expect(db.passkeys.all()).toHaveLength(1);
  });

  it('refuses a challenge made for another user', async () => {
    const authenticator = softwareAuthenticator();
    const ownerOptions = passkeyRegistrationOptions(db.users.get('usr_owner')!, RP);
    const session = await openLive(await signIn('admin@sandbox.test'));
    const response = await authenticator.create(ownerOptions, ORIGIN);
    const answer = await session.action('users/passkeys/register', { data: { type: 'passkeys', attributes: { name: 'Stolen', response } } });
    expect(answer.errors?.[0]?.code).toBe('invalid-passkey');
  });

  it('removes only its owner’s passkey', async () => {
    const { session, registered } = await registerThroughActions('admin@sandbox.test');
    const id = (registered.data as { id: string }).id;
    const other = await openLive(await signIn('owner@sandbox.test'));
    db.users.patch('usr_owner', { stepUpTrusted: true });
    expect((await other.action('users/passkeys/remove', undefined, { id })).errors?.[0]?.code).toBe('not-found');
    // A sensitive action: outside the step-up window the server asks first, and removes nothing.
    expect((await session.action('users/passkeys/remove', undefined, { id })).errors?.[0]?.code).toBe('step-up-required');
    expect(db.passkeys.all()).toHaveLength(1);
    db.users.patch('usr_admin', { stepUpTrusted: true });
    expect((await session.action('users/passkeys/remove', undefined, { id })).errors).toBeUndefined();
    expect(db.passkeys.all()).toHaveLength(0);
  });
  it('asks for step-up before a second passkey, and the same request goes through once confirmed: its challenge is kept', async () => {
    const { session, authenticator } = await registerThroughActions('admin@sandbox.test');
    const optionsAnswer = await session.action('users/passkeys/registrationOptions');
    const options = (optionsAnswer.data as { attributes: { options: PublicKeyCredentialCreationOptionsJSON } }).attributes.options;
    expect(options.excludeCredentials).toHaveLength(1);
    const body = { data: { type: 'passkeys', attributes: { name: 'Phone', response: await authenticator.create(options, ORIGIN) } } };
    const reference = ref('second-passkey');
    const asked = await session.action('users/passkeys/register', body, { reference });
    expect(asked.errors?.[0]?.code).toBe('step-up-required');
    expect(db.passkeys.all()).toHaveLength(1);
    db.users.patch('usr_admin', { stepUpTrusted: true });
    const again = await session.action('users/passkeys/register', body, { reference });
    expect(again.errors).toBeUndefined();
    expect(db.passkeys.all().map((passkey) => passkey.name)).toEqual(expect.arrayContaining(['Work laptop', 'Phone']));
  });
});

describe('signing in with a passkey', () => {
  it('is both factors: no password, no code, and the passkey is marked used', async () => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: RP.id, allowCredentials: [], userVerification: 'required' });
    const answer = await passkeySignIn(await authenticator.get(options, ORIGIN));
    expect(answer.status).toBe(200);
    expect(signinAttributes(answer)).toMatchObject({ status: 'ok', identityId: 'idn_admin' });
    expect(answer.body.meta).toEqual({ email: 'admin@sandbox.test' });
    expect(db.passkeys.all()[0].lastUsedAt).not.toBeNull();
  });

  it('asks no code of a user with an authenticator app', async () => {
    const authenticator = await registerDirectly('usr_twofa');
    expect(signinAttributes(await passkeySignIn(await authenticator.get(await signInOptions(), ORIGIN))).status).toBe('ok');
  });

  it('goes on to the identity choice like any sign-in', async () => {
    const authenticator = await registerDirectly('usr_multi');
    const answer = await passkeySignIn(await authenticator.get(await signInOptions(), ORIGIN));
    expect(signinAttributes(answer).status).toBe('identity-select-required');
  });

  it('counts as the second factor a team enforces: no forced 2FA setup, and a password alone is not enough', async () => {
    expect(signinAttributes(await login('setup2fa@sandbox.test')).status).toBe('2fa-setup-required');
    const authenticator = await registerDirectly('usr_setup2fa');
    const withPasskey = await passkeySignIn(await authenticator.get(await signInOptions(), ORIGIN));
    expect(signinAttributes(withPasskey).status).toBe('ok');
    const withPassword = await login('setup2fa@sandbox.test');
    expect([withPassword.status, errorCode(withPassword)]).toEqual([403, 'passkey-required']);
  });

  it('counts in the team’s 2FA figures: the member is covered', async () => {
    const settings = async () =>
      ((await session.action('team/getSettings', { resourceId: 'res_org_northwind' })).data as { attributes: { membersWithoutTwoFa: number } }).attributes
        .membersWithoutTwoFa;
    const session = await openLive(await signIn('admin@sandbox.test'));
    const before = await settings();
    await registerThroughActions('admin@sandbox.test');
    expect(await settings()).toBe(before - 1);
  });

  it.each([
    ['a challenge the server never made', { challenge: 'bm90LWEtY2hhbGxlbmdl' }],
    ['another origin', { origin: 'https://evil.test' }],
    ['another RP ID', { rpId: 'evil.test' }],
    ['no user verification', { userVerified: false }],
  ] satisfies [string, Overrides][])('refuses %s', async (_what, overrides) => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    const answer = await passkeySignIn(await authenticator.get(await signInOptions(), ORIGIN, overrides));
    expect([answer.status, errorCode(answer)]).toEqual([401, 'invalid-passkey']);
  });

  it('refuses a replayed answer and a counter that did not move on', async () => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    const first = await authenticator.get(await signInOptions(), ORIGIN, { counter: 5 });
    expect(signinAttributes(await passkeySignIn(first)).status).toBe('ok');
    expect(errorCode(await passkeySignIn(first))).toBe('invalid-passkey');
    for (const counter of [5, 4]) {
      const cloned = await authenticator.get(await signInOptions(), ORIGIN, { counter });
      expect(errorCode(await passkeySignIn(cloned))).toBe('invalid-passkey');
    }
    expect(signinAttributes(await passkeySignIn(await authenticator.get(await signInOptions(), ORIGIN, { counter: 6 }))).status).toBe('ok');
  });

  it("writes each refused answer in its owner's security log, as a wrong password is; a made-up one in nobody's", async () => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    const failures = () => db.auditEntries.filter((entry) => entry.action === 'auth/signInFailed' && entry.actor?.id === 'usr_admin');
    const before = failures().length;
    const first = await authenticator.get(await signInOptions(), ORIGIN);
    expect(signinAttributes(await passkeySignIn(first)).status).toBe('ok');
    expect(errorCode(await passkeySignIn(first))).toBe('invalid-passkey');
    expect(failures()).toHaveLength(before + 1);
    expect(failures().at(-1)?.changes).toEqual([{ field: 'reason', before: null, after: 'invalid-passkey' }]);
    const everyFailure = db.auditEntries.filter((entry) => entry.action === 'auth/signInFailed').length;
    expect(errorCode(await passkeySignIn({ id: 'x', rawId: 'x', type: 'public-key', response: {} }))).toBe('invalid-passkey');
    expect(db.auditEntries.filter((entry) => entry.action === 'auth/signInFailed')).toHaveLength(everyFailure);
  });

  it('refuses a passkey that was removed, and a made-up answer', async () => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    db.passkeys.remove(db.passkeys.all()[0].id);
    expect(errorCode(await passkeySignIn(await authenticator.get(await signInOptions(), ORIGIN)))).toBe('invalid-passkey');
    expect(errorCode(await passkeySignIn({ id: 'x', rawId: 'x', type: 'public-key', response: {} }))).toBe('invalid-passkey');
  });
});

describe('step-up with a passkey (for users/confirmStepUp)', () => {
  it('is checked before dispatch and used up only when the action commits it', async () => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    const passkey = await authenticator.get(passkeyChallengeFor('usr_admin', RP), ORIGIN);
    const call = { requestReference: ref('step-up'), action: 'users/confirmStepUp', payload: { data: { type: 'step-up', attributes: { passkey } } } };
    // Checked twice (a step-up request refused before it ran, then sent again): nothing is used up until one commits.
    const first = await withPasskeyVerdict('usr_admin', call);
    const second = await withPasskeyVerdict('usr_admin', call);
    expect(passkeyVerified(second)).toBe(true);
    expect(passkeyVerified(first)).toBe(false);
    expect(passkeyVerified(await withPasskeyVerdict('usr_owner', call))).toBe(false);
  });

  it('verifies an answer to the user’s own challenge once', async () => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    const options = passkeyChallengeFor('usr_admin', RP);
    expect(options.allowCredentials).toHaveLength(1);
    const response = await authenticator.get(options, ORIGIN);
    expect(await verifyPasskeyAssertion('usr_admin', response)).toBe(true);
    expect(await verifyPasskeyAssertion('usr_admin', response)).toBe(false);
  });

  it('refuses another user’s challenge, a sign-in challenge and another origin', async () => {
    const { authenticator } = await registerThroughActions('admin@sandbox.test');
    const ownerChallenge = passkeyChallengeFor('usr_owner', RP);
    expect(await verifyPasskeyAssertion('usr_admin', await authenticator.get(ownerChallenge, ORIGIN, { credential: authenticator.credentials[0] }))).toBe(
      false,
    );
    expect(await verifyPasskeyAssertion('usr_admin', await authenticator.get(await signInOptions(), ORIGIN))).toBe(false);
    const options = passkeyChallengeFor('usr_admin', RP);
    expect(await verifyPasskeyAssertion('usr_admin', await authenticator.get(options, ORIGIN, { origin: 'https://evil.test' }))).toBe(false);
  });
});

describe('confirming step-up with a passkey', () => {
  it('opens the window with a fresh passkey answer; a replayed answer does not open it again', async () => {
    const { authenticator, session } = await registerThroughActions('admin@sandbox.test');
    const method = {
      resourceId: 'res_org_northwind',
      data: {
        type: 'payout-methods',
        attributes: { kind: 'bank-account', currency: 'PLN', accountHolderName: 'Ada', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L' },
      },
    };
    const payouts = { endpoint: 'payouts/actions' };
    // admin@ has no authenticator app: the passkey is now their second factor, so the change asks for it.
    expect((await session.action('payout-methods/create', method, payouts)).errors?.[0]?.code).toBe('step-up-required');

    const optionsAnswer = await session.action('users/passkeys/stepUpOptions');
    const options = (optionsAnswer.data as { attributes: { options: PublicKeyCredentialRequestOptionsJSON } }).attributes.options;
    const passkey = await authenticator.get(options, ORIGIN);
    const confirm = (answer: unknown) => session.action('users/confirmStepUp', { data: { type: 'step-up', attributes: { passkey: answer } } });
    expect((await confirm(passkey)).errors).toBeUndefined();
    expect((await session.action('payout-methods/create', method, payouts)).errors).toBeUndefined();
    expect((await confirm(passkey)).errors?.[0]?.code).toBe('invalid-passkey');
    session.close();
  });

  it('refuses a challenge to a user with no passkey', async () => {
    const session = await openLive(await signIn('finance@sandbox.test'));
    expect((await session.action('users/passkeys/stepUpOptions')).errors?.[0]?.code).toBe('no-passkey');
    session.close();
  });
});
