import { createSelector } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
// The context module alone, not the dates barrel: no date library in what /login downloads (ADR 3).
import { DEFAULT_DATE_FORMAT, DateSettingsProvider, normaliseTimeZone, type DateSettings } from '@/lib/dates/date-settings-context';
import { useAppSelector, type AppState } from '@/lib/store';

/** The signed-in user's date pattern and zone (preferences; the product's defaults without a user). */
const selectDateSettings = createSelector([(state: AppState) => state.session.user?.preferences], (preferences): DateSettings => ({
  dateFormat: preferences?.dateFormat || DEFAULT_DATE_FORMAT,
  timeZone: normaliseTimeZone(preferences?.timezone),
}));

/** Hands the user's date settings to every date writer and date input below. */
export function DateSettingsFromUser({ children }: { children: ReactNode }) {
  return <DateSettingsProvider value={useAppSelector(selectDateSettings)}>{children}</DateSettingsProvider>;
}
