import { useEffect, useState } from 'react';
import { intlLocale } from '@/lib/i18n';

/** dayjs' month and weekday names for the calendar, one chunk per language, loaded when first needed. */
const locales: Record<string, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  it: () => import('dayjs/locale/it'),
  de: () => import('dayjs/locale/de'),
  uk: () => import('dayjs/locale/uk'),
  es: () => import('dayjs/locale/es'),
  ar: () => import('dayjs/locale/ar'),
  lv: () => import('dayjs/locale/lv'),
  et: () => import('dayjs/locale/et'),
  ru: () => import('dayjs/locale/ru'),
};
const loaded = new Set(['en']);

/** The dayjs locale of the interface language once its names are loaded ('en' until then). */
export function useCalendarLocale(language: string): string {
  const wanted = intlLocale(language);
  const [, setLoadedCount] = useState(loaded.size);
  useEffect(() => {
    const load = locales[wanted];
    if (loaded.has(wanted) || !load) return undefined;
    let live = true;
    load().then(
      () => {
        loaded.add(wanted);
        if (live) setLoadedCount(loaded.size);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded.has(wanted) ? wanted : 'en';
}
