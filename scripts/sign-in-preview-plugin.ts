import { createServer, type Plugin } from 'vite';

export const PREVIEW_MARKER = '<!--sign-in-preview-->';
export const PREVIEW_ID = 'sign-in-preview';
const RENDER_MODULE = '/src/app/prerender/render-sign-in-page.tsx';

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
        const server = await createServer({
          configFile,
          mode: 'production',
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
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
