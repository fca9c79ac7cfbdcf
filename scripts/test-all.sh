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
npx msw init public-sandbox --save=false >/dev/null
# ESLint and the type check each keep one core busy: they run side by side.
npm run --silent lint > test-results/lint.log 2>&1 &
lint=$!
echo "== type check and production build"; npm run --silent build -- --logLevel warn
echo "== lint"; wait "$lint" || { cat test-results/lint.log; exit 1; }; cat test-results/lint.log
echo "== production build has no sandbox"; node scripts/check-production-build.mjs dist
echo "== vitest";      npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
echo "== playwright";  CI="${CI:-true}" npx playwright test
node scripts/summarise-tests.mjs
