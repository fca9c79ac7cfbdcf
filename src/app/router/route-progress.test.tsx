import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../tests/render-ui';
import { RouteProgress } from './route-progress';

describe('route progress', () => {
  it('shows a progress bar while the next page loads, and none once it is there', async () => {
    let arrive: (page: { Component: () => React.ReactNode }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        element: (
          <>
            <RouteProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/slow">Open</Link> },
          { path: '/slow', lazy: () => new Promise((resolve) => (arrive = resolve)) },
        ],
      },
    ]);
    const { user } = await renderWithProviders(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();

    await act(async () => arrive({ Component: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
