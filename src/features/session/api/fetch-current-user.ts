import type { ActionClient } from '@/lib/actions';
import { parseUser } from './user';

export async function fetchCurrentUser(actions: ActionClient) {
  const result = await actions.call({ action: 'users/me', kind: 'users/me' });
  return parseUser(result.data);
}
