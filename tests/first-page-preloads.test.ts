import { firstPagePreloads, type BundleLike } from '../scripts/first-page-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
});
const bundle: BundleLike = {
  'assets/start.js': chunk('assets/start.js', ['/app/src/main.tsx'], [], true),
  'assets/login-page.js': chunk('assets/login-page.js', ['/app/src/features/auth/pages/login-page.tsx'], ['assets/start.js', 'assets/use-form.js']),
  'assets/use-form.js': chunk('assets/use-form.js', ['/app/node_modules/@mantine/form/esm/use-form.mjs'], ['assets/start.js']),
  'assets/common-en.js': chunk('assets/common-en.js', ['/app/src/locales/en/common.json']),
  'assets/auth-en.js': chunk('assets/auth-en.js', ['/app/src/locales/en/auth.json']),
  'assets/auth-de.js': chunk('assets/auth-de.js', ['/app/src/locales/de/auth.json']),
  'assets/common-de.js': chunk('assets/common-de.js', ['/app/src/locales/de/common.json']),
  'assets/home-de.js': chunk('assets/home-de.js', ['/app/src/locales/de/home.json']),
  'index.html': { type: 'asset' },
};

/** Runs the boot script's part on a page at `path` and answers the files it names for the start loader to ask for. */
function preloadedOn(path: string): string[] {
  history.replaceState(null, '', path);
  return new Function(`var firstPageFiles = []; ${firstPagePreloads(bundle, '/')}; return firstPageFiles;`)();
}

describe("the boot script asks for the sign-in page's code and texts while the start chunk downloads", () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it("on /login: the page's chunks (not those index.html loads already) and its texts in the stored language", () => {
    localStorage.setItem('language', 'de');
    expect(preloadedOn('/login')).toEqual(['/assets/login-page.js', '/assets/use-form.js', '/assets/auth-de.js', '/assets/common-de.js']);
  });

  it("in the browser's language when none is stored, English when the app has not that language", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['de-AT', 'en']);
    expect(preloadedOn('/login')).toContain('/assets/common-de.js');
    languages.mockReturnValue(['pt-BR']);
    expect(preloadedOn('/login')).toContain('/assets/common-en.js');
    languages.mockRestore();
  });

  it('on any other page: nothing', () => {
    expect(preloadedOn('/transactions')).toEqual([]);
  });
});

describe("the boot script shows index.html's build-time sign-in page", () => {
  const shown = () => document.documentElement.hasAttribute('data-sign-in-preview');
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'session-channel=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.documentElement.removeAttribute('data-sign-in-preview');
    history.replaceState(null, '', '/');
  });

  it('on /login in English, and in English when the app has not the reader’s language', () => {
    localStorage.setItem('language', 'en');
    preloadedOn('/login');
    expect(shown()).toBe(true);
    document.documentElement.removeAttribute('data-sign-in-preview');
    localStorage.clear();
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    preloadedOn('/login');
    languages.mockRestore();
    expect(shown()).toBe(true);
  });

  it('not in another language (the page is English), nor on another page', () => {
    localStorage.setItem('language', 'de');
    preloadedOn('/login');
    expect(shown()).toBe(false);
    localStorage.setItem('language', 'en');
    preloadedOn('/transactions');
    expect(shown()).toBe(false);
  });

  it('not while a session cookie says the app will restore a session and leave /login', () => {
    localStorage.setItem('language', 'en');
    document.cookie = 'session-channel=private-encrypted-session-1; path=/';
    preloadedOn('/login');
    expect(shown()).toBe(false);
  });
});
