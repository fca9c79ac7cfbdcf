import type { ActionParsedPayload } from '@/lib/contract';
import { db } from '../db/store';
import { userJson } from '../serializers';
import { defineAction } from './define-action';
import { failure, fieldError, type ActionOutcome } from './types';

/** The sandbox "sends" this code by SMS; any other 6 digits is wrong. */
const CODE = '123456';
/** E.164: a plus, a country code that does not start with 0, up to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** `{phone, code}`, or the JSON:API form `{data:{attributes:{phone, code}}}` (the contract accepts both). */
function field(payload: ActionParsedPayload<'users/sendPhoneCode'>, name: 'phone' | 'code'): string {
  return (payload[name] ?? payload.data?.attributes[name] ?? '').trim();
}

const invalidPhone = (): ActionOutcome => ({ errors: [fieldError('phone', 'invalid-phone', 'Enter the number in international format, e.g. +447700900123')] });

const sendPhoneCode = defineAction({
  name: 'users/sendPhoneCode',
  run: ({ user, payload }) => {
    const phone = field(payload, 'phone');
    if (!E164.test(phone)) return invalidPhone();
    db.users.patch(user.id, { pendingPhone: phone });
    // No SMS leaves the sandbox: the answer tells the code so a developer can finish linking.
    return {
      data: { type: 'phone-verifications', id: `phv_${user.id}`, attributes: { phone, codeLength: CODE.length } },
      meta: { sandboxCode: CODE },
    };
  },
});

const confirmPhone = defineAction({
  name: 'users/confirmPhone',
  run: ({ user, payload }) => {
    const phone = field(payload, 'phone');
    if (!E164.test(phone)) return invalidPhone();
    if (user.pendingPhone !== phone) return failure('code-not-sent', 'Send a code to this number first');
    if (field(payload, 'code') !== CODE) return failure('invalid-code', 'The code is not correct');
    return { data: userJson(db.users.patch(user.id, { phone, pendingPhone: null }) ?? user) };
  },
});

const unlinkPhone = defineAction({
  name: 'users/unlinkPhone',
  run: ({ user }) => ({ data: userJson(db.users.patch(user.id, { phone: null, pendingPhone: null }) ?? user) }),
});

export const phoneActions = [sendPhoneCode, confirmPhone, unlinkPhone];
