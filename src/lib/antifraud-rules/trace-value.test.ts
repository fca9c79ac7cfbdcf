import { describe, expect, it } from 'vitest';
import { traceValueText } from './trace-value';

const money = (minor: number, currency: string) => `${currency} ${minor}`;

describe('traceValueText', () => {
  it('formats an amount in the payment currency and an amount in EUR as money, in minor units', () => {
    expect(traceValueText({ text: ':amount: > JPY 500', value: 812 }, 'JPY', money)).toBe('JPY 812');
    expect(traceValueText({ text: ':amount_in_eur: > 500', value: 69102 }, 'USD', money)).toBe('EUR 69102');
  });
  it('leaves counts and text as they are, and says nothing for a missing value', () => {
    expect(traceValueText({ text: ':risk_score: >= 80', value: 85 }, 'EUR', money)).toBe('85');
    expect(traceValueText({ text: ":card_country: = 'BR'", value: 'BR' }, 'EUR', money)).toBe('BR');
    expect(traceValueText({ text: ':ip_country: in @x', value: null }, 'EUR', money)).toBeNull();
  });
});
