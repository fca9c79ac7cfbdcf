import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import pageTexts from 'virtual:page-texts';
import { reportError } from '../monitoring/report';
import { mergeTexts } from './merge-texts';
import { intlLocale, isLanguageCode, isRtl, matchLanguage, type LanguageCode } from './languages';

const LANGUAGE_KEY = 'language';

// Each language and namespace is its own chunk: only the active language is downloaded.
// The sandbox panel's texts and the sandbox's payer page (`payPage`: its test card form) ship only with the sandbox.
const bundles = {
  ...import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/*/sandbox.json', '!../../locales/*/payPage.json']),
  ...(__SANDBOX__ ? import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/sandbox.json', '../../locales/*/payPage.json']) : {}),
};

// A namespace's texts in a language: its file under src/locales, and the parts page texts files add to it
// (`*.texts.json` beside a page; scripts/page-texts-plugin.ts).
const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const file = bundles[`../../locales/${language}/${namespace}.json`];
    const pageFiles = pageTexts[`${language}/${namespace}`];
    const loaders = [file, pageFiles].filter((load) => load !== undefined);
    if (loaders.length === 0) return callback(new Error(`No bundle ${language}/${namespace}`), false);
    Promise.all(loaders.map((load) => load())).then(
      (modules) => callback(null, modules.map((module) => module.default).reduce(mergeTexts, {})),
      (error: Error) => callback(error, false),
    );
  },
};

/** Shown for a missing key: its last segment, capitalised ('auth:login.title' → 'Title'). */
export function missingKeyFallback(key: string) {
  const last = key.split(/[.:]/).pop() ?? key;
  return last.charAt(0).toUpperCase() + last.slice(1);
}

export function detectLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguageCode(stored)) return stored;
  } catch {
    /* storage may be blocked */
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = tag && matchLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/** The interface language is a preference, not a secret: it may live in localStorage. */
export function rememberLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    /* ignore */
  }
}

export function applyDocumentLanguage(code: string) {
  document.documentElement.lang = intlLocale(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export async function initI18n(language: LanguageCode = detectLanguage(), instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', applyDocumentLanguage);
  // A missing key is looked up on every render: logged and reported once per language, namespace and key.
  const missing = new Set<string>();
  await instance
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...(['en', 'fr', 'it', 'de', 'ua', 'es', 'ar', 'lv', 'et', 'ru'] satisfies LanguageCode[])],
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        const id = `${languages.join(',')}/${namespace}:${key}`;
        if (missing.has(id)) return;
        missing.add(id);
        console.warn(`Missing translation ${id}`);
        reportError(new Error('Missing translation'), { languages, namespace, key });
      },
      parseMissingKeyHandler: missingKeyFallback,
      react: { useSuspense: true },
    });
  applyDocumentLanguage(instance.language);
  return instance;
}

export { i18next };
