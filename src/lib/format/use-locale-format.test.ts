import { makeDateFormatter } from '@/lib/dates';
import { makeLocaleFormat } from './use-locale-format';

const format = (language: string) => makeLocaleFormat(makeDateFormatter({ dateFormat: 'dd.MM.yyyy', timeZone: 'Europe/Riga' }, language), language);

describe('makeLocaleFormat', () => {
  it('writes instants in the user zone and pattern, numbers and money in the language', () => {
    const de = format('de');
    expect(de.dateTime('2026-03-01T23:30:00Z')).toBe('02.03.2026 01:30');
    expect(de.number(1234567)).toBe('1.234.567');
    expect(de.money(123456, 'EUR')).toMatch(/^1\.234,56\sEUR$/);
    // An average of minor units is rounded, never shown with a fraction of a cent.
    expect(format('en').money(1000.6, 'USD')).toBe(format('en').money(1001, 'USD'));
    expect(format('en').money(500, 'JPY')).toMatch(/^JPY\s500$/);
  });

  it('writes percentages with one decimal unless asked for more', () => {
    const en = format('en');
    expect(en.percent(0.01834)).toBe('1.8%');
    expect(en.percent(0.01834, 2)).toBe('1.83%');
    expect(en.percent(0.5)).toBe('50%');
  });

  it('writes sizes in binary steps, or decimal ones when asked; countries by name', () => {
    const en = format('en');
    expect(en.bytes(1536)).toBe('1.5 kB');
    expect(en.bytes(289_300, 1000)).toBe('289.3 kB');
    expect(en.country('DE')).toBe('Germany');
    expect(format('fr').country('DE')).toBe('Allemagne');
    expect(en.country(null)).toBeNull();
  });
});
