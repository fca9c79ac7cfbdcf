import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { sandboxControls } from '@mocks/controls';
import { currentPath, findPageAlert, renderSignedIn, withSandbox } from '../../../tests/render-app';

withSandbox();

async function openSessions(route = '/settings?tab=sessions') {
  const user = db.users.all().find((u) => u.email === 'admin@sandbox.test')!;
  db.users.patch(user.id, { isTimezoneSet: true });
  const app = await renderSignedIn('admin@sandbox.test', route);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
  return app;
}

const table = () => screen.findByRole('grid', { name: 'Active login sessions' }, { timeout: 10_000 });
const ipsIn = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (within(row).queryByText('This session') ? 'this' : within(row).getAllByRole('gridcell')[0].textContent));

describe('login sessions list', () => {
  it('is sorted by the server as the URL says, next to the settings tab', async () => {
    const app = await openSessions('/settings?tab=sessions&sessions.sort=createdAt');
    const grid = await table();
    await waitFor(() => expect(ipsIn(grid)).toEqual(['198.51.100.7', '203.0.113.24', 'this']));
    const signedIn = screen.getByRole('columnheader', { name: 'Signed in' });
    expect(signedIn).toHaveAttribute('aria-sort', 'ascending');

    await app.user.click(within(signedIn).getByRole('button', { name: 'Signed in' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/settings?tab=sessions&sessions.sort=-createdAt'));
    await waitFor(() => expect(ipsIn(grid)).toEqual(['this', '203.0.113.24', '198.51.100.7']));
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it('shows a failed load with "Try again", which loads the list', async () => {
    sandboxControls.failNextAction(500, { action: 'identities/listActiveTokens' });
    const app = await openSessions();
    const alert = await findPageAlert();
    expect(alert).toHaveTextContent('Some error occurred. Please try again later');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
  });
});
