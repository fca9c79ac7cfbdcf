// The measuring scripts (bench, lighthouse) serve the production build as a deployment would: with a
// config.json beside it. A build itself has none (docs/deployment.md), so the example is put in for
// the measurement and taken out again, leaving `dist/` as the build made it.
import { copyFileSync, rmSync } from 'node:fs';

export function placeExampleConfig(dir) {
  const target = `${dir}/config.json`;
  copyFileSync('config.example.json', target);
  const remove = () => rmSync(target, { force: true });
  process.once('exit', remove);
  return remove;
}
