// @vitest-environment node
import fc from 'fast-check';
import { formatIban, ibanLengths, ibanRemainder, normaliseIban, validateIban } from '.';

/** Published examples (SWIFT IBAN Registry, national banks), as printed. */
const valid = [
  'DE89 3704 0044 0532 0130 00',
  'GB29 NWBK 6016 1331 9268 19',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'ES91 2100 0418 4502 0005 1332',
  'IT60 X054 2811 1010 0000 0123 456',
  'AT61 1904 3002 3457 3201',
  'CH93 0076 2011 6238 5295 7',
  'PL61 1090 1014 0000 0712 1981 2874',
  'NO93 8601 1117 947',
  'SE45 5000 0000 0583 9825 7466',
  'LV80 BANK 0000 4351 9500 1',
  'EE38 2200 2210 2014 5685',
  'LT12 1000 0111 0100 1000',
  'FI21 1234 5600 0007 85',
  'DK50 0040 0440 1162 43',
  'IE29 AIBK 9311 5212 3456 78',
  'PT50 0002 0123 1234 5678 9015 4',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'UA21 3223 1300 0002 6007 2335 6600 1',
  'SA03 8000 0000 6080 1016 7519',
  'AE07 0331 2345 6789 0123 456',
  'BR18 0036 0305 0000 1000 9795 493C 1',
];

const electronic = (printed: string) => printed.replace(/ /g, '');

/** The same remainder with BigInt: the oracle the piecewise arithmetic must agree with. */
const bigRemainder = (iban: string) => {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  return Number(BigInt([...rearranged].map((char) => Number.parseInt(char, 36)).join('')) % 97n);
};

describe('IBAN', () => {
  it.each(valid)('accepts %s in print form, electronic form and lower case, giving the electronic form', (printed) => {
    expect(validateIban(printed)).toEqual({ ok: true, value: electronic(printed) });
    expect(validateIban(electronic(printed))).toEqual({ ok: true, value: electronic(printed) });
    expect(validateIban(` ${printed.toLowerCase()}\u00A0`)).toEqual({ ok: true, value: electronic(printed) });
  });

  it.each(valid)('refuses %s with one character changed or two swapped (checksum)', (printed) => {
    const iban = electronic(printed);
    const last = iban.at(-1)!;
    const changed = iban.slice(0, -1) + (last === '9' ? '8' : last === 'Z' ? 'Y' : /\d/.test(last) ? String(Number(last) + 1) : 'A');
    expect(validateIban(changed)).toEqual({ ok: false, code: 'invalid-iban-checksum' });
    const swapAt = [...iban].findIndex((char, index) => index >= 4 && iban[index + 1] !== undefined && iban[index + 1] !== char);
    const swapped = iban.slice(0, swapAt) + iban[swapAt + 1] + iban[swapAt] + iban.slice(swapAt + 2);
    expect(validateIban(swapped)).toEqual({ ok: false, code: 'invalid-iban-checksum' });
  });

  it('refuses a wrong length for the country, before the checksum', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 0')).toEqual({ ok: false, code: 'iban-wrong-length' });
    expect(validateIban('DE89 3704 0044 0532 0130 000')).toEqual({ ok: false, code: 'iban-wrong-length' });
    // A valid Norwegian IBAN (15) under the Belgian prefix (16).
    expect(validateIban('BE93 8601 1117 947')).toEqual({ ok: false, code: 'iban-wrong-length' });
    expect(validateIban('DE')).toEqual({ ok: false, code: 'iban-wrong-length' });
  });

  it('refuses countries that issue no IBANs', () => {
    expect(validateIban('US12 3456 7890 1234 5678 90')).toEqual({ ok: false, code: 'iban-unknown-country' });
    expect(validateIban('XX89 3704 0044 0532 0130 00')).toEqual({ ok: false, code: 'iban-unknown-country' });
  });

  it('refuses what is not an IBAN at all, and says an empty field is required', () => {
    expect(validateIban('8937 0400 4405 3201 3000')).toEqual({ ok: false, code: 'invalid-iban' });
    expect(validateIban('DE89-3704-0044-0532-0130-00')).toEqual({ ok: false, code: 'invalid-iban' });
    expect(validateIban('DEAB 3704 0044 0532 0130 00')).toEqual({ ok: false, code: 'invalid-iban' });
    expect(validateIban('DE89 3704 0044 0532 0130 0Ö')).toEqual({ ok: false, code: 'invalid-iban' });
    expect(validateIban('   ')).toEqual({ ok: false, code: 'required' });
    expect(validateIban(undefined)).toEqual({ ok: false, code: 'required' });
    expect(validateIban(12345)).toEqual({ ok: false, code: 'invalid-iban' });
  });

  it('refuses check digits 00, 01 and 99 even where MOD 97 would pass', () => {
    const checkOf = (bban: string) => 98 - bigRemainder(`DE00${bban}`);
    // Account numbers whose true check digits are 98 and 02: 01 and 99 leave the same remainder (±97).
    const accounts = Array.from({ length: 100 }, (_, n) => `37040044053201${String(n).padStart(4, '0')}`);
    const for98 = accounts.find((bban) => checkOf(bban) === 98)!;
    const for02 = accounts.find((bban) => checkOf(bban) === 2)!;
    expect(validateIban(`DE98${for98}`).ok).toBe(true);
    expect(ibanRemainder(`DE01${for98}`)).toBe(1);
    expect(validateIban(`DE01${for98}`)).toEqual({ ok: false, code: 'invalid-iban-checksum' });
    expect(validateIban(`DE02${for02}`).ok).toBe(true);
    expect(ibanRemainder(`DE99${for02}`)).toBe(1);
    expect(validateIban(`DE99${for02}`)).toEqual({ ok: false, code: 'invalid-iban-checksum' });
    expect(validateIban('DE00370400440532013000')).toEqual({ ok: false, code: 'invalid-iban-checksum' });
  });

  it('agrees with BigInt arithmetic on any string of IBAN characters, up to 34 long', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 5, maxLength: 34 }), (iban) => {
        expect(ibanRemainder(iban)).toBe(bigRemainder(iban));
      }),
      { numRuns: 1000 },
    );
  });

  // MOD 97-10 catches every change of one digit (97 is prime, the change is d·10^k with 0 < |d| < 10);
  // a letter stands for two digits, so changing one may go unseen, as for any IBAN checker.
  it('accepts any account number of the right length with correct check digits, and refuses it with any one digit changed', () => {
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const account = fc
      .constantFrom(...ibanLengths.keys())
      .chain((country) =>
        fc.tuple(fc.constant(country), fc.string({ unit: alnum, minLength: ibanLengths.get(country)! - 4, maxLength: ibanLengths.get(country)! - 4 })),
      );
    fc.assert(
      fc.property(account, fc.nat(), fc.integer({ min: 1, max: 9 }), ([country, bban], at, shift) => {
        const check = String(98 - bigRemainder(`${country}00${bban}`)).padStart(2, '0');
        const iban = `${country}${check}${bban}`;
        expect(validateIban(iban)).toEqual({ ok: true, value: iban });
        const digits = [...iban].flatMap((char, index) => (index >= 2 && /\d/.test(char) ? [index] : []));
        fc.pre(digits.length > 0);
        const index = digits[at % digits.length];
        const changed = iban.slice(0, index) + String((Number(iban[index]) + shift) % 10) + iban.slice(index + 1);
        expect(validateIban(changed).ok, changed).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('knows every SEPA country and the other registry countries with their lengths', () => {
    const sepa = 'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA AL MD ME MK RS';
    for (const country of sepa.split(' ')) expect(ibanLengths.has(country), country).toBe(true);
    expect(ibanLengths.get('NO')).toBe(15);
    expect(ibanLengths.get('RU')).toBe(33);
    expect(ibanLengths.get('LC')).toBe(32);
    expect(ibanLengths.get('UA')).toBe(29);
    expect(ibanLengths.has('US')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(normaliseIban(' de89 3704\u00A00044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
