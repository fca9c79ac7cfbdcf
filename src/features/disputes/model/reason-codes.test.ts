import { categoryEvidence, evidenceFor, evidenceKinds, reasonCategories, reasonCodeOf, reasonCodes, reasonKey, schemeOfCode } from './reason-codes';

// The brief's table, written out again so that a slip in reason-codes.ts shows here.
const expected: [scheme: string, code: string, category: string][] = [
  ['visa', '10.4', 'fraud'],
  ['visa', '11.3', 'authorization'],
  ['visa', '12.1', 'processing-error'],
  ['visa', '12.5', 'amount-differs'],
  ['visa', '12.6.1', 'duplicate'],
  ['visa', '13.1', 'not-received'],
  ['visa', '13.2', 'cancelled-recurring'],
  ['visa', '13.3', 'not-as-described'],
  ['visa', '13.6', 'credit-not-processed'],
  ['visa', '13.7', 'credit-not-processed'],
  ['mastercard', '4807', 'authorization'],
  ['mastercard', '4808', 'authorization'],
  ['mastercard', '4812', 'authorization'],
  ['mastercard', '4831', 'amount-differs'],
  ['mastercard', '4834', 'duplicate'],
  ['mastercard', '4837', 'fraud'],
  ['mastercard', '4841', 'cancelled-recurring'],
  ['mastercard', '4853', 'not-as-described'],
  ['mastercard', '4855', 'not-received'],
  ['mastercard', '4860', 'credit-not-processed'],
  ['mastercard', '6305', 'amount-differs'],
  ['mastercard', '6321', 'fraud'],
  ['mastercard', '6341', 'fraud'],
  ['mastercard', '6390', 'fraud'],
];

describe('reason codes', () => {
  it('holds exactly the 24 codes of the brief, each once', () => {
    expect(reasonCodes.map(({ scheme, code, category }) => [scheme, code, category])).toEqual(expected);
    expect(new Set(reasonCodes.map((r) => reasonKey(r.scheme, r.code))).size).toBe(24);
  });

  it.each(expected)('%s %s is %s', (scheme, code, category) => {
    expect(reasonCodeOf(scheme, code)).toEqual({ scheme, code, category });
    expect(schemeOfCode(code)).toBe(scheme);
  });

  it('knows a code only under its own scheme', () => {
    expect(reasonCodeOf('mastercard', '10.4')).toBeUndefined();
    expect(reasonCodeOf('visa', '4837')).toBeUndefined();
    expect(reasonCodeOf('visa', '12.6')).toBeUndefined();
    expect(reasonCodeOf('amex', '4837')).toBeUndefined();
  });

  it('tells the scheme of an unlisted code by its shape', () => {
    expect(schemeOfCode('12.6.2')).toBe('visa');
    expect(schemeOfCode('13.9')).toBe('visa');
    expect(schemeOfCode('4999')).toBe('mastercard');
    expect(schemeOfCode('F10')).toBeUndefined();
    expect(schemeOfCode('')).toBeUndefined();
  });

  it('makes i18n keys without dots', () => {
    expect(reasonKey('visa', '12.6.1')).toBe('visa-12-6-1');
    expect(reasonKey('mastercard', '4837')).toBe('mastercard-4837');
  });
});

describe('evidence that wins each category', () => {
  it('names known kinds only, never one kind twice in a category', () => {
    for (const category of reasonCategories) {
      const { required, recommended } = categoryEvidence[category];
      const all = [...required.flat(), ...recommended];
      for (const kind of all) expect(evidenceKinds).toContain(kind);
      expect(new Set(all).size, category).toBe(all.length);
      expect(required.length, `${category} needs something`).toBeGreaterThan(0);
    }
  });

  it('follows the brief', () => {
    expect(categoryEvidence['not-received']).toEqual({ required: [['proof-of-delivery', 'tracking-number']], recommended: ['customer-communication'] });
    expect(categoryEvidence['cancelled-recurring']).toEqual({ required: [['cancellation-policy']], recommended: ['customer-communication', 'receipt'] });
    expect(categoryEvidence.fraud).toEqual({ required: [['authorization-record', 'avs-cvv-match']], recommended: ['device-and-ip', 'receipt'] });
    expect(categoryEvidence['credit-not-processed'].required).toEqual([['refund-policy']]);
    expect(categoryEvidence.duplicate.required).toEqual([['duplicate-explanation']]);
    expect(categoryEvidence['amount-differs'].required).toEqual([['receipt']]);
    expect(categoryEvidence['not-as-described'].required).toEqual([['service-documentation']]);
    expect(categoryEvidence.authorization.required).toEqual([['authorization-record']]);
    expect(categoryEvidence['processing-error'].required).toEqual([['receipt']]);
  });

  it('gives a code the rules of its category, and an unknown code none', () => {
    expect(evidenceFor('mastercard', '4855')).toBe(categoryEvidence['not-received']);
    expect(evidenceFor('visa', '13.7')).toBe(categoryEvidence['credit-not-processed']);
    expect(evidenceFor('visa', '99.9')).toEqual({ required: [], recommended: [] });
  });
});
