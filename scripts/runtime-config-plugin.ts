import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PreviewServer } from 'vite';
import { parseRuntimeConfig } from '../src/config/runtime-config.ts';
import { sandboxConfigJson } from './sandbox-config.ts';
import { securityHeaders } from './security-headers.ts';

export const CONFIG_FILE = 'config.json';

/** The headers for a built app in `dir`, from its config.json when it has one (read per request: replacing the file needs no restart). */
function headersFor(dir: string, sandbox: boolean): Record<string, string> {
  const file = join(dir, CONFIG_FILE);
  if (!existsSync(file)) return securityHeaders(null);
  try {
    const checked = parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')), sandbox);
    return securityHeaders(checked.ok ? checked.config : null);
  } catch {
    return securityHeaders(null);
  }
}

/**
 * Sandbox modes: serves (dev) and emits (build) `config.json` generated from `env`. Every mode:
 * `vite preview` serves the security headers built from the config.json of the folder it serves.
 */
export function runtimeConfigPlugin(env: Record<string, string | undefined>, sandbox: boolean): Plugin {
  const json = () => `${JSON.stringify(sandboxConfigJson(env), null, 2)}\n`;
  return {
    name: 'runtime-config',
    configureServer(server) {
      if (!sandbox) return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${CONFIG_FILE}`) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(json());
      });
    },
    configurePreviewServer(server: PreviewServer) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headersFor(dir, sandbox))) res.setHeader(name, value);
        if (req.url?.split('?')[0] !== `/${CONFIG_FILE}`) return next();
        res.setHeader('Cache-Control', 'no-cache');
        // As docs/deployment.md asks of a server: a missing file is a 404, never the SPA's index.html.
        if (existsSync(join(dir, CONFIG_FILE))) return next();
        res.statusCode = 404;
        res.end('config.json not found');
      });
    },
    generateBundle() {
      if (sandbox) this.emitFile({ type: 'asset', fileName: CONFIG_FILE, source: json() });
    },
  };
}
