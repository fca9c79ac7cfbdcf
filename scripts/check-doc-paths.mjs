// Usage: node scripts/check-doc-paths.mjs [file.md ...]   (`npm run lint:docs`; default: README.md, mocks/README.md, docs/**/*.md)
// Fails when a Markdown file names a file or folder of the repository that does not exist: a word in
// backticks or in a fenced block whose first segment is a folder (of the repository, of src/, or of the
// Markdown file's own folder), a bare file name with an extension that no tracked file has, a path with
// an extension in the prose, or a relative link.
// Templates are checked up to their first placeholder: `src/locales/<lng>/<namespace>.json` needs src/locales.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** Files a deployment or a run creates, named in the docs but never in the repository. */
const NOT_IN_REPOSITORY = new Set(['config.json', 'vitest.json', 'e2e.json', 'lint.log', 'trace.zip', 'mockServiceWorker.js']);
/** API paths that begin like a folder of the repository (`public/` is the static folder as well). */
const API_PATHS = new Set(['public/payment-links']);
const FILE_NAME = /^[\w.-]+\.(ts|tsx|js|mjs|cjs|json|md|sh|css|html|ya?ml)$/;
const PLACEHOLDER = /[<*{…]/;
const PROSE_PATH = /[\w.-]+(\/[\w.-]+)+\.(ts|tsx|js|mjs|json|md|sh)\b/g;

// What a fresh checkout has (tracked files, and new ones not yet added unless ignored), never what a
// local run left behind: `test-results/` exists on a developer's machine but not in CI.
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedNames = new Set(tracked.map((file) => basename(file)));
const trackedPaths = new Set(tracked.flatMap((file) => file.split('/').map((_, index, segments) => segments.slice(0, index + 1).join('/'))));
const trackedDirs = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, segments) => segments.slice(0, index + 1).join('/')),
  ),
);

function markdownFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}

const inRepository = (path) => relative(root, path) === '' || trackedPaths.has(relative(root, path));
const isDir = (path) => relative(root, path) === '' || trackedDirs.has(relative(root, path));
/** Output folders (`test-results/`, `dist/`) are named in the docs but ignored by git. */
function isIgnored(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', relative(root, path)], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** The problem with one word in backticks, or null when it names nothing or something that exists. */
function checkWord(word, bases) {
  const clean = word.replace(/^[("'[]+|[)"',.:;\]]+$/g, '').replace(/\/$/, '');
  if (!clean || clean.startsWith('/') || clean.includes('://') || clean.startsWith('.env')) return null;
  if (API_PATHS.has(clean)) return null;
  const segments = clean.split('/');
  if (segments.length === 1) {
    if (!FILE_NAME.test(clean) || NOT_IN_REPOSITORY.has(clean) || trackedNames.has(clean)) return null;
    return `no tracked file is named ${clean}`;
  }
  const base = bases.find((dir) => isDir(join(dir, segments[0])));
  if (!base) return null;
  if (isIgnored(join(base, segments[0]))) return null;
  const fixed = [];
  for (const segment of segments) {
    if (PLACEHOLDER.test(segment)) break;
    fixed.push(segment);
  }
  if (NOT_IN_REPOSITORY.has(segments.at(-1))) return null;
  const path = join(base, ...fixed);
  return inRepository(path) ? null : `${relative(root, path)} does not exist`;
}

function checkFile(file) {
  const problems = [];
  const own = dirname(join(root, file));
  const bases = [...new Set([own, root, join(root, 'src')])];
  let fenced = false;
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced) {
        for (const word of line.split(/\s+/)) {
          const problem = checkWord(word, bases);
          if (problem) problems.push(`${at}: ${word}: ${problem}`);
        }
        return;
      }
      for (const [word] of line.replace(/`[^`]*`|\]\([^)]*\)/g, '').matchAll(PROSE_PATH)) {
        const problem = checkWord(word, bases);
        if (problem) problems.push(`${at}: ${word}: ${problem}`);
      }
      for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
        for (const word of code.split(/\s+/)) {
          const problem = checkWord(word, bases);
          if (problem) problems.push(`${at}: \`${code}\`: ${problem}`);
        }
      }
      for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const path = resolve(own, target.split('#')[0]);
        if (!inRepository(path)) problems.push(`${at}: link ${target}: ${relative(root, path)} does not exist`);
      }
    });
  return problems;
}

const files = process.argv.length > 2 ? process.argv.slice(2) : ['README.md', 'mocks/README.md', ...markdownFiles('docs')];
const problems = files.flatMap(checkFile);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`${problems.length} path(s) in the docs name nothing in the repository.`);
  process.exit(1);
}
console.log(`${files.length} Markdown files: every path they name exists.`);
