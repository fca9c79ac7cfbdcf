import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { mergeTexts, type Texts } from '../src/lib/i18n/merge-texts.ts';

const MAP_ID = 'virtual:page-texts';
const PART_PREFIX = 'virtual:page-texts/';
const TEXTS_FILE = /\.texts\.json$/;

/** Every `*.texts.json` under `dir`. */
export function textsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textsFiles(path);
    return TEXTS_FILE.test(entry.name) ? [path] : [];
  });
}

/** A texts file: namespace → language → texts. */
type TextsFile = Record<string, Record<string, Texts>>;

export const readTextsFile = (file: string): TextsFile => JSON.parse(readFileSync(file, 'utf8')) as TextsFile;

/**
 * A page's texts in one file beside its code (`<name>.texts.json`: namespace → language → texts),
 * instead of one file per language under `src/locales` (docs/adding-a-page.md). The build still gives
 * each namespace and language a chunk of its own, so a reader downloads only their language:
 * `virtual:page-texts` maps `<lng>/<namespace>` to that chunk (what every texts file has for it, merged),
 * which the i18n backend (src/lib/i18n/i18n.ts) merges with the namespace's file in `src/locales`, if it
 * has one. A file may add to another namespace too: a page's sidebar label joins `shell`.
 */
export function pageTextsPlugin(root: string): Plugin {
  const src = join(root, 'src');
  // Read once per build, not once per chunk (ten languages times every namespace); a change empties them.
  let files: string[] | undefined;
  const contents = new Map<string, TextsFile>();
  const allFiles = () => (files ??= textsFiles(src));
  const read = (file: string) => contents.get(file) ?? contents.set(file, readTextsFile(file)).get(file)!;
  const forget = () => {
    files = undefined;
    contents.clear();
  };
  return {
    name: 'page-texts',
    enforce: 'pre',
    buildStart: forget,
    resolveId(id) {
      if (id === MAP_ID || id.startsWith(PART_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MAP_ID}`) {
        const keys = new Set<string>();
        for (const file of allFiles()) {
          this.addWatchFile(file);
          for (const [namespace, byLanguage] of Object.entries(read(file))) {
            for (const language of Object.keys(byLanguage)) keys.add(`${language}/${namespace}`);
          }
        }
        const entries = [...keys].sort().map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${PART_PREFIX}${key}`)}),`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${PART_PREFIX}`)) {
        // One chunk per language and namespace, however many files add to it (every page's sidebar label joins `shell`).
        const [language, namespace] = id.slice(PART_PREFIX.length + 1).split('/');
        const parts = allFiles().flatMap((file) => {
          this.addWatchFile(file);
          const part = read(file)[namespace]?.[language];
          return part ? [part] : [];
        });
        return `export default ${JSON.stringify(parts.reduce(mergeTexts, {}))};\n`;
      }
      return null;
    },
    configureServer(server) {
      // A texts file added, changed or removed: the dev server builds the map and the parts again.
      const refresh = (file: string) => {
        if (!TEXTS_FILE.test(file)) return;
        forget();
        for (const [id, module] of server.moduleGraph.idToModuleMap) if (id.startsWith(`\0${MAP_ID}`)) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('change', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
