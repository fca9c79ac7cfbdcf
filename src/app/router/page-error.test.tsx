import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { lazyPage } from '@/lib/router/lazy-page';
import { PageError } from './route-error';

const chunkLost = new TypeError('Failed to fetch dynamically imported module: http://localhost:4173/assets/audit-page-x1.js');

function Shell() {
  return (
    <>
      <nav aria-label="Main navigation">
        <Link to="/team">Team</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

describe('a dashboard page whose code does not load', () => {
  it('says so in the content area, with Reload; the shell stays and its links lead on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createInstance();
    await initI18n('en', i18n);
    // As the app's route tree (src/app/router/routes.tsx): a root with a hydrate fallback, the shell, its pages.
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          hydrateFallbackElement: <p>Starting</p>,
          element: <Outlet />,
          children: [
            {
              element: <Shell />,
              children: [
                { path: '/team', element: <h1>Team</h1>, errorElement: <PageError /> },
                { path: '/audit', errorElement: <PageError />, lazy: lazyPage(() => Promise.reject(chunkLost), 'AuditPage') },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/team'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();

    await act(() => router.navigate('/audit'));
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded. Reload the page.');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await act(() => router.navigate('/team'));
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
