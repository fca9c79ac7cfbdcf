// Usage: node scripts/check-production-build.mjs [dir=dist]   (after `npm run build`)
// Fails when the production build carries any part of the sandbox (its payer page with the card
// form included), an inline script that a strict Content-Security-Policy (script-src 'self')
// would block, or a config.json (each deployment provides its own: docs/deployment.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'dist';
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`check-production-build: ${dir}/index.html not found; run npm run build first`);
  process.exit(2);
}

// Texts and translation keys of the sandbox panel (src/locales/*/sandbox.json share the keys).
const panelTexts = [
  'Sandbox controls',
  'in-browser sandbox',
  'Reset sandbox data',
  'Next call fails with',
  'Drop next push',
  'Duplicate next push',
  'Drop the live connection',
];

// The sandbox's payer page and its card form (src/features/payment-links/public, src/locales/*/payPage.json):
// in production a payer pays on the provider's hosted page, never in the dashboard.
const payPageTraces = [
  ['payer page namespace (payPage)', /\bpayPage\b/],
  ['payer page route (/pay/:linkId)', /\/pay\/:linkId/],
  ['payer page call (public/payment-links)', /public\/payment-links/],
  ['card payment body (payment-link-payments)', /payment-link-payments/],
  ['card form autocomplete (cc-number, cc-csc)', /\bcc-(number|csc|exp)\b/],
  ['card form translation key', /\bpay\.(cardNumber|cvc|expiry|cardholderName|sandboxTitle|formLabel)\b/],
  ['card form text', /Sandbox test card|Name on card|4242 4242 4242 4242/],
];

/** [what it is, how to find it] */
const traces = [
  ['MSW service worker', /mockServiceWorker/],
  ['MSW', /\bmsw\b/i],
  ['sandbox controls (window.__sandbox)', /__sandbox/],
  ['sandbox-only answer field', /sandboxLink/],
  ['sandbox accounts', /sandbox\.test/],
  ['sandbox Pusher key', /sandbox-key/],
  ['sandbox fault-panel key', /\b(dropPush|duplicatePush|dropSocket|failNext|channelFault|resetConfirm)\b/],
  ['sandbox controls API', /\b(failChannelAuthorization|duplicateNextPush|dropNextPush|disconnectSockets)\b/],
  // The sandbox's WebAuthn verifier (mocks/passkeys.ts); the app's own @simplewebauthn/browser is allowed.
  ['sandbox WebAuthn verifier (@simplewebauthn/server)', /Unexpected (registration|authentication) response origin/],
  ...panelTexts.map((text) => ['sandbox fault-panel text', new RegExp(text)]),
  ...payPageTraces,
];
const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>/i;

const files = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)]));

const problems = [];
const all = files(dir);
for (const file of all) {
  const name = relative(dir, file);
  const text = readFileSync(file, 'utf8');
  for (const [what, pattern] of traces) {
    if (pattern.test(name)) problems.push(`${name}: file name matches ${what} (${pattern})`);
    const match = pattern.exec(text);
    if (match) {
      const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' ');
      problems.push(`${name}: ${what} (${pattern}) in …${around}…`);
    }
  }
  if (name.endsWith('.html') && inlineScript.test(text)) {
    problems.push(`${name}: inline <script> (${inlineScript.exec(text)[0]}), which script-src 'self' blocks`);
  }
}

if (existsSync(join(dir, 'config.json'))) {
  problems.push('config.json: a production build carries none; the operator provides it for each environment');
}

if (problems.length) {
  console.error(`Production build check FAILED: ${problems.length} problem(s) in ${dir}/`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  console.error('The sandbox must compile out of production builds (see __SANDBOX__ in vite.config.ts).');
  process.exit(1);
}
console.log(`Production build check passed: ${all.length} files in ${dir}/, no sandbox traces (payer page included), no inline scripts, no config.json.`);
