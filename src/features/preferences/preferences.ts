import { createSelector } from '@reduxjs/toolkit';
// Not the `@/lib/dates` barrel: its formatting (date-fns) stays out of the start chunk this module is part of.
import { DEFAULT_DATE_FORMAT, normaliseTimeZone } from '@/lib/dates/date-settings-context';
import { callerOf } from '@/lib/actions';
import { toFailure } from '@/lib/http';
import { createAppAsyncThunk, useAppSelector } from '@/lib/store';
import type { AppState } from '@/lib/store';
import { userUpdated, type Preferences } from '@/features/session';
import { patchUser, type UserPatch } from './api/patch-user';

export const defaultPreferences: Preferences = { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: DEFAULT_DATE_FORMAT };

/** Preferences are part of the signed-in user: read from it, never copied. */
export const selectPreferences = createSelector([(state: AppState) => state.session.user?.preferences], (preferences): Preferences => ({
  ...defaultPreferences,
  ...preferences,
}));

/** Saves to the sandbox/API, then applies everywhere at once through the store. */
export const saveUser = createAppAsyncThunk('preferences/saveUser', async (patch: UserPatch, { dispatch, rejectWithValue }) => {
  try {
    // Through the store like every call: the action middleware correlates it.
    const user = await patchUser(callerOf(dispatch), patch);
    dispatch(userUpdated(user));
    return user;
  } catch (error) {
    return rejectWithValue(toFailure(error));
  }
});

export const savePreferences = (preferences: Partial<Preferences>) => saveUser({ preferences });

export const useTimeZone = () => normaliseTimeZone(useAppSelector(selectPreferences).timezone);
