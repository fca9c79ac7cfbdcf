import { failure, type ApiError } from '@/lib/http';
import { applyServerErrors, pointerField } from './apply-server-errors';

const at = (field: string, code: string): ApiError => ({ code, title: `server text ${code}`, source: { pointer: `/data/attributes/${field}` } });
const refusal = (...errors: ApiError[]) => failure(422, 'Unprocessable Entity', errors);

/** A form stand-in that records what `setFieldError` received; `t` marks translated keys. */
function setup() {
  const errors: Record<string, string> = {};
  const form = { setFieldError: (path: string, error: string) => (errors[path] = error) };
  const t = (key: string) => `t(${key})`;
  return { errors, form, t };
}

describe('pointerField', () => {
  it('reads attribute and relationship pointers as form paths', () => {
    expect(pointerField('/data/attributes/amount')).toBe('amount');
    expect(pointerField('/data/attributes/card/last4')).toBe('card.last4');
    expect(pointerField('/data/relationships/merchant')).toBe('merchant');
    expect(pointerField('/page/size')).toBeUndefined();
    expect(pointerField(undefined)).toBeUndefined();
  });
});

describe('applyServerErrors', () => {
  it('puts each error next to its field, translated, and returns null when nothing is left', () => {
    const { errors, form, t } = setup();
    const codes = { taken: 'projects:validation.numberTaken' };
    expect(applyServerErrors(form, refusal(at('number', 'taken'), at('name', 'required')), { fields: ['name', 'number'], t, codes })).toBeNull();
    expect(errors).toEqual({ number: 't(projects:validation.numberTaken)', name: 't(errors:required)' });
  });

  it('prefers a field-qualified code, shows the first error of a field, and an unknown code as "invalid"', () => {
    const { errors, form, t } = setup();
    const codes = { 'number.invalid': 'projects:validation.numberFormat', invalid: 'projects:validation.invalid' };
    applyServerErrors(form, refusal(at('number', 'invalid'), at('number', 'taken'), at('name', 'invalid'), at('website', 'odd')), {
      fields: ['name', 'number', 'website'],
      t,
      codes,
    });
    expect(errors).toEqual({
      number: 't(projects:validation.numberFormat)',
      name: 't(projects:validation.invalid)',
      website: 't(errors:invalid)',
    });
  });

  it('returns the message key of what no field claims, for an alert above the form', () => {
    const { errors, form, t } = setup();
    const forbidden: ApiError = { code: 'forbidden', title: 'Forbidden', source: { pointer: '/data/relationships/merchant' } };
    const key = applyServerErrors(form, refusal(at('name', 'required'), forbidden), {
      fields: ['name'],
      t,
      codes: { forbidden: 'projects:create.forbidden' },
    });
    expect(key).toBe('projects:create.forbidden');
    expect(errors).toEqual({ name: 't(errors:required)' });
  });

  it('a failure without errors (no connection, a 429) is all left over', () => {
    const { errors, form, t } = setup();
    expect(applyServerErrors(form, failure('network', 'Network Error'), { fields: ['name'], t })).toBe('errors:network');
    expect(applyServerErrors(form, failure(429, 'Too Many Requests'), { fields: ['name'], t })).toBe('errors:tooManyRequests');
    expect(errors).toEqual({});
  });

  it('codeFields give a field to refusals that point nowhere or at a differently named attribute', () => {
    const { errors, form, t } = setup();
    const wrongCode = refusal({ code: 'invalid-2fa-code', title: 'Incorrect' });
    expect(applyServerErrors(form, wrongCode, { fields: ['code'], t, codeFields: { 'invalid-2fa-code': 'code' } })).toBeNull();
    expect(errors).toEqual({ code: 't(errors:incorrect2fa)' });

    const weak = refusal(at('password', 'weak-password'));
    applyServerErrors(form, weak, { fields: ['next', 'repeat'], t, codeFields: { 'weak-password': 'next' } });
    expect(errors.next).toBe('t(errors:weakPassword)');
    // A code field that is not one of the form's fields does not count.
    expect(applyServerErrors(form, wrongCode, { fields: ['name'], t, codeFields: { 'invalid-2fa-code': 'code' } })).toBe('errors:incorrect2fa');
  });

  it('leftoverField: a one-field form shows every refusal at its field', () => {
    const { errors, form, t } = setup();
    const codes = { 'invalid-code': 'settings:failures.invalidCode' };
    expect(applyServerErrors(form, refusal({ code: 'invalid-code', title: 'x' }), { fields: ['code'], t, codes, leftoverField: 'code' })).toBeNull();
    expect(errors).toEqual({ code: 't(settings:failures.invalidCode)' });
    expect(applyServerErrors(form, failure('network', 'Network Error'), { fields: ['code'], t, leftoverField: 'code' })).toBeNull();
    expect(errors).toEqual({ code: 't(errors:network)' });
  });

  it('works with a real @mantine/form form: the typed values stay', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { useForm } = await import('@mantine/form');
    const { result } = renderHook(() => useForm({ initialValues: { name: 'Contoso', number: 'NW-0001' } }));
    let left: string | null = 'unset';
    act(() => {
      left = applyServerErrors(result.current, refusal(at('number', 'taken')), {
        fields: ['name', 'number'],
        t: (key) => key,
        codes: { 'number.taken': 'projects:validation.numberTaken' },
      });
    });
    expect(left).toBeNull();
    expect(result.current.errors).toEqual({ number: 'projects:validation.numberTaken' });
    expect(result.current.values).toEqual({ name: 'Contoso', number: 'NW-0001' });
  });
});
