// @vitest-environment node
import { validateCardholderName } from '.';

describe('cardholder name', () => {
  it.each([
    ['JOHN SMITH', 'Latin capitals'],
    ['Jane Doe', 'Latin'],
    ["Seán O'Brien", 'accents and an apostrophe'],
    ['Seán O’Brien', 'a typographic apostrophe'],
    ['Anne-Marie Müller', 'a hyphen and an umlaut'],
    ['J. R. R. Tolkien', 'initials'],
    ['Jānis Bērziņš', 'Latvian'],
    ['Tõnu Õun', 'Estonian'],
    ['Олена Шевченко', 'Ukrainian Cyrillic'],
    ['Пётр Ильич', 'Russian Cyrillic'],
    ['محمد العلي', 'Arabic'],
    ['مُحَمَّد', 'Arabic with vowel marks'],
    ['علی\u200Cرضا کریمی', 'Persian with a zero-width non-joiner'],
    ['Γιώργος Παπαδόπουλος', 'Greek, 20 letters'],
    ['李小龍', 'Chinese'],
    ['Mo', 'two letters'],
    ['Maximilian Alexander Wolf', '25 characters'],
  ])('accepts %s (%s)', (name) => {
    expect(validateCardholderName(name)).toEqual({ ok: true, value: name });
  });

  it('gives the name trimmed, in NFC and with single spaces', () => {
    expect(validateCardholderName('  Jose\u0301   Garci\u0301a ')).toEqual({ ok: true, value: 'José García' });
  });

  it('counts 26 characters at most and 2 at least', () => {
    expect(validateCardholderName('Maximiliana Alexandra Wolf')).toEqual({ ok: true, value: 'Maximiliana Alexandra Wolf' });
    expect(validateCardholderName('Maximiliana Alexandra Wolff')).toEqual({ ok: false, code: 'invalid-cardholder-name' });
    expect(validateCardholderName('J')).toEqual({ ok: false, code: 'invalid-cardholder-name' });
  });

  it.each([
    ['John Smith 2', 'a digit'],
    ['محمد ٣', 'an Arabic-Indic digit'],
    ['=1+1', 'a formula'],
    ['John@Smith', 'a symbol'],
    ['<b>John</b>', 'markup'],
    ['-John', 'starting with a hyphen'],
    ["'John", 'starting with an apostrophe'],
    ['.', 'only a full stop'],
    ['John 😀', 'an emoji'],
    ['John\u00A0Smith', 'a no-break space inside'],
    ['John\tSmith', 'a tab'],
  ])('refuses %s (%s)', (name) => {
    expect(validateCardholderName(name)).toEqual({ ok: false, code: 'invalid-cardholder-name' });
  });

  it('says an empty name is required', () => {
    expect(validateCardholderName('   ')).toEqual({ ok: false, code: 'required' });
  });
});
