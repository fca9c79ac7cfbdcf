// Usage: [VITE_API_URL=… VITE_PUSHER_HOST=…] node scripts/print-security-headers.mjs [mode=production] [--nginx]
// Prints the headers to serve the built app with, from scripts/security-headers.ts (the module that
// `vite preview` uses too) and the mode's .env file, where the environment's VITE_* variables win.
import { loadEnv, runnerImport } from 'vite';

const args = process.argv.slice(2);
const mode = args.find((arg) => !arg.startsWith('--')) ?? 'production';
const { module } = await runnerImport('./scripts/security-headers.ts', { configFile: false, logLevel: 'silent' });
const headers = module.securityHeaders(loadEnv(mode, process.cwd(), 'VITE_'));
for (const [name, value] of Object.entries(headers)) {
  console.log(args.includes('--nginx') ? `add_header ${name} "${value}" always;` : `${name}: ${value}`);
}
