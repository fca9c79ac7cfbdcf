// Usage: node scripts/print-security-headers.mjs --config <config.json> [--nginx]
// Prints the headers to serve the built app with, for the deployment's config.json (checked as the
// app checks it), from scripts/security-headers.ts: the module `vite preview` uses too.
import { readFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const file = args[args.indexOf('--config') + 1];
if (!args.includes('--config') || !file || file.startsWith('--')) {
  console.error('Usage: node scripts/print-security-headers.mjs --config <config.json> [--nginx]');
  process.exit(2);
}
const load = (path) => runnerImport(path, { configFile: false, logLevel: 'silent' }).then(({ module }) => module);
const [{ securityHeaders }, { parseRuntimeConfig }] = await Promise.all([load('./scripts/security-headers.ts'), load('./src/config/runtime-config.ts')]);

let json;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: ${error instanceof SyntaxError ? 'not valid JSON' : 'cannot be read'} (${error.message})`);
  process.exit(1);
}
const checked = parseRuntimeConfig(json, false);
if (!checked.ok) {
  console.error(`${file} is not a valid configuration:`);
  for (const problem of checked.problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
for (const [name, value] of Object.entries(securityHeaders(checked.config))) {
  console.log(args.includes('--nginx') ? `add_header ${name} "${value}" always;` : `${name}: ${value}`);
}
