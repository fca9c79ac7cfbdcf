import { SIGN_IN_PREVIEW_ATTRIBUTE } from '../src/app/prerender/sign-in-preview.ts';

/** What index.html loads to start the app, as Vite's build writes it into the <head>. */
export interface StartFiles {
  scripts: string[];
  styles: string[];
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** Takes the app's module scripts and stylesheets out of built index.html, for the boot script to load (startLoader). */
export function takeStartFiles(html: string): { html: string; files: StartFiles } {
  const files: StartFiles = { scripts: [], styles: [] };
  const rest = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => (files.scripts.push(src), ''))
    .replace(STYLESHEET, (_tag, href: string) => (files.styles.push(href), ''));
  if (files.scripts.length === 0) throw new Error('index.html has no module script to start the app');
  return { html: rest, files };
}

/**
 * The boot script's part (ES5) that loads the app's code and stylesheet, and the first page's files
 * that first-page-preloads.ts put in `firstPageFiles`. Where the build-time sign-in page shows (that
 * part sets the attribute just before), nothing is asked for before the page has painted: a module
 * script that arrived first would run before the first frame, a stylesheet would hold it back, and a
 * download would share the phone's bandwidth with it. Elsewhere all load at once, the stylesheet
 * blocking rendering as a <link> in index.html would. `window.__appStyles` settles when the
 * stylesheet has loaded: src/app/start-app.tsx renders nothing before it.
 */
export function startLoader({ scripts, styles }: StartFiles): string {
  return `(function () {
  if (window.__incompatibleBrowser) return;
  var scripts = ${JSON.stringify(scripts)};
  var styles = ${JSON.stringify(styles)};
  var head = document.head;
  function preload(href) {
    var element = document.createElement('link');
    element.rel = 'modulepreload';
    element.crossOrigin = '';
    element.href = href;
    head.appendChild(element);
  }
  function load(blockRendering) {
    var loaded = [];
    for (var i = 0; i < styles.length; i++) {
      var stylesheet = document.createElement('link');
      stylesheet.rel = 'stylesheet';
      stylesheet.crossOrigin = '';
      stylesheet.href = styles[i];
      if (blockRendering) stylesheet.setAttribute('blocking', 'render');
      loaded.push(new Promise(function (settle) {
        stylesheet.onload = stylesheet.onerror = function () { settle(); };
      }));
      head.appendChild(stylesheet);
    }
    window.__appStyles = Promise.all(loaded);
    for (var j = 0; j < scripts.length; j++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = scripts[j];
      head.appendChild(script);
    }
    for (var k = 0; k < firstPageFiles.length; k++) preload(firstPageFiles[k]);
  }
  if (!document.documentElement.hasAttribute(${JSON.stringify(SIGN_IN_PREVIEW_ATTRIBUTE)})) return load(true);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    load(false);
  }
  // Once the first frame has painted the page (a timer set in its animation frame runs after its
  // paint); a hidden tab paints no frame, hence the second timer.
  document.addEventListener('DOMContentLoaded', function () {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 500);
  });
})();`;
}
