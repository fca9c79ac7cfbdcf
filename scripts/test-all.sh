#!/usr/bin/env bash
# Every test the project has: lint, type check, the production build and its check (no sandbox, no
# inline script), Vitest, and Playwright in headless Chromium.
# Installs Debian's Chromium (and Noto fonts for Arabic) when missing; never downloads a browser build.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Chromium from Debian's packages..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
fi

mkdir -p test-results
# Each step is announced with the seconds since the start: the wall time of each level at a glance.
step() { echo "== $1 [${SECONDS} s]"; }
npx msw init public-sandbox --save=false >/dev/null
# ESLint and the type check each keep one core busy: they run side by side.
npm run --silent lint > test-results/lint.log 2>&1 &
lint=$!
step "type check and production build"; npm run --silent build -- --logLevel warn
step "lint"; wait "$lint" || { cat test-results/lint.log; exit 1; }; cat test-results/lint.log
step "production build has no sandbox"; node scripts/check-production-build.mjs dist
step "vitest"; npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
# Free ports for the preview server, the dev server (dev-server.spec.ts) and the sandbox server (sandbox-server.spec.ts):
# another checkout's suite may be running on this machine. All are held while the next is picked, so that they differ.
read -r E2E_PORT E2E_DEV_PORT E2E_SERVER_PORT < <(node -e "const net=require('node:net');const a=net.createServer().listen(0,'127.0.0.1',()=>{const b=net.createServer().listen(0,'127.0.0.1',()=>{const c=net.createServer().listen(0,'127.0.0.1',()=>{console.log(a.address().port,b.address().port,c.address().port);a.close();b.close();c.close()})})})")
export E2E_PORT E2E_DEV_PORT E2E_SERVER_PORT
step "playwright"; CI="${CI:-true}" npx playwright test
step "done"
node scripts/summarise-tests.mjs
