import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { languageCodes, languages } from '@/lib/i18n';
import { mergeTexts, type Texts } from '@/lib/i18n/merge-texts';
import { readTextsFile, textsFiles } from '../scripts/page-texts-plugin';

const root = resolve('src/locales');
const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)) : [prefix];
/** Page texts files (`*.texts.json` beside pages): their parts of each namespace join the namespace's file. */
const pageTexts = textsFiles(resolve('src')).map((file) => ({ file: relative(resolve('.'), file), texts: readTextsFile(file) }));
const localeFile = (lng: string, file: string): Texts => {
  const path = join(root, lng, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Texts) : {};
};
/** A namespace (`<name>.json`) in a language, as the app gets it: its file under src/locales and the page texts' parts. */
const read = (lng: string, file: string): Texts =>
  pageTexts.map(({ texts }) => texts[file.replace(/\.json$/, '')]?.[lng] ?? {}).reduce(mergeTexts, localeFile(lng, file));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');

const namespaces = [
  ...new Set([
    ...readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json')),
    ...pageTexts.flatMap(({ texts }) => Object.keys(texts).map((ns) => `${ns}.json`)),
  ]),
];

describe('translations', () => {
  it.each(languageCodes.filter((lng) => lng !== 'en'))('%s has every key of English with the same placeholders', (lng) => {
    for (const file of namespaces) {
      const en = read('en', file);
      const other = read(lng, file);
      const enKeys = flatten(en);
      const otherKeys = new Set(flatten(other));
      expect(
        enKeys.filter((key) => !otherKeys.has(key)),
        `${lng}/${file} misses keys`,
      ).toEqual([]);
      for (const key of enKeys) {
        const get = (obj: unknown) => key.split('.').reduce((acc: unknown, part) => (acc as Record<string, unknown>)?.[part], obj);
        const source = String(get(en));
        const translated = String(get(other));
        expect(placeholders(translated), `${lng}/${file}:${key}`).toEqual(placeholders(source));
        expect(translated.trim().length, `${lng}/${file}:${key} is empty`).toBeGreaterThan(0);
      }
    }
  });

  it('no language file carries keys that English does not have (other than its own plural forms)', () => {
    for (const lng of languageCodes) {
      for (const file of namespaces) {
        const enKeys = new Set(flatten(read('en', file)).map(pluralBase));
        expect(
          flatten(read(lng, file)).filter((key) => !enKeys.has(pluralBase(key))),
          `${lng}/${file}`,
        ).toEqual([]);
      }
    }
  });

  // i18next picks the form by Intl.PluralRules: Arabic needs zero, one, two, few, many and other, and a
  // missing one shows the bare key ("RefundButton") to the user.
  it.each(languageCodes)('%s has every plural form its language uses', (lng) => {
    const categories = new Intl.PluralRules(languages[lng].intl).resolvedOptions().pluralCategories;
    for (const file of namespaces) {
      const keys = new Set(flatten(read(lng, file)));
      const bases = new Set(
        flatten(read('en', file))
          .filter((key) => PLURAL.test(key))
          .map(pluralBase),
      );
      const missing = [...bases].flatMap((base) => categories.filter((c) => !keys.has(`${base}_${c}`)).map((c) => `${base}_${c}`));
      expect(missing, `${lng}/${file}`).toEqual([]);
    }
  });

  describe('page texts files', () => {
    it.each(pageTexts.map(({ file, texts }) => [file, texts] as const))('%s has every language for each namespace it adds to', (_file, texts) => {
      for (const byLanguage of Object.values(texts)) expect(Object.keys(byLanguage).sort()).toEqual([...languageCodes].sort());
    });

    it('never gives a key that a file under src/locales or another page texts file gives too (one would silently win)', () => {
      for (const file of namespaces) {
        const owners = new Map<string, string>();
        const claim = (keys: string[], owner: string) =>
          keys.forEach((key) => {
            expect(owners.get(key), `${file}:${key} is given by ${owners.get(key)} and ${owner}`).toBeUndefined();
            owners.set(key, owner);
          });
        claim(flatten(localeFile('en', file)).filter(Boolean), `src/locales/en/${file}`);
        for (const { file: textsFile, texts } of pageTexts) claim(flatten(texts[file.replace(/\.json$/, '')]?.en ?? {}).filter(Boolean), textsFile);
      }
    });
  });
});
