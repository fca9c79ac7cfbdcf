// Usage: npm run sandbox:server [-- --port=4180 --host=localhost --fresh --no-build --data=.sandbox-data/db.json --no-persist --latency=0]
// The sandbox (mocks/) as a local HTTP and WebSocket server, serving the production build on the same
// origin: sandbox-server/README.md. The TypeScript is run with Vite's SSR module loader, as
// scripts/bench.mjs runs the app's modules; nothing is compiled to disk.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const given = args.find((arg) => arg.startsWith(`--${name}=`));
  return given ? given.slice(name.length + 3) : fallback;
};
const flag = (name) => args.includes(`--${name}`);

const port = Number(option('port', process.env.SANDBOX_SERVER_PORT ?? '4180'));
const host = option('host', 'localhost');
const dataFile = flag('no-persist') ? null : option('data', '.sandbox-data/db.json');
const latency = Number(option('latency', '0'));
const distDir = `${root}dist`;

// The production build (no sandbox in it, as deployed), unless --no-build asks for the one in dist/.
if (!flag('no-build') || !existsSync(`${distDir}/index.html`)) {
  console.log('Building the production app into dist/ (vite build --mode production)…');
  const build = spawnSync(`${root}node_modules/.bin/vite`, ['build', '--mode', 'production', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      { find: '@mocks', replacement: `${root}mocks` },
    ],
  },
  server: { middlewareMode: true, hmr: false, watch: null, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { startSandboxServer } = await vite.ssrLoadModule('/sandbox-server/server.ts');

let server;
try {
  server = await startSandboxServer({ port, host, distDir, dataFile, fresh: flag('fresh'), latency });
} catch (error) {
  console.error(`The sandbox server could not start: ${error.message}`);
  await vite.close();
  process.exit(1);
}
console.log(`Sandbox server: ${server.url} (production build, API under /api, Pusher on ws://${host}:${server.port}/app/…)`);
console.log(
  `Database: ${dataFile ?? 'in memory only'}${flag('fresh') ? ' (fresh from the seed)' : ''}; controls: ${server.url}/__sandbox/<name> (sandbox-server/README.md)`,
);
console.log('Sign in with admin@sandbox.test / Sandbox-123 (README.md, "Sandbox accounts"). Ctrl+C stops it.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
