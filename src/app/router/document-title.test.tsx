import { act, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { renderWithProviders } from '../../../tests/render-ui';
import { DocumentTitle, preloadFirstPageTexts } from './document-title';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('document title', () => {
  afterEach(() => document.querySelector('meta[name="description"]')?.remove());

  it('gives the page a description in the interface language, and follows a change of language', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Paytide merchant dashboard (index.html)';
    document.head.append(meta);
    const router = createMemoryRouter([{ path: '/login', element: <DocumentTitle /> }], { initialEntries: ['/login'] });

    const { i18n } = await renderWithProviders(<RouterProvider router={router} />, { lng: 'de' });
    expect(description()).toMatch(/^Paytide Händler-Dashboard: Melden Sie sich an/);

    await act(() => i18n.changeLanguage('fr'));
    expect(description()).toMatch(/^Tableau de bord marchand Paytide/);
  });

  it("loads the first page's texts while its code is still on the way", async () => {
    const i18n = createInstance();
    await initI18n('en', i18n);
    const pageCode = new Promise<never>(() => undefined);
    const router = createMemoryRouter([{ path: '/login', handle: { titleKey: 'auth:login.title' }, lazy: () => pageCode }], { initialEntries: ['/login'] });

    preloadFirstPageTexts(router, i18n);

    await waitFor(() => expect(i18n.hasLoadedNamespace('auth')).toBe(true));
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });
});
