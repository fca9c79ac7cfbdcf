import type { ReactNode } from 'react';
import { DateSettingsProvider } from '@/lib/dates';
import { useAppSelector } from '@/lib/store';
import { selectDateSettings } from './preferences';

/** Hands the signed-in user's date pattern and zone to every date writer and date input below. */
export function DateSettingsFromUser({ children }: { children: ReactNode }) {
  return <DateSettingsProvider value={useAppSelector(selectDateSettings)}>{children}</DateSettingsProvider>;
}
