import type { ActionCaller } from '@/lib/actions';
import { parseUser } from './user';

export async function fetchCurrentUser(actions: ActionCaller) {
  const result = await actions.call({ action: 'users/me', kind: 'users/me' });
  return parseUser(result.data);
}
