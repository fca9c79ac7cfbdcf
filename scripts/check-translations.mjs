// Usage: node scripts/check-translations.mjs [lng ...] [--ns name ...]
// Lists, per language and namespace, the keys missing against English, extra keys and placeholder mismatches.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = 'src/locales';
const args = process.argv.slice(2);
const nsIndex = args.indexOf('--ns');
const languages = nsIndex === -1 ? args : args.slice(0, nsIndex);
const namespaces =
  nsIndex === -1
    ? readdirSync(join(root, 'en'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
    : args.slice(nsIndex + 1);
const targets = languages.length ? languages : readdirSync(root).filter((l) => l !== 'en');

const flatten = (value, prefix = '', out = new Map()) => {
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, String(value));
  return out;
};
const placeholders = (text) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

let problems = 0;
for (const lng of targets) {
  for (const ns of namespaces) {
    const en = flatten(JSON.parse(readFileSync(join(root, 'en', `${ns}.json`), 'utf8')));
    const file = join(root, lng, `${ns}.json`);
    if (!existsSync(file)) {
      console.log(`${lng}/${ns}.json: missing file`);
      problems++;
      continue;
    }
    const other = flatten(JSON.parse(readFileSync(file, 'utf8')));
    for (const [key, text] of en) {
      if (!other.has(key)) {
        console.log(`${lng}/${ns}: missing ${key}`);
        problems++;
      } else if (placeholders(other.get(key)) !== placeholders(text)) {
        console.log(`${lng}/${ns}: placeholders differ at ${key}`);
        problems++;
      } else if (!other.get(key).trim()) {
        console.log(`${lng}/${ns}: empty ${key}`);
        problems++;
      }
    }
    for (const key of other.keys())
      if (!en.has(key)) {
        console.log(`${lng}/${ns}: extra ${key}`);
        problems++;
      }
  }
}
console.log(problems ? `${problems} problem(s)` : 'all translations complete');
process.exitCode = problems ? 1 : 0;
