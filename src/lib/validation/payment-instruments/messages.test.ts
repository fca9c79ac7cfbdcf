// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languageCodes } from '@/lib/i18n/languages';
import { paymentInstrumentMessageKeys, paymentInstrumentTitles, type PaymentInstrumentErrorCode } from '.';

const locales = resolve('src/locales');
const message = (lng: string, key: string) => {
  const [namespace, path] = key.split(':');
  const bundle = JSON.parse(readFileSync(join(locales, lng, `${namespace}.json`), 'utf8'));
  return path.split('.').reduce((node: unknown, part) => (node as Record<string, unknown> | undefined)?.[part], bundle) as string | undefined;
};
const codes = Object.keys(paymentInstrumentTitles) as PaymentInstrumentErrorCode[];

describe('payment-instrument messages', () => {
  it('say the five transfer card errors of spec §5 in exactly its words', () => {
    expect(message('en', paymentInstrumentMessageKeys['card-expired'])).toBe('Card expired');
    expect(message('en', paymentInstrumentMessageKeys['invalid-card-number'])).toBe('Invalid card number');
    expect(message('en', paymentInstrumentMessageKeys['invalid-cardholder-name'])).toBe('Invalid cardholder name');
    expect(message('en', paymentInstrumentMessageKeys['invalid-cvc'])).toBe('Invalid CVC');
    expect(message('en', paymentInstrumentMessageKeys['invalid-expiry-date'])).toBe('Invalid expiry date');
  });

  it('have a message for every code in every language, the English one being the API title', () => {
    for (const code of codes) {
      expect(message('en', paymentInstrumentMessageKeys[code]), code).toBe(paymentInstrumentTitles[code]);
      for (const lng of languageCodes) expect(message(lng, paymentInstrumentMessageKeys[code])?.trim(), `${lng} ${code}`).toBeTruthy();
    }
    expect(readdirSync(locales).sort()).toEqual([...languageCodes].sort());
  });

  it('are translated, not English copied (the acronyms aside)', () => {
    for (const lng of languageCodes.filter((code) => code !== 'en')) {
      for (const code of codes) expect(message(lng, paymentInstrumentMessageKeys[code]), `${lng} ${code}`).not.toBe(paymentInstrumentTitles[code]);
    }
  });

  it('are one message per code: no two codes share a text', () => {
    for (const lng of languageCodes) {
      const texts = codes.map((code) => message(lng, paymentInstrumentMessageKeys[code]));
      expect(new Set(texts).size, lng).toBe(codes.length);
    }
  });
});

describe('the library', () => {
  // The sandbox runs the same validators: nothing here may load React, i18next, Mantine or zod itself.
  it('imports no UI or i18n library, and zod only as types', () => {
    const dir = __dirname;
    for (const file of readdirSync(dir).filter((name) => /\.ts$/.test(name) && !/\.test\.tsx?$/.test(name))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const [statement, from] of source.matchAll(/^import\s[^;]*?from\s+'([^']+)';/gms)) {
        expect(from, `${file}: ${statement}`).not.toMatch(/^(react|react-dom|react-i18next|i18next|@mantine\/.*)$/);
        expect(from, `${file}: ${statement}`).not.toMatch(/^@\/lib\/i18n$|\/i18n\/i18n$/);
        if (/zod|lazy-schema|\/contract\//.test(from)) expect(statement, `${file}: ${statement}`).toMatch(/^import type /);
      }
    }
  });
});
