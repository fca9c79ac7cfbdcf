import { pickLanguageSource } from './boot-language.ts';
import { SIGN_IN_PREVIEW_ATTRIBUTE } from '../src/app/prerender/sign-in-preview.ts';
/** What the plugin needs of Rolldown's output bundle. */
export type BundleLike = Record<string, { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[] } | { type: 'asset' }>;

/** The page most visits start on before any code is cached, and the text namespaces it shows. */
const FIRST_PAGE = { path: '/login', module: '/src/features/auth/pages/login-page.tsx', namespaces: ['common', 'errors', 'auth'] };
const SESSION_COOKIE = 'session-channel'; // src/features/session/session-cookie.ts

/**
 * An ES5 part of the boot script that, on /login, names the sign-in page's code and its texts in the
 * reader's language in `firstPageFiles`, for the start loader (start-loader.ts) to ask for beside the
 * start chunk instead of after it has run (each is otherwise one more round trip before the page). The language is detected as
 * `detectLanguage` does (src/lib/i18n/i18n.ts): the stored choice, then the browser's languages.
 * In English, and with no session cookie (a session being restored leaves /login), it also shows
 * index.html's build-time sign-in page until the app renders its own.
 */
export function firstPagePreloads(bundle: BundleLike, base: string): string {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedAtStart = new Set<string>();
  const addWithImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName) || loadedAtStart.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) addWithImports(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) addWithImports(entry.fileName, loadedAtStart);

  const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(FIRST_PAGE.module)));
  if (!page) throw new Error(`No chunk holds ${FIRST_PAGE.module}`);
  const pageFiles = new Set<string>();
  addWithImports(page.fileName, pageFiles);

  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const match = /\/src\/locales\/([a-z]{2})\/([A-Za-z]+)\.json$/.exec(id);
      if (!match || !FIRST_PAGE.namespaces.includes(match[2])) continue;
      const files = new Set<string>();
      addWithImports(chunk.fileName, files);
      texts[match[1]] = [...new Set([...(texts[match[1]] ?? []), ...files])];
    }
  }
  const url = (file: string) => `${base}${file}`;
  return `(function () {
  try {
    if (window.__incompatibleBrowser || location.pathname !== ${JSON.stringify(FIRST_PAGE.path)}) return;
    var texts = ${JSON.stringify(Object.fromEntries(Object.entries(texts).map(([lng, files]) => [lng, files.map(url)])))};
    var lang = (${pickLanguageSource})(texts);
    if (lang === 'en') {
      if (document.cookie.split('; ').every(function (c) { return c.indexOf(${JSON.stringify(`${SESSION_COOKIE}=`)}) !== 0; })) {
        document.documentElement.setAttribute(${JSON.stringify(SIGN_IN_PREVIEW_ATTRIBUTE)}, '');
      }
    }
    firstPageFiles = ${JSON.stringify([...pageFiles].map(url))}.concat(texts[lang]);
  } catch (e) {}
})();`;
}
