import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { criticalCss } from './critical-css.ts';
import { startLoader, takeStartFiles, type StartFiles } from './start-loader.ts';
import { SIGN_IN_PREVIEW_ATTRIBUTE } from '../src/app/prerender/sign-in-preview.ts';
import { pickLanguageSource } from './boot-language.ts';
import { firstPagePreloads, type BundleLike } from './first-page-preloads.ts';

const MARKER = '<!--boot-script-->';

// ES5, like browser-check.js: applies the stored colour scheme before first paint (no flash).
const applyColorScheme = `(function () {
  try {
    var s = localStorage.getItem('color-scheme');
    var dark = s === 'dark' || ((!s || s === 'auto') && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch (e) {}
})();`;

// Starts the request for the deployment's config.json while the bundle downloads, rather than after
// it (src/config/load-runtime-config.ts takes it up). The catch only marks a failure as handled here:
// the bundle still sees it.
const requestConfigEarly = `(function () {
  try {
    if (window.__incompatibleBrowser || !window.fetch) return;
    var request = fetch('/config.json', { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    request['catch'](function () {});
    window.__configRequest = request;
  } catch (e) {}
})();`;

// When the app cannot start (its code did not arrive: offline, or a new deployment replaced it), says
// so in the reader's language with a Reload button, in place of whatever #root showed (the build-time
// sign-in page would otherwise stay, a form that does nothing). The texts are in this script because
// the app's own texts may not arrive either. The bundle calls window.__showStartFailure when its
// start fails (src/main.tsx); a module script that fails to load is caught here.
const showStartFailure = (texts: Record<string, unknown>) => `(function () {
  var texts = ${JSON.stringify(texts)};
  var pickLanguage = ${pickLanguageSource};
  function show() {
    if (window.__startFailed) return;
    window.__startFailed = true;
    var lang = pickLanguage(texts);
    var t = texts[lang];
    var html = document.documentElement;
    html.removeAttribute(${JSON.stringify(SIGN_IN_PREVIEW_ATTRIBUTE)});
    html.setAttribute('lang', lang === 'ua' ? 'uk' : lang);
    html.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    var root = document.getElementById('root');
    while (root.firstChild) root.removeChild(root.firstChild);
    var box = document.createElement('main');
    box.setAttribute('role', 'alert');
    box.style.cssText = 'font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;max-width:560px;margin:15vh auto;padding:24px;line-height:1.55';
    var title = document.createElement('h1');
    title.style.fontSize = '22px';
    title.textContent = t.title;
    var message = document.createElement('p');
    message.textContent = t.message;
    var reload = document.createElement('button');
    reload.type = 'button';
    // The theme's primary button (indigo 7, white text: 5.9:1).
    reload.style.cssText = 'background:#4263eb;color:#fff;border:0;border-radius:8px;padding:10px 18px;font:inherit;font-weight:600;cursor:pointer';
    reload.textContent = t.reload;
    reload.onclick = function () {
      location.reload();
    };
    box.appendChild(title);
    box.appendChild(message);
    box.appendChild(reload);
    root.appendChild(box);
    reload.focus();
  }
  window.__showStartFailure = function () {
    if (document.getElementById('root')) show();
    else document.addEventListener('DOMContentLoaded', show);
  };
  window.addEventListener(
    'error',
    function (event) {
      var element = event.target;
      if (element && element.tagName === 'SCRIPT' && element.type === 'module') window.__showStartFailure();
    },
    true
  );
})();`;

/** The classic (non-module) script that runs before the bundle, so that old browsers run it too. */
export function bootScript(root: string, firstPage = '', start = ''): string {
  const check = readFileSync(join(root, 'src/app/browser-check.js'), 'utf8');
  const localesDir = join(root, 'src/locales');
  const texts: Record<string, { title: string; message: string }> = {};
  const failureTexts: Record<string, { title: string; message: string; reload: string }> = {};
  for (const lng of readdirSync(localesDir)) {
    const common = JSON.parse(readFileSync(join(localesDir, lng, 'common.json'), 'utf8'));
    texts[lng] = common.browser;
    failureTexts[lng] = common.startFailure;
  }
  return `(function () {
var firstPageFiles = [];
${check}
(function () {
  if (!isIncompatibleBrowser(navigator.userAgent)) return;
  var texts = ${JSON.stringify(texts)};
  var lang = ((navigator.language || 'en').toLowerCase().split('-')[0]);
  if (lang === 'uk') lang = 'ua';
  var t = texts[lang] || texts.en;
  document.write('<div role="alert" style="font-family:sans-serif;max-width:560px;margin:15vh auto;padding:24px;border:1px solid #ccc;border-radius:8px"><h1 style="font-size:22px">' + t.title + '</h1><p>' + t.message + '</p></div>');
  window.__incompatibleBrowser = true;
})();
${applyColorScheme}
${showStartFailure(failureTexts)}
${requestConfigEarly}
${firstPage}
${start}
})();
`;
}

/** The rules of the app's stylesheet that index.html's own markup (the build-time sign-in page) needs, inline. */
function firstPaintStyles(bundle: Rolldown.OutputBundle, files: StartFiles, base: string, markup: string): string {
  const css = files.styles
    .map((href) => bundle[href.slice(base.length)])
    .map((asset) => (asset?.type === 'asset' && typeof asset.source === 'string' ? asset.source : ''))
    .join('');
  return css ? `<style>${criticalCss(css, markup)}</style>` : '';
}

const fileNameOf = (assetsDir: string, source: string) => `${assetsDir}/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

/**
 * Serves the boot script (colour scheme + incompatible-browser notice in every language, from each
 * `locales/<lng>/common.json` `browser.title`/`browser.message`) as an external file in place of
 * `<!--boot-script-->` in index.html: a strict Content-Security-Policy allows no inline script.
 */
export function bootScriptPlugin(root: string): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'boot-script',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${base}${assetsDir}/boot-`)) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(bootScript(root));
      });
    },
    // The build's boot script also names the sign-in page's chunks, known only once the bundle is:
    // it is written, and put into index.html, after Vite's own HTML processing.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string' || !html.source.includes(MARKER))
          throw new Error(`index.html lacks the ${MARKER} placeholder`);
        const { html: page, files } = takeStartFiles(html.source);
        const source = bootScript(root, firstPagePreloads(bundle as BundleLike, base), startLoader(files));
        const fileName = fileNameOf(assetsDir, source);
        this.emitFile({ type: 'asset', fileName, source });
        // The inline rules come before the boot script: the stylesheet it adds to the <head> must follow them, or
        // a rule of the first paint (UnstyledButton's `padding: 0`) would outrank a later one of the whole sheet
        // (NavLink's padding) on every page the boot script loads at once.
        html.source = page.replace(MARKER, `${firstPaintStyles(bundle, files, base, page)}<script src="${base}${fileName}"></script>`);
      },
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, which would otherwise try to bundle this classic script.
      order: 'post',
      handler(html, context) {
        if (!html.includes(MARKER)) throw new Error(`index.html lacks the ${MARKER} placeholder`);
        if (context.bundle) return html; // the build: generateBundle above
        return html.replace(MARKER, `<script src="${base}${fileNameOf(assetsDir, bootScript(root))}"></script>`);
      },
    },
  };
}
