import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { failure } from '@/lib/http';
import { initI18n } from '@/lib/i18n';
import { useFormFailure } from './use-form-failure';

async function renderFormWithFailure(lng: 'en' | 'fr' = 'en') {
  const i18n = createInstance();
  await initI18n(lng, i18n);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
  return renderHook(
    () => {
      const form = useForm({ initialValues: { email: 'ada@example.test', code: '12' } });
      return { form, failure: useFormFailure(form, { fields: ['email', 'code'], codeFields: { 'invalid-2fa-code': 'code' } }) };
    },
    { wrapper },
  );
}

describe('useFormFailure', () => {
  it('puts field refusals at their fields, translated, and keeps what was typed', async () => {
    const { result } = await renderFormWithFailure();
    act(() => void result.current.failure.show(failure(401, 'Unauthorized', [{ code: 'invalid-2fa-code', title: 'x' }])));
    expect(result.current.form.errors).toEqual({ code: 'Incorrect 2FA verification code' });
    expect(result.current.failure.message).toBeNull();
    expect(result.current.form.values).toEqual({ email: 'ada@example.test', code: '12' });
  });

  it('keeps the rest as a translated message above the form until cleared', async () => {
    const { result } = await renderFormWithFailure('fr');
    let returned;
    act(() => void (returned = result.current.failure.show(new Error('socket closed'))));
    expect(returned).toMatchObject({ code: 'unknown' });
    expect(result.current.failure.messageKey).toBe('errors:someErrorTryLater');
    expect(result.current.failure.message).not.toBe('errors:someErrorTryLater');
    expect(result.current.failure.message).toMatch(/erreur/i);
    act(() => result.current.failure.clear());
    expect(result.current.failure.message).toBeNull();
  });
});
