import type { ActionCaller } from '@/lib/actions';
import { lazySchema } from '@/lib/validation';

const parseSecret = lazySchema((z) => z.object({ attributes: z.object({ secret: z.string(), otpauthUrl: z.string() }) }));

export async function createTwoFaSecret(actions: ActionCaller) {
  const result = await actions.call({
    action: 'users/createTwoFaSecret',
    payload: { data: { type: '2fa-secret-create', attributes: {} } },
  });
  return (await parseSecret(result.data)).attributes;
}

export const confirmTwoFaSecret = (actions: ActionCaller, code: string) =>
  actions.call({ action: 'users/confirmTwoFaSecret', payload: { data: { type: '2fa-secret-confirm', attributes: { code } } } });

export const disableTwoFa = (actions: ActionCaller, code: string) =>
  actions.call({ action: 'users/disableTwoFa', payload: { data: { type: '2fa-disable-request', attributes: { code } } } });
