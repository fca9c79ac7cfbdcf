import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Inlines the ES5 incompatible-browser check into index.html with its notice in every
 * language, taken from each `locales/<lng>/common.json` (`browser.title`, `browser.message`).
 */
export function browserCheckPlugin(root: string): Plugin {
  return {
    name: 'incompatible-browser-notice',
    transformIndexHtml(html) {
      const check = readFileSync(join(root, 'src/app/browser-check.js'), 'utf8');
      const localesDir = join(root, 'src/locales');
      const texts: Record<string, { title: string; message: string }> = {};
      for (const lng of readdirSync(localesDir)) {
        const common = JSON.parse(readFileSync(join(localesDir, lng, 'common.json'), 'utf8'));
        texts[lng] = common.browser;
      }
      const script = `${check}
(function () {
  if (!isIncompatibleBrowser(navigator.userAgent)) return;
  var texts = ${JSON.stringify(texts)};
  var lang = ((navigator.language || 'en').toLowerCase().split('-')[0]);
  if (lang === 'uk') lang = 'ua';
  var t = texts[lang] || texts.en;
  document.write('<div role="alert" style="font-family:sans-serif;max-width:560px;margin:15vh auto;padding:24px;border:1px solid #ccc;border-radius:8px"><h1 style="font-size:22px">' + t.title + '</h1><p>' + t.message + '</p></div>');
  window.__incompatibleBrowser = true;
})();`;
      return html.replace('<!--browser-check-->', `<script>${script}</script>`);
    },
  };
}
