// @vitest-environment node
import { maskCardNumber, maskIban } from '.';

const LRI = '\u2066';
const PDI = '\u2069';

describe('masked display', () => {
  it('shows a card as its brand and last four digits, from the full number or the last four', () => {
    expect(maskCardNumber('4242 4242 4242 4242', 'Visa')).toBe(`${LRI}Visa •••• 4242${PDI}`);
    expect(maskCardNumber('4444', 'Mastercard')).toBe(`${LRI}Mastercard •••• 4444${PDI}`);
    expect(maskCardNumber('3782-822463-10005')).toBe(`${LRI}•••• 0005${PDI}`);
    expect(maskCardNumber('0005', null)).toBe(`${LRI}•••• 0005${PDI}`);
  });

  it('shows an IBAN as its country, check digits and last four characters, a bullet group for each hidden group', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe(`${LRI}DE89 •••• •••• •••• •••• 3000${PDI}`);
    expect(maskIban('no9386011117947')).toBe(`${LRI}NO93 •••• •••• 7947${PDI}`);
    expect(maskIban('MT84MALT011000012345MTLCAST001S')).toBe(`${LRI}MT84 •••• •••• •••• •••• •••• •••• 001S${PDI}`);
  });

  it('never shows more of the account than the ends', () => {
    const iban = 'FR1420041010050500013M02606';
    const shown = maskIban(iban).replace(/[^A-Z0-9]/g, '');
    expect(shown).toBe('FR142606');
    expect(maskCardNumber('4000056655665556', 'Visa').replace(/\D/g, '')).toBe('5556');
  });

  it('shows bullets alone for what is not an IBAN rather than echoing it', () => {
    expect(maskIban('=HYPERLINK("x")')).toBe(`${LRI}••••${PDI}`);
    expect(maskIban('DE89')).toBe(`${LRI}••••${PDI}`);
  });

  // Bullets and digits have no direction: in an Arabic sentence the bidi algorithm would put the digits
  // first ("4242 ••••"). A left-to-right isolate keeps the order and keeps the sentence around it intact.
  it('is one left-to-right isolate, whole, so an Arabic sentence shows it in order', () => {
    for (const text of [maskCardNumber('4242', 'Visa'), maskCardNumber('4242'), maskIban('DE89370400440532013000')]) {
      expect(text.startsWith(LRI) && text.endsWith(PDI)).toBe(true);
      expect(text.slice(1, -1)).not.toMatch(/[\u2066-\u2069\u202A-\u202E]/);
    }
  });
});
