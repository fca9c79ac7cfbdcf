import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes as people read them: "289.3 kB", in the language's own number format. */
export function formatSize(bytes: number, language: string) {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** A report's calendar day (`YYYY-MM-DD`) in the user's date format; a day is no instant, so no time zone moves it. */
export const useFormatDay = () => useDateFormat().day;

/** Sizes in the current language. */
export function useFormatSize() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((bytes: number) => formatSize(bytes, language), [language]);
}
