export const languageCodes = ['en', 'fr', 'it', 'de', 'ua', 'es', 'ar', 'lv', 'et', 'ru'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export interface Language {
  code: LanguageCode;
  /** The language's own name, shown in pickers. */
  nativeName: string;
  /** BCP 47 tag for Intl and date-fns ('ua' is the product's code for Ukrainian). */
  intl: string;
  rtl: boolean;
}

export const languages: Record<LanguageCode, Language> = {
  en: { code: 'en', nativeName: 'English', intl: 'en', rtl: false },
  fr: { code: 'fr', nativeName: 'Français', intl: 'fr', rtl: false },
  it: { code: 'it', nativeName: 'Italiano', intl: 'it', rtl: false },
  de: { code: 'de', nativeName: 'Deutsch', intl: 'de', rtl: false },
  ua: { code: 'ua', nativeName: 'Українська', intl: 'uk', rtl: false },
  es: { code: 'es', nativeName: 'Español', intl: 'es', rtl: false },
  ar: { code: 'ar', nativeName: 'العربية', intl: 'ar', rtl: true },
  lv: { code: 'lv', nativeName: 'Latviešu', intl: 'lv', rtl: false },
  et: { code: 'et', nativeName: 'Eesti', intl: 'et', rtl: false },
  ru: { code: 'ru', nativeName: 'Русский', intl: 'ru', rtl: false },
};

export const isLanguageCode = (value: unknown): value is LanguageCode => typeof value === 'string' && (languageCodes as readonly string[]).includes(value);

/** Maps a browser tag ('uk-UA', 'fr-CA') to one of our codes. */
export function matchLanguage(tag: string): LanguageCode | undefined {
  const base = tag.toLowerCase().split('-')[0];
  if (base === 'uk') return 'ua';
  return isLanguageCode(base) ? base : undefined;
}

export const intlLocale = (code: string) => (isLanguageCode(code) ? languages[code].intl : 'en');
export const isRtl = (code: string) => isLanguageCode(code) && languages[code].rtl;

/**
 * Wraps a value in Unicode first-strong isolates so that Latin names and numbers keep their
 * order inside right-to-left sentences (and Arabic inside left-to-right ones).
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * A left-to-right isolate, for values with no strong direction of their own that must read left to
 * right in any sentence: phone numbers ('+44 20…'), UTC offsets, date patterns, user agents.
 */
export const ltrIsolate = (value: string) => `\u2066${value}\u2069`;

/** `ltrIsolate` in a right-to-left language, the value as it is otherwise (nothing to reorder there). */
export const ltrIn = (language: string) => (isRtl(language) ? ltrIsolate : (value: string) => value);

/**
 * A BCP 47 tag's name in the interface language (`de` → 'German', 'allemand', 'Deutsch'…), or null
 * when the browser's `Intl` does not know it or the tag is malformed.
 */
export function languageName(tag: string, uiLanguage: string): string | null {
  try {
    return new Intl.DisplayNames([intlLocale(uiLanguage)], { type: 'language', fallback: 'none' }).of(tag) ?? null;
  } catch {
    return null;
  }
}
