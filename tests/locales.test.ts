import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languageCodes, languages } from '@/lib/i18n';

const root = resolve('src/locales');
const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)) : [prefix];
const read = (lng: string, file: string) => JSON.parse(readFileSync(join(root, lng, file), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');

const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

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
});
