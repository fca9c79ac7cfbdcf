import { createSelector } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATE_FORMAT, formatDateTime, normaliseTimeZone } from '@/lib/dates';
import { ltrIn } from '@/lib/i18n';
import { callerOf } from '@/lib/actions';
import { toFailure } from '@/lib/http';
import { createAppAsyncThunk, useAppSelector } from '@/lib/store';
import type { AppState } from '@/lib/store';
import { userUpdated, type Preferences } from '@/features/session';
import { patchUser, type UserPatch } from './api/patch-user';

export const defaultPreferences: Preferences = { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: DEFAULT_DATE_FORMAT };

/** Preferences are part of the signed-in user: read from it, never copied. */
export const selectPreferences = createSelector(
  [(state: AppState) => state.session.user?.preferences],
  (preferences): Preferences => ({ ...defaultPreferences, ...preferences }),
);

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

/** Formats a date in the user's time zone and date format. */
export function useFormatDateTime() {
  const { timezone, dateFormat } = useAppSelector(selectPreferences);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    // Numeric dates ('22.11.2026 09:00') read left to right in every language; in Arabic the time would otherwise jump ahead of the date.
    (value: string | number | Date, withTime = true) =>
      ltrIn(language)(formatDateTime(value, { timeZone: normaliseTimeZone(timezone), dateFormat, withTime })),
    [timezone, dateFormat, language],
  );
}

export const useTimeZone = () => normaliseTimeZone(useAppSelector(selectPreferences).timezone);
