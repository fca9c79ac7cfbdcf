import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';

/**
 * Sandbox modes only: serves (dev) and emits (build) MSW's service worker from `dir`, where
 * `npm run setup:msw` generates it. It is not in `public/`, so production builds never carry it.
 */
export function sandboxWorkerPlugin(dir: string): Plugin {
  const file = join(dir, WORKER);
  return {
    name: 'sandbox-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${WORKER}`) return next();
        if (!existsSync(file)) return next(new Error(`${file} is missing: run npm run setup:msw`));
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (!existsSync(file)) this.error(`${file} is missing: run npm run setup:msw before a sandbox build`);
      this.emitFile({ type: 'asset', fileName: WORKER, source: readFileSync(file) });
    },
  };
}
