import { db } from '../db/store';
import { userJson } from '../serializers';
import { failure, fieldError, payloadAttributes, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

/** The sandbox "sends" this code by SMS; any other 6 digits is wrong. */
const CODE = '123456';
/** E.164: a plus, a country code that does not start with 0, up to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** Accepts `{phone, code}` and the JSON:API form `{data:{attributes:{phone, code}}}`. */
function field(context: ActionContext, name: 'phone' | 'code'): string {
  const value = context.payload[name] ?? payloadAttributes(context)[name];
  return typeof value === 'string' ? value.trim() : '';
}

const invalidPhone = (): ActionOutcome => ({ errors: [fieldError('phone', 'invalid-phone', 'Enter the number in international format, e.g. +447700900123')] });

function sendPhoneCode(context: ActionContext): ActionOutcome {
  const phone = field(context, 'phone');
  if (!E164.test(phone)) return invalidPhone();
  db.users.patch(context.user.id, { pendingPhone: phone });
  // No SMS leaves the sandbox: the answer tells the code so a developer can finish linking.
  return {
    data: { type: 'phone-verifications', id: `phv_${context.user.id}`, attributes: { phone, codeLength: CODE.length } },
    meta: { sandboxCode: CODE },
  };
}

function confirmPhone(context: ActionContext): ActionOutcome {
  const phone = field(context, 'phone');
  if (!E164.test(phone)) return invalidPhone();
  if (context.user.pendingPhone !== phone) return failure('code-not-sent', 'Send a code to this number first');
  if (field(context, 'code') !== CODE) return failure('invalid-code', 'The code is not correct');
  const user = db.users.patch(context.user.id, { phone, pendingPhone: null }) ?? context.user;
  return { data: userJson(user) };
}

function unlinkPhone(context: ActionContext): ActionOutcome {
  const user = db.users.patch(context.user.id, { phone: null, pendingPhone: null }) ?? context.user;
  return { data: userJson(user) };
}

export const phoneActions: ActionRegistry = {
  'users/sendPhoneCode': { run: sendPhoneCode, mutates: true },
  'users/confirmPhone': { run: confirmPhone, mutates: true },
  'users/unlinkPhone': { run: unlinkPhone, mutates: true },
};
