import { createServer, type InlineConfig, type Plugin } from 'vite';

export const PREVIEW_MARKER = '<!--sign-in-preview-->';
export const PREVIEW_ID = 'sign-in-preview';
const RENDER_MODULE = '/src/app/prerender/render-sign-in-page.tsx';

/**
 * The server that renders the sign-in page during a build: the app's own config, in production mode. It
 * still optimizes React for the browser (Vite's React plugin asks for it), so it does so in a cache folder
 * of its own: in `npm run dev`'s, a build (`npm test`, `npm run build`) would replace the dev server's
 * optimized dependencies under it, and its pages then fail ("504 Outdated Optimize Dep", or React's
 * production build where the development one is expected) until the dev server is restarted.
 */
export const prerenderServerConfig = (configFile: string): InlineConfig => ({
  configFile,
  mode: 'production',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
  cacheDir: 'node_modules/.vite-sign-in-preview',
});

/**
 * Builds put the sign-in page, rendered to HTML by the app's own components
 * (src/app/prerender/render-sign-in-page.tsx), in place of `<!--sign-in-preview-->` in index.html: on
 * /login in English the boot script shows it (`data-sign-in-preview` on <html>), so the page paints
 * before the bundle has downloaded. It is inert (nothing to type into, nothing to submit) and leaves
 * when the app renders the real page in its place.
 */
export function signInPreviewPlugin(configFile: string): Plugin {
  return {
    name: 'sign-in-preview',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(PREVIEW_MARKER)) throw new Error(`index.html lacks the ${PREVIEW_MARKER} placeholder`);
        const server = await createServer(prerenderServerConfig(configFile));
        try {
          const { renderSignInPage } = (await server.ssrLoadModule(RENDER_MODULE)) as { renderSignInPage: () => Promise<string> };
          const markup = await renderSignInPage();
          return html.replace(PREVIEW_MARKER, `<div id="${PREVIEW_ID}" inert>${markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
