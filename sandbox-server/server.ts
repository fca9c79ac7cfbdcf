import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { RequestHandler } from 'msw';
import { parseRuntimeConfig, type RuntimeConfigJson } from '../src/config/runtime-config';
import { securityHeaders } from '../scripts/security-headers';
import { sandboxControls } from '../mocks/controls';
import { setClockMode } from '../mocks/clock';
import { setPersistence } from '../mocks/db/store';
import { setLatency } from '../mocks/faults';
import { handlers } from '../mocks/handlers';
import { PUSHER_KEY } from '../mocks/pusher-hub';
import { mockApi } from './api-middleware';
import { answerControl, CONTROLS_PREFIX } from './controls-endpoint';
import { fileStorage } from './file-storage';
import { attachPusherSockets } from './pusher-socket';
import { staticFiles } from './static-files';

export interface SandboxServerOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** Default `localhost`: this machine only (the controls can reset everything). */
  host?: string;
  /** The production build to serve; default `dist`. */
  distDir?: string;
  /** The database file; null: nothing persisted (the seed at every start). */
  dataFile?: string | null;
  /** Forget what the file holds: back to the seed. */
  fresh?: boolean;
  /** Milliseconds every API answer and push waits (`setLatency`); default 0. */
  latency?: number;
}

export interface SandboxServer {
  port: number;
  url: string;
  /** Writes what is pending to the database file now. */
  flush: () => void;
  close: () => Promise<void>;
}

/** config.json's `pusher.host` form: host and port, as the page reached the server. */
const HOST_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)*:\d{1,5}$/i;

/**
 * The production app's `config.json` on this server: the API on the same origin, the Pusher socket on
 * this server's port (`host` as the page reached it), so the page talks to nothing else.
 */
export function serverConfigJson(host: string): RuntimeConfigJson {
  return {
    apiUrl: '/api',
    pusher: { key: PUSHER_KEY, host, cluster: 'sandbox' },
    // Production takes an https origin only; the build has no payer page of its own (payment links point there).
    payOrigin: 'https://pay.paytide.example',
    errorReporting: { dsn: null, environment: 'sandbox-server', sampleRate: 1 },
    analytics: { scriptUrl: null, siteId: null },
  };
}

let running: SandboxServer | null = null;

/**
 * The sandbox (mocks/: handlers, database, clock, faults, Pusher hub) as a real HTTP and WebSocket
 * server, serving the production build beside it on one origin. One per process: the sandbox's state
 * is the process's.
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  if (running) throw new Error(`A sandbox server is running already (${running.url})`);
  const storage = options.dataFile ? fileStorage(resolve(options.dataFile)) : null;
  setPersistence(storage !== null, storage ?? undefined);
  if (options.fresh) sandboxControls.reset();
  // Jobs fire on the server's own timers, at their due time (the browser's mode; one process, no election).
  setClockMode('real');
  setLatency(options.latency ?? 0);

  const serveBuild = staticFiles(resolve(options.distDir ?? 'dist'));
  // The handlers' HTTP half; the Pusher link's half is the WebSocket server below.
  const api = mockApi(handlers.filter((handler) => handler instanceof RequestHandler));

  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const host = req.headers.host ?? '';
    const config = serverConfigJson(HOST_PATTERN.test(host) ? host : `localhost:${port}`);
    const checked = parseRuntimeConfig(config, false);
    for (const [name, value] of Object.entries(securityHeaders(checked.ok ? checked.config : null))) res.setHeader(name, value);
    const { pathname } = new URL(req.url ?? '/', 'http://sandbox');
    if (pathname.startsWith(CONTROLS_PREFIX)) {
      answerControl(req, res, pathname).catch(() => res.destroy());
      return;
    }
    if (pathname.startsWith('/api/')) {
      api(req, res).catch((error: unknown) => {
        console.error('[sandbox-server]', req.method, pathname, error);
        if (res.headersSent) res.destroy();
        else {
          res.statusCode = 500;
          res.end();
        }
      });
      return;
    }
    if (pathname === '/config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(`${JSON.stringify(config, null, 2)}\n`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    if (!serveBuild(req, res, pathname)) {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('No production build to serve: run `npm run build` (or `npm run sandbox:server`, which builds it).\n');
    }
  });
  const sockets = attachPusherSockets(server);

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? 'localhost', () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  const flush = () => storage?.flush();
  const instance: SandboxServer = {
    port,
    url: `http://${options.host ?? 'localhost'}:${port}`,
    flush,
    close: async () => {
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      flush();
      setPersistence(false);
      // No job timer left armed: the process (a test's worker) may end.
      setClockMode('manual');
      running = null;
    },
  };
  running = instance;
  return instance;
}
