import { base32Secret } from '../db/random';
import type { User } from '../db/schema';
import { db } from '../db/store';
import { userJson } from '../serializers';
import { defineAction } from './define-action';
import { failure, type ActionOutcome } from './types';

const CODE = '123456';

const tokenExpired = () => failure('token-expired', 'This token for 2FA setup has already expired. Please re-login to request a new setup link.');
const invalidCode = () => failure('invalid-2fa-code', 'Incorrect 2FA verification code');

const definedOnly = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/** identities/patch: the contract checked every field (name, phone, isTimezoneSet, preferences.*; `preferences.notifications` merges per kind). */
const patchUser = defineAction({
  name: 'identities/patch',
  run: ({ user, payload }): ActionOutcome => {
    const { name, phone, isTimezoneSet, preferences } = payload.data.attributes;
    const changes: Partial<User> = {};
    if (name !== undefined) changes.name = name;
    if (phone !== undefined) changes.phone = phone === '' ? null : phone;
    if (isTimezoneSet !== undefined) changes.isTimezoneSet = isTimezoneSet;
    if (preferences !== undefined) {
      const given = definedOnly(preferences);
      changes.preferences = { ...user.preferences, ...given };
      // The kinds not named keep their switch.
      if (preferences.notifications) changes.preferences.notifications = { ...user.preferences.notifications, ...definedOnly(preferences.notifications) };
    }
    return { data: userJson(db.users.patch(user.id, changes) ?? user) };
  },
});

const createTwoFaSecret = defineAction({
  name: 'users/createTwoFaSecret',
  run: ({ user, session }) => {
    if (session.expired) return tokenExpired();
    const secret = base32Secret(`${user.id}:${user.email}`);
    db.users.patch(user.id, { pendingTwoFaSecret: secret });
    const label = encodeURIComponent(`Sandbox:${user.email}`);
    return {
      data: {
        type: '2fa-secrets',
        id: `2fa_${user.id}`,
        attributes: { secret, otpauthUrl: `otpauth://totp/${label}?secret=${secret}&issuer=Sandbox` },
      },
    };
  },
});

const confirmTwoFaSecret = defineAction({
  name: 'users/confirmTwoFaSecret',
  run: ({ user, session, payload }) => {
    if (session.expired) return tokenExpired();
    if (payload.data.attributes.code !== CODE) return invalidCode();
    return { data: userJson(db.users.patch(user.id, { twoFaEnabled: true, pendingTwoFaSecret: null }) ?? user) };
  },
});

const disableTwoFa = defineAction({
  name: 'users/disableTwoFa',
  run: ({ user, payload }) => {
    if (payload.data.attributes.code !== CODE) return invalidCode();
    return { data: userJson(db.users.patch(user.id, { twoFaEnabled: false, pendingTwoFaSecret: null }) ?? user) };
  },
});

export const userActions = [
  defineAction({ name: 'users/me', run: ({ user }) => ({ data: userJson(user) }) }),
  patchUser,
  createTwoFaSecret,
  confirmTwoFaSecret,
  disableTwoFa,
];
