import type { ActionCaller } from '@/lib/actions';
import { parseUser } from '@/features/session';

/** E.164: a plus, a country code that does not start with 0, at most 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Drops the spaces, dashes and brackets people type in phone numbers. */
export const normalisePhone = (value: string) => value.replace(/[\s().-]/g, '');

/** Resolves the code only the sandbox reveals (`meta.sandboxCode`); production sends a real SMS. */
export const sendPhoneCode = async (actions: ActionCaller, phone: string): Promise<string | null> => {
  const { meta } = await actions.call({ action: 'users/sendPhoneCode', payload: { phone } });
  if (!__SANDBOX__) return null;
  const code = (meta as { sandboxCode?: unknown } | undefined)?.sandboxCode;
  return typeof code === 'string' ? code : null;
};

export const confirmPhone = async (actions: ActionCaller, phone: string, code: string) =>
  parseUser((await actions.call({ action: 'users/confirmPhone', payload: { phone, code } })).data);

export const unlinkPhone = async (actions: ActionCaller) =>
  parseUser((await actions.call({ action: 'users/unlinkPhone' })).data);
