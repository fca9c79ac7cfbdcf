import { useCallback } from 'react';
import { useAppDispatch } from '@/lib/store';
import { savePreferences, saveUser, type UserPatch } from '@/features/preferences';
import type { Preferences } from '@/features/session';

/** Saves to the sandbox/API and, once it answers, the whole app follows through the store. */
export function useSaveUser() {
  const dispatch = useAppDispatch();
  return useCallback((patch: UserPatch) => dispatch(saveUser(patch)).unwrap(), [dispatch]);
}

export function useSavePreferences() {
  const dispatch = useAppDispatch();
  return useCallback((partial: Partial<Preferences>) => dispatch(savePreferences(partial)).unwrap(), [dispatch]);
}
