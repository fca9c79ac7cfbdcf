import type { PayoutMethod } from '../api/payout-methods-api';
import { compactMaskedNumber, maskedNumber, methodName } from './method-name';

const base: PayoutMethod = {
  id: 'pm',
  kind: 'bank-account',
  currency: 'EUR',
  label: null,
  holderName: 'N',
  last4: '3000',
  country: 'DE',
  bic: 'COBADEFFXXX',
  brand: null,
  expMonth: null,
  expYear: null,
  masked: 'DE89 •••• 3000',
  isDefault: false,
  inUse: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('masked payout method numbers', () => {
  it("draws an IBAN's hidden groups from its country's length, as one left-to-right isolate", () => {
    const shown = maskedNumber(base);
    expect(shown.startsWith('\u2066') && shown.endsWith('\u2069')).toBe(true);
    expect(plain(shown)).toBe('DE89 •••• •••• •••• •••• 3000');
    expect(plain(maskedNumber({ ...base, masked: 'NO93 •••• 7947', last4: '7947' }))).toBe('NO93 •••• •••• 7947');
  });

  it('shows a card with its brand and last four digits; a label names the method', () => {
    const card = { ...base, kind: 'card' as const, brand: 'visa', last4: '4242', masked: '•••• 4242' };
    expect(plain(maskedNumber(card))).toBe('Visa •••• 4242');
    expect(methodName({ ...card, label: 'Company card' })).toBe('Company card');
  });

  it('keeps a masked text it cannot read as the server sent it', () => {
    expect(plain(maskedNumber({ ...base, masked: '•••• 3000', last4: '3000' }))).toBe('•••• 3000');
  });
});

describe('compactMaskedNumber', () => {
  it('keeps the country, the check digits and the last four with one group of bullets, for phones', () => {
    expect(plain(compactMaskedNumber(base))).toBe('DE89 •••• 3000');
    expect(plain(compactMaskedNumber({ ...base, kind: 'card', brand: 'visa', last4: '4242', masked: '•••• 4242' }))).toBe('Visa •••• 4242');
  });
});
