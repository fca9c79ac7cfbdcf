// Runs the transport's property tests over many random fault schedules and prints how many passed
// and how long it took: `npm run prove:transport -- --schedules 10000` (CI runs 1,000 in `npm test`).
// Both blocks run: one tab calling the action client, and intents across navigation, reloads and two tabs.
import { spawnSync } from 'node:child_process';

const at = process.argv.indexOf('--schedules');
const schedules = at > 0 ? Number(process.argv[at + 1]) : 10_000;
if (!Number.isInteger(schedules) || schedules < 1) {
  console.error('--schedules takes a whole number');
  process.exit(2);
}
const started = Date.now();
const run = spawnSync('node_modules/.bin/vitest', ['run', 'tests/integration/transport.property.test.ts', '-t', 'random fault schedules'], {
  env: { ...process.env, TRANSPORT_SCHEDULES: String(schedules), TRANSPORT_REPORT: '1' },
  encoding: 'utf8',
});
const output = `${run.stdout}${run.stderr}`;
const reports = output.match(/(transport|intent) schedules: .*/g) ?? [];
const summary = reports.length > 0 ? reports.join('\n') : 'no report';
if (run.status !== 0) {
  console.log(output);
  console.log(`FAILED:\n${summary}\n(see the counterexample above)`);
  process.exit(1);
}
console.log(summary);
console.log(`wall time with start-up: ${((Date.now() - started) / 1000).toFixed(1)} s`);
