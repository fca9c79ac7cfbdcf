import { schemaResolver, useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { issuesToErrors } from '@/lib/contract';
import { initI18n } from '@/lib/i18n';
import * as zodKit from '@/lib/validation/zod-kit';
import { bankAccountSchema, cardSchema, paymentInstrumentMessageKeys, type PaymentInstrumentErrorCode } from '.';

const now = () => Date.UTC(2026, 4, 15);
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/27', cvc: '123', cardholderName: 'Jane Doe' };

describe('payment-instrument schemas', () => {
  it('answer each wrong field as a JSON:API error with its code and English title, as the sandbox sends them', () => {
    const result = cardSchema(zodKit, { now }).safeParse({ cardNumber: '4242 4242 4242 4241', expiry: '04/26', cvc: '1234', cardholderName: '=1+1' });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues, '/data/attributes')).toEqual([
      { code: 'invalid-card-number', title: 'Invalid card number', source: { pointer: '/data/attributes/cardNumber' } },
      { code: 'card-expired', title: 'Card expired', source: { pointer: '/data/attributes/expiry' } },
      { code: 'invalid-cvc', title: 'Invalid CVC', source: { pointer: '/data/attributes/cvc' } },
      { code: 'invalid-cardholder-name', title: 'Invalid cardholder name', source: { pointer: '/data/attributes/cardholderName' } },
    ]);
    const bank = bankAccountSchema(zodKit).safeParse({ iban: 'DE88 3704 0044 0532 0130 00', bic: 'DEUTZZFF' });
    expect(issuesToErrors(bank.error!.issues).map(({ code, title }) => [code, title])).toEqual([
      ['invalid-iban-checksum', 'Invalid IBAN checksum'],
      ['invalid-bic', 'Invalid BIC'],
    ]);
  });

  it('read the clock at each parse: the same card expires when the month turns', () => {
    let time = Date.UTC(2027, 11, 31, 23, 59);
    const schema = cardSchema(zodKit, { now: () => time });
    expect(schema.safeParse(goodCard).success).toBe(true);
    time = Date.UTC(2028, 0, 1);
    expect(issuesToErrors(schema.safeParse(goodCard).error!.issues)).toEqual([
      expect.objectContaining({ code: 'card-expired', source: { pointer: '/expiry' } }),
    ]);
  });

  it('check only the expiry form without a clock, and want 4 digits of CVC for an American Express number', () => {
    const schema = cardSchema(zodKit);
    expect(schema.safeParse({ ...goodCard, expiry: '01/20' }).success).toBe(true);
    const amex = schema.safeParse({ ...goodCard, cardNumber: '3782 822463 10005' });
    expect(issuesToErrors(amex.error!.issues)).toEqual([expect.objectContaining({ code: 'invalid-cvc', source: { pointer: '/cvc' } })]);
    expect(schema.safeParse({ ...goodCard, cardNumber: '3782 822463 10005', cvc: '1234' }).success).toBe(true);
  });

  it('answer a missing field as required', () => {
    const { cardholderName: _, ...withoutName } = goodCard;
    expect(issuesToErrors(cardSchema(zodKit, { now }).safeParse(withoutName).error!.issues)).toEqual([
      { code: 'required', title: 'This field is required', source: { pointer: '/cardholderName' } },
    ]);
  });

  it('give a Mantine form the translated message of each field as it is typed', async () => {
    const i18n = createInstance();
    await initI18n('de', i18n);
    await i18n.loadNamespaces('paymentInstruments');
    const message = (code: PaymentInstrumentErrorCode) => i18n.t(paymentInstrumentMessageKeys[code]);
    const schema = cardSchema(zodKit, { now, message });
    const { result } = renderHook(() =>
      useForm({
        mode: 'controlled',
        initialValues: { cardNumber: '', expiry: '', cvc: '', cardholderName: '' },
        validate: schemaResolver(schema, { sync: true }),
        validateInputOnChange: true,
      }),
    );

    act(() => result.current.setFieldValue('cardNumber', '4242 4242'));
    expect(result.current.errors).toEqual({ cardNumber: 'Ungültige Kartennummer' });
    act(() => result.current.setFieldValue('cardNumber', '4242 4242 4242 4242'));
    act(() => result.current.setFieldValue('expiry', '13/27'));
    expect(result.current.errors).toEqual({ expiry: 'Ungültiges Ablaufdatum' });
    act(() => result.current.setFieldValue('expiry', '04/26'));
    expect(result.current.errors).toEqual({ expiry: 'Karte abgelaufen' });
    act(() => result.current.setFieldValue('expiry', '05/26'));
    act(() => result.current.setFieldValue('cvc', '12'));
    expect(result.current.errors).toEqual({ cvc: 'Ungültiger CVC' });
    act(() => result.current.setFieldValue('cvc', '123'));
    act(() => result.current.setFieldValue('cardholderName', 'Jane 2'));
    expect(result.current.errors).toEqual({ cardholderName: 'Ungültiger Karteninhabername' });
    act(() => result.current.setFieldValue('cardholderName', 'Jane Doe'));
    expect(result.current.errors).toEqual({});
    let submitted = { hasErrors: true };
    act(() => {
      submitted = result.current.validate();
    });
    expect(submitted.hasErrors).toBe(false);
  });

  it('give a Mantine bank account form its messages in Arabic', async () => {
    const i18n = createInstance();
    await initI18n('ar', i18n);
    await i18n.loadNamespaces('paymentInstruments');
    const schema = bankAccountSchema(zodKit, { message: (code) => i18n.t(paymentInstrumentMessageKeys[code]) });
    const validate = schemaResolver(schema, { sync: true });
    expect(validate({ iban: 'US12 3456', bic: '' })).toEqual({ iban: 'بلد رقم IBAN غير معروف', bic: 'هذا الحقل مطلوب' });
    expect(validate({ iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF' })).toEqual({});
  });
});
