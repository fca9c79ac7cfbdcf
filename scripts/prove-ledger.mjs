// Runs the ledger's property test over many random money sequences and prints what they did and how
// long it took: `npm run prove:ledger -- --runs 10000` (`npm test` runs 1,000).
import { spawnSync } from 'node:child_process';

const at = process.argv.indexOf('--runs');
const runs = at > 0 ? Number(process.argv[at + 1]) : 10_000;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number');
  process.exit(2);
}
const started = Date.now();
const run = spawnSync('node_modules/.bin/vitest', ['run', 'mocks/db/ledger.property.test.ts'], {
  env: { ...process.env, LEDGER_RUNS: String(runs), LEDGER_REPORT: '1' },
  encoding: 'utf8',
});
const output = `${run.stdout}${run.stderr}`;
const report = output.match(/ledger sequences: .*/)?.[0] ?? 'no report';
if (run.status !== 0) {
  console.log(output);
  console.log(`FAILED:\n${report}\n(see the counterexample above)`);
  process.exit(1);
}
console.log(report);
console.log(`wall time with start-up: ${((Date.now() - started) / 1000).toFixed(1)} s`);
