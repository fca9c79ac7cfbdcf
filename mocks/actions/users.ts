import { base32Secret } from '../db/random';
import type { Preferences, User } from '../db/schema';
import { db } from '../db/store';
import { isRecord, type ApiError } from '../handlers/respond';
import { userJson } from '../serializers';
import { failure, fieldError, payloadAttributes, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

const CODE = '123456';
const languages = ['en', 'fr', 'it', 'de', 'ua', 'es', 'ar', 'lv', 'et', 'ru'];
const layoutTypes: Preferences['layoutType'][] = ['constrained', 'fluid'];
const themes: Preferences['theme'][] = ['auto', 'light', 'dark'];

const isTimezone = (value: string) => {
  if (value === 'utc') return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const me = ({ user }: ActionContext): ActionOutcome => ({ data: userJson(user) });

function patchUser(context: ActionContext): ActionOutcome {
  const attributes = payloadAttributes(context);
  const errors: ApiError[] = [];
  const changes: Partial<User> = {};
  if ('name' in attributes) {
    const name = typeof attributes.name === 'string' ? attributes.name.trim() : '';
    if (name.length < 1 || name.length > 100) errors.push(fieldError('name', 'invalid', 'Name must be 1–100 characters'));
    else changes.name = name;
  }
  if ('phone' in attributes) {
    const phone = attributes.phone;
    if (phone === null || phone === '') changes.phone = null;
    else if (typeof phone === 'string' && /^\+?[0-9 ()-]{6,20}$/.test(phone)) changes.phone = phone;
    else errors.push(fieldError('phone', 'invalid', 'Enter a valid phone number'));
  }
  if ('isTimezoneSet' in attributes) {
    if (typeof attributes.isTimezoneSet === 'boolean') changes.isTimezoneSet = attributes.isTimezoneSet;
    else errors.push(fieldError('isTimezoneSet', 'invalid', 'Must be true or false'));
  }
  if ('preferences' in attributes) {
    const input = isRecord(attributes.preferences) ? attributes.preferences : {};
    const next: Preferences = { ...context.user.preferences };
    const check = <K extends keyof Preferences>(key: K, valid: (value: string) => boolean) => {
      if (!(key in input)) return;
      const value = input[key];
      if (typeof value === 'string' && valid(value)) next[key] = value as Preferences[K];
      else errors.push(fieldError(`preferences/${key}`, 'invalid', `Invalid ${key}`));
    };
    check('timezone', isTimezone);
    check('layoutType', (v) => layoutTypes.includes(v as Preferences['layoutType']));
    check('theme', (v) => themes.includes(v as Preferences['theme']));
    check('dateFormat', (v) => v.length > 0 && v.length <= 32);
    check('language', (v) => languages.includes(v));
    changes.preferences = next;
  }
  if (errors.length) return { errors };
  return { data: userJson(db.users.patch(context.user.id, changes) ?? context.user) };
}

const tokenExpired = () => failure('token-expired', 'This token for 2FA setup has already expired. Please re-login to request a new setup link.');

function createTwoFaSecret({ user, session }: ActionContext): ActionOutcome {
  if (session.expired) return tokenExpired();
  const secret = base32Secret(`${user.id}:${user.email}`);
  db.users.patch(user.id, { pendingTwoFaSecret: secret });
  const label = encodeURIComponent(`Sandbox:${user.email}`);
  return {
    data: {
      type: '2fa-secrets', id: `2fa_${user.id}`,
      attributes: { secret, otpauthUrl: `otpauth://totp/${label}?secret=${secret}&issuer=Sandbox` },
    },
  };
}

const invalidCode = () => failure('invalid-2fa-code', 'Incorrect 2FA verification code');

function confirmTwoFaSecret(context: ActionContext): ActionOutcome {
  if (context.session.expired) return tokenExpired();
  if (payloadAttributes(context).code !== CODE) return invalidCode();
  const user = db.users.patch(context.user.id, { twoFaEnabled: true, pendingTwoFaSecret: null }) ?? context.user;
  return { data: userJson(user) };
}

function disableTwoFa(context: ActionContext): ActionOutcome {
  if (payloadAttributes(context).code !== CODE) return invalidCode();
  const user = db.users.patch(context.user.id, { twoFaEnabled: false, pendingTwoFaSecret: null }) ?? context.user;
  return { data: userJson(user) };
}

export const userActions: ActionRegistry = {
  'users/me': { run: me },
  'users/patch': { run: patchUser, mutates: true },
  'users/createTwoFaSecret': { run: createTwoFaSecret, mutates: true },
  'users/confirmTwoFaSecret': { run: confirmTwoFaSecret, mutates: true },
  'users/disableTwoFa': { run: disableTwoFa, mutates: true },
};
