// Usage: npm run generate:antifraud-parser [-- --check]
// Writes parser.ts and parser.terms.ts from rule.grammar with @lezer/generator, formatted by Prettier, so
// that the committed parser is what the grammar says. A committed file, not a Vite plugin: the sandbox
// server (sandbox-server/main.mjs) loads modules through Vite without vite.config.ts and its plugins, and
// the rules page's editor imports the same parser. parser.test.ts fails while the files are stale;
// `--check` does the same from the command line (exit 1).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildParserFile } from '@lezer/generator';
import * as prettier from 'prettier';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));

const HEADER = '// Generated from rule.grammar by generate-parser.mjs (npm run generate:antifraud-parser): do not edit.\n';

async function format(text, fileName) {
  const options = await prettier.resolveConfig(here(fileName));
  return prettier.format(text, { ...options, filepath: here(fileName) });
}

/** The two files' text as they should be committed: `{ 'parser.ts': …, 'parser.terms.ts': … }`. */
export async function generateParser() {
  const grammar = await readFile(here('rule.grammar'), 'utf8');
  const { parser, terms } = buildParserFile(grammar, {
    fileName: 'rule.grammar',
    typeScript: true,
    moduleStyle: 'es',
    warn: (message) => {
      throw new Error(`rule.grammar: ${message}`);
    },
  });
  return {
    // The generated specializer is typed `(value: any, stack: any)`.
    'parser.ts': await format(`${HEADER}/* eslint-disable @typescript-eslint/no-explicit-any */\n${parser}`, 'parser.ts'),
    'parser.terms.ts': await format(`${HEADER}${terms}`, 'parser.terms.ts'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await generateParser();
  if (process.argv.includes('--check')) {
    const stale = [];
    for (const [name, text] of Object.entries(files)) if ((await readFile(here(name), 'utf8').catch(() => '')) !== text) stale.push(name);
    if (stale.length > 0) {
      console.error(`Stale: ${stale.join(', ')}. Run npm run generate:antifraud-parser.`);
      process.exit(1);
    }
  } else {
    for (const [name, text] of Object.entries(files)) await writeFile(here(name), text);
    console.log(`Wrote ${Object.keys(files).join(' and ')} from rule.grammar.`);
  }
}
