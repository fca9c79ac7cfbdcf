/**
 * The signed-in user's passkeys (docs/api/passkeys.md). Registration is verified by the action
 * endpoint before dispatch (`withPasskeyVerdict`, mocks/passkeys.ts): `run` stores what it verified.
 */
import { nowIso } from '../clock';
import { newId } from '../db/ids';
import { passkeyByCredentialId, passkeyJson, passkeysOf } from '../db/passkeys';
import { db } from '../db/store';
import { pageRelyingParty, passkeyRegistrationOptions, registeredCredential } from '../passkeys';
import { defineAction } from './define-action';
import { failure, fieldError, notFound, type ActionOutcome } from './types';

/** A passkey per authenticator; a person rarely has more than a few. */
export const PASSKEYS_PER_USER = 10;

const listPasskeys = defineAction({
  name: 'users/passkeys/list',
  run: ({ user }) => ({ data: passkeysOf(user.id).map(passkeyJson) }),
});

const registrationOptions = defineAction({
  name: 'users/passkeys/registrationOptions',
  run: ({ user, request }): ActionOutcome => {
    if (passkeysOf(user.id).length >= PASSKEYS_PER_USER) return failure('passkey-limit', `At most ${PASSKEYS_PER_USER} passkeys`);
    const options = passkeyRegistrationOptions(user, request.relyingParty ?? pageRelyingParty());
    return { data: { type: 'passkey-options', id: options.challenge, attributes: { options } } };
  },
});

const register = defineAction({
  name: 'users/passkeys/register',
  run: ({ user, payload, request }): ActionOutcome => {
    if (passkeysOf(user.id).length >= PASSKEYS_PER_USER) return failure('passkey-limit', `At most ${PASSKEYS_PER_USER} passkeys`);
    // Checked by the action endpoint before dispatch; its challenge is used up here, as it applies.
    const credential = registeredCredential(request);
    if (!credential) return { errors: [fieldError('response', 'invalid-passkey', 'The passkey could not be verified')] };
    if (passkeyByCredentialId(credential.credentialId)) return failure('passkey-exists', 'This passkey is already registered');
    const passkey = db.passkeys.insert({
      id: newId('pk'),
      userId: user.id,
      name: payload.data.attributes.name,
      ...credential,
      createdAt: nowIso(),
      lastUsedAt: null,
    });
    return { data: passkeyJson(passkey) };
  },
});

/** Removing one needs the step-up window, and so does adding one when the user has a second factor (docs/security.md): the sensitive-action table says so, `defineAction` enforces it. */
const remove = defineAction({
  name: 'users/passkeys/remove',
  run: ({ user, request, payload }): ActionOutcome => {
    const id = request.id ?? payload.id;
    const passkey = id ? db.passkeys.get(id) : undefined;
    if (!passkey || passkey.userId !== user.id) return notFound('Passkey');
    db.passkeys.remove(passkey.id);
    return { data: null };
  },
});

export const passkeyActions = [listPasskeys, registrationOptions, register, remove];
