import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { sandboxControls } from '@mocks/controls';
import { server } from '@mocks/node';
import { currentPath, findPageAlert, renderSignedIn, withSandbox } from '../../../tests/render-app';

withSandbox({ trustStepUp: true });

let stopWatching = () => {};
afterEach(() => stopWatching());

/** The payloads of every `identities/listActiveTokens` the app posts from now on. */
function watchTokenLists() {
  const payloads: { page?: { size?: number; number?: number } }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/api/actions')) return;
    void request
      .clone()
      .json()
      .then(
        (body: { data?: { action?: string; payload?: { page?: { size?: number; number?: number } } } }) => {
          if (body.data?.action === 'identities/listActiveTokens') payloads.push(body.data.payload ?? {});
        },
        () => undefined,
      );
  };
  server.events.on('request:start', listener);
  stopWatching = () => server.events.removeListener('request:start', listener);
  return payloads;
}

async function openSessions(route = '/settings?tab=sessions', preferences: { timezone?: string } = {}) {
  const user = db.users.all().find((u) => u.email === 'admin@sandbox.test')!;
  db.users.patch(user.id, { isTimezoneSet: true, preferences: { ...user.preferences, ...preferences } });
  const app = await renderSignedIn('admin@sandbox.test', route);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
  return app;
}

const table = () => screen.findByRole('grid', { name: 'Active login sessions' }, { timeout: 10_000 });
const ipsIn = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (within(row).queryByText('This device') ? 'this' : /[\d.]+$/.exec(within(row).getAllByRole('gridcell')[0].textContent ?? '')?.[0]));
const rowOf = async (grid: HTMLElement, device: RegExp) =>
  (await within(grid).findByRole('rowheader', { name: device })).closest('[role="row"]') as HTMLElement;

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

  it("shows device, place, address and times in the user's zone, marks this device, and reads one page of 500", async () => {
    const lists = watchTokenLists();
    await openSessions('/settings?tab=sessions', { timezone: 'Asia/Tokyo' });
    const grid = await table();
    expect(within(grid).getByRole('columnheader', { name: 'Place' })).toBeInTheDocument();

    const laptop = await rowOf(grid, /^Firefox on macOS/);
    expect(laptop).toHaveTextContent('Riga, Latvia');
    expect(laptop).toHaveTextContent('203.0.113.24');
    // Signed in 2025-01-06 08:12 UTC and last used 17:40 UTC: Tokyo is 9 hours ahead.
    expect(laptop).toHaveTextContent('06.01.2025 17:12');
    expect(laptop).toHaveTextContent('07.01.2025 02:40');
    const phone = await rowOf(grid, /^Safari on iOS/);
    expect(phone).toHaveTextContent('London, United Kingdom');
    expect(within(phone).queryByText('This device')).toBeNull();

    const mine = within(grid).getByText('This device').closest('[role="row"]') as HTMLElement;
    expect(mine).toHaveTextContent('127.0.0.1');
    expect(within(mine).queryByRole('button', { name: /^End session/ })).toBeNull();
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(lists.every((payload) => payload.page?.size === 500)).toBe(true);
  });

  it('pages by 500 (spec §9): more than 500 sessions come in pages the server reads 500 at a time', async () => {
    for (let i = 1; i <= 500; i += 1) {
      db.sessions.insert({
        id: `tok_many_${String(i).padStart(3, '0')}`,
        tokenDigest: `digest-many-${i}`,
        userId: 'usr_admin',
        identityId: 'idn_admin',
        scope: 'full',
        createdAt: '2024-12-01T08:00:00.000Z',
        lastUsedAt: '2024-12-02T08:00:00.000Z',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
        ip: '192.0.2.10',
        channels: [],
      });
    }
    const lists = watchTokenLists();
    const app = await openSessions();
    await table();
    // The 500 seeded, the admin's two other devices and this one.
    expect(await screen.findByText('Showing 1–500 of 503', {}, { timeout: 10_000 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 501–503 of 503', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(lists.map((payload) => payload.page)).toEqual([
      { size: 500, number: 1 },
      { size: 500, number: 2 },
    ]);
  });

  it('"Sign out all other sessions" asks first, then ends every other session and never this one', async () => {
    const app = await openSessions();
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    const current = db.sessions.find((s) => s.userId === 'usr_admin' && s.channels.length > 0)!;

    await app.user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    expect(dialog).toHaveTextContent('This device stays signed in.');
    // Nothing is ended before the answer to the question.
    expect(db.sessions.filter((s) => s.userId === 'usr_admin')).toHaveLength(3);
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));

    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2), { timeout: 10_000 });
    expect(within(grid).getByText('This device')).toBeInTheDocument();
    expect(db.sessions.filter((s) => s.userId === 'usr_admin').map((s) => s.id)).toEqual([current.id]);
    expect(app.store.getState().session.status).toBe('authenticated');
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });
});
