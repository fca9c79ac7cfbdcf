import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createInstance } from 'i18next';
import { downloadFile } from '@/lib/download';
import { request } from '@/lib/http';
import { initI18n, missingKeyFallback } from '@/lib/i18n';
import { setReportSink } from '@/lib/monitoring/report';
import { RouteError } from '@/app/router/route-error';
import { server } from '@mocks/node';
import { sandboxControls } from '@mocks/controls';
import { renderApp, signInThroughForm, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

describe('HTTP error catalogue', () => {
  it('429 shows the slow-down notification', async () => {
    const { user } = await renderApp({ route: '/login' });
    sandboxControls.failNext(429, { path: 'signin' });
    await signInThroughForm(user, 'admin@sandbox.test');
    expect((await screen.findAllByText("You're sending requests too quickly. Slow down and try again after a short wait.")).length).toBeGreaterThan(0);
  });

  it('403 on a files path notifies "no allowed" with "Please contact support" and reports it', async () => {
    const report = vi.fn();
    setReportSink(report);
    server.use(http.get('*/api/files/:id', () => HttpResponse.json({ errors: [{ code: 'forbidden' }] }, { status: 403 })));
    await renderApp({ route: '/login' });
    await expect(request('GET', 'files/f-1')).rejects.toMatchObject({ code: 403 });
    expect(await screen.findByText('No allowed')).toBeInTheDocument();
    expect(screen.getByText('Please contact support')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 403 }), expect.objectContaining({ action: 'files/read' }));
  });

  it('a blob download refused 403 on a files path (a mailbox attachment) notifies and reports the same way', async () => {
    const report = vi.fn();
    setReportSink(report);
    server.use(http.get('*/api/files/:id', () => HttpResponse.json({ errors: [{ code: 'forbidden' }] }, { status: 403 })));
    await renderApp({ route: '/login' });
    await expect(downloadFile({ path: 'files/fil_1' })).rejects.toMatchObject({ code: 403 });
    expect(await screen.findByText('No allowed')).toBeInTheDocument();
    expect(screen.getByText('Please contact support')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 403 }), expect.objectContaining({ action: 'files/read' }));
  });

  it('every failure is normalised to {code, message, errors}', async () => {
    server.use(
      http.post('*/api/users/sign-up', () =>
        HttpResponse.json({ errors: [{ code: 'weak', title: 'Weak' }] }, { status: 422, statusText: 'Unprocessable Entity' }),
      ),
    );
    await expect(request('POST', 'users/sign-up', {})).rejects.toEqual({
      code: 422,
      message: 'Unprocessable Entity',
      errors: [{ code: 'weak', title: 'Weak' }],
      retryable: false,
    });
    server.use(http.post('*/api/users/sign-up', () => HttpResponse.error()));
    await expect(request('POST', 'users/sign-up', {})).rejects.toMatchObject({ code: 'network', retryable: true });
  });

  it('a 401 while signed in checks the user, and a second 401 goes to login with the redirect', async () => {
    const { user, router, store, services } = await renderApp({ route: '/login?redirect=%2F%3Fview%3D1' });
    await signInThroughForm(user, 'admin@sandbox.test');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=1'));
    // Only users/me fails, so sign-in's own background calls cannot take the two 401s.
    sandboxControls.failNext(401, { path: 'actions', action: 'users/me', count: 2 });
    await services.actions.call({ action: 'users/me' }).catch(() => undefined);
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'), { timeout: 10000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2F%3Fview%3D1');
  });
});

describe('chunk-load failure', () => {
  it('shows the outdated warning with a reload button', async () => {
    const i18n = createInstance();
    await initI18n('en', i18n);
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('languages', () => {
  it('a missing key is reported and shown as its last segment, capitalised', async () => {
    const report = vi.fn();
    setReportSink(report);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createInstance();
    await initI18n('en', i18n);
    expect(i18n.t('common:nothing.here.merchantName')).toBe('MerchantName');
    expect(missingKeyFallback('auth:login.title')).toBe('Title');
    expect(report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ key: 'nothing.here.merchantName' }));
    warn.mockRestore();
  });

  it('a missing key is reported once per language, namespace and key, however often it is shown', async () => {
    const report = vi.fn();
    setReportSink(report);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createInstance();
    await initI18n('en', i18n);
    for (let i = 0; i < 3; i += 1) i18n.t('common:nothing.shown.often');
    i18n.t('errors:nothing.shown.often');
    i18n.t('common:nothing.shown.twice');
    i18n.t('common:nothing.shown.twice');
    const reported = report.mock.calls.map(([, context]) => `${context.namespace}:${context.key}`);
    expect(reported).toEqual(['common:nothing.shown.often', 'errors:nothing.shown.often', 'common:nothing.shown.twice']);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('Arabic renders right-to-left, in Arabic', async () => {
    await renderApp({ route: '/login', lng: 'ar' });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(/[\u0600-\u06FF]/);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    // The en dash is direction-neutral: without an isolate, "2025–2026" shows as "2026–2025".
    const years = new Date().getFullYear() > 2025 ? `2025–${new Date().getFullYear()}` : '2025';
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`\u2068${years}\u2069`);
  });

  it('the language picker switches the interface and remembers the choice', async () => {
    const { user } = await renderApp({ route: '/login' });
    await user.selectOptions(await screen.findByLabelText('Language'), 'de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(localStorage.getItem('language')).toBe('de');
  });
});
