import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../tests/render-ui';
import { DocumentTitle } from './document-title';

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
});
