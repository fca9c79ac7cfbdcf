// @vitest-environment node
import { validateBankAccount, validateBic, validateCard, validateCardholderName, validateCardNumber, validateCvc, validateExpiry, validateIban } from '.';

const now = Date.UTC(2026, 4, 15);

/** Every field validator, each with a value it accepts: hostile text is built around these. */
const fields = [
  ['IBAN', (value: unknown) => validateIban(value), 'DE89 3704 0044 0532 0130 00', 'invalid-iban'],
  ['BIC', (value: unknown) => validateBic(value), 'DEUTDEFF', 'invalid-bic'],
  ['card number', (value: unknown) => validateCardNumber(value), '4242 4242 4242 4242', 'invalid-card-number'],
  ['expiry', (value: unknown) => validateExpiry(value, now), '12/27', 'invalid-expiry-date'],
  ['CVC', (value: unknown) => validateCvc(value, 'visa'), '123', 'invalid-cvc'],
  ['cardholder name', (value: unknown) => validateCardholderName(value), 'Jane Doe', 'invalid-cardholder-name'],
] as const;

// Marks that reorder what is displayed: embeddings and overrides, isolates, LRM, RLM, ALM.
const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const controls = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\n', '\r', '\t'];

describe('hostile input', () => {
  it.each(fields)("%s: refuses a bidi mark or a control character anywhere, with the field's own code", (_, validate, good, code) => {
    expect(validate(good).ok).toBe(true);
    for (const mark of [...bidi, ...controls]) {
      for (const text of [mark + good, good + mark, good.slice(0, 2) + mark + good.slice(2)]) {
        expect(validate(text), JSON.stringify(text)).toEqual({ ok: false, code });
      }
    }
  });

  it.each(fields)('%s: refuses formulas and markup', (_, validate, _good, code) => {
    for (const text of ['=1+1', '+1-1', '@SUM(A1)', '=HYPERLINK("x")', '<script>alert(1)</script>', '"; DROP TABLE cards; --']) {
      expect(validate(text), text).toEqual({ ok: false, code });
    }
  });

  it.each(fields)('%s: refuses values that are not text, and says a missing one is required', (_, validate, _good, code) => {
    for (const value of [42, true, {}, [], ['4242'], Symbol('x'), () => '4242', { toString: () => '4242 4242 4242 4242' }]) {
      expect(validate(value)).toEqual({ ok: false, code });
    }
    expect(validate(undefined)).toEqual({ ok: false, code: 'required' });
    expect(validate(null)).toEqual({ ok: false, code: 'required' });
  });

  it.each(fields)('%s: refuses a 10,000-character value by its length, before any pattern reads it', (_, validate, good, code) => {
    const huge = [
      good.repeat(Math.ceil(10_000 / good.length)).slice(0, 10_000),
      'A'.repeat(10_000),
      '4'.repeat(10_000),
      ' '.repeat(9_998) + good.slice(0, 2),
      `${'a '.repeat(5_000)}`,
    ];
    // Every regular expression match goes through RegExp.prototype.exec once it is replaced.
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    const refusals = huge.map((text) => validate(text));
    const patternRunsOnHugeValues = exec.mock.calls.length;
    validate(good);
    const patternRunsOnGoodValue = exec.mock.calls.length - patternRunsOnHugeValues;
    exec.mockRestore();
    expect(refusals).toEqual(huge.map(() => ({ ok: false, code })));
    // So the cost does not grow with what was pasted (`npm run bench` prints the time).
    expect(patternRunsOnHugeValues).toBe(0);
    expect(patternRunsOnGoodValue).toBeGreaterThan(0);
  });

  it('refuses a whole card or bank account made of hostile values, field by field, without throwing', () => {
    const card = { cardNumber: '4242\u202E4242 4242 4242', expiry: '=1+1', cvc: 'x'.repeat(10_000), cardholderName: 'Jane\u2066 Doe' };
    expect(validateCard(card, now)).toEqual({
      ok: false,
      errors: { cardNumber: 'invalid-card-number', expiry: 'invalid-expiry-date', cvc: 'invalid-cvc', cardholderName: 'invalid-cardholder-name' },
    });
    expect(validateBankAccount({ iban: `DE89${'0'.repeat(10_000)}`, bic: 'DEUT\u200FDEFF' })).toEqual({
      ok: false,
      errors: { iban: 'invalid-iban', bic: 'invalid-bic' },
    });
    expect(() => validateCard({} as never, now)).not.toThrow();
    expect(validateCard({} as never, now)).toEqual({
      ok: false,
      errors: { cardNumber: 'required', expiry: 'required', cvc: 'required', cardholderName: 'required' },
    });
  });
});
