import type { ActionCaller } from '@/lib/actions';
import { parseUser, type CurrentUser, type Preferences } from '@/features/session';

export interface UserPatch {
  name?: string;
  phone?: string | null;
  isTimezoneSet?: boolean;
  preferences?: Partial<Preferences>;
}

export async function patchUser(actions: ActionCaller, patch: UserPatch): Promise<CurrentUser> {
  const result = await actions.call({ action: 'identities/patch', payload: { data: { type: 'users', attributes: patch } } });
  return parseUser(result.data);
}
