import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
/** Types worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);

interface Loaded {
  mtimeMs: number;
  body: Buffer;
  gzip: Buffer | null;
}

/**
 * The production build in `dir`, served as docs/deployment.md asks of a web server: files under
 * `/assets/` (content-hashed names) cached for a year, everything else `no-cache`; a path without a
 * file extension is a route of the app (`index.html`), a missing file with one is a 404. Text is sent
 * gzip-compressed to a browser that takes it (compressed once per file version, kept in memory).
 */
export function staticFiles(dir: string) {
  const cache = new Map<string, Loaded>();

  const load = (file: string): Loaded | null => {
    let mtimeMs: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return null;
      mtimeMs = stat.mtimeMs;
    } catch {
      return null;
    }
    const known = cache.get(file);
    if (known?.mtimeMs === mtimeMs) return known;
    const body = readFileSync(file);
    const loaded = { mtimeMs, body, gzip: COMPRESSIBLE.has(extname(file)) && body.length > 512 ? gzipSync(body, { level: 9 }) : null };
    cache.set(file, loaded);
    return loaded;
  };

  /** Answers the request from the build; false when the build has no index.html (not built yet). */
  return function serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    } catch {
      relative = '';
    }
    // Never outside the build folder.
    if (relative.startsWith('..') || relative.includes(`${sep}..${sep}`)) relative = '';
    let file = relative === '' ? join(dir, 'index.html') : join(dir, relative);
    let loaded = load(file);
    if (!loaded && extname(relative) === '') {
      file = join(dir, 'index.html');
      loaded = load(file);
    }
    if (!loaded) {
      if (!load(join(dir, 'index.html'))) return false;
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end('Not found');
      return true;
    }
    const gzip = loaded.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? loaded.gzip : null;
    const body = gzip ?? loaded.body;
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', relative.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (loaded.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
