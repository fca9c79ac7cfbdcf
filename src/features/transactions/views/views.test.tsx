import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { currentPath, markReleaseNotesSeen, renderRestored, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };

async function openList(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderRestored(email, route);
  await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);
  await screen.findByRole('grid', {}, LONG);
  return app;
}

async function openViews(app: Awaited<ReturnType<typeof openList>>) {
  await app.user.click(screen.getByRole('button', { name: /^View/ }));
  return screen.findByRole('dialog', { name: /^View/ });
}

const userId = (email: string) => db.users.all().find((u) => u.email === email)!.id;

describe('saved views', () => {
  it('saves the current filters with a relative preset kept relative, applies, marks and deletes the view', async () => {
    const app = await openList('/transactions?created=last-7-days&currency=EUR&sort=amount&page=2');
    let panel = await openViews(app);
    expect(within(panel).getByText(/No saved views yet/)).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Save current view' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(/View name/), 'Last week in euros');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    // The sandbox's record first: a dialog hidden for a moment (the page waiting on a translation) is not a saved view.
    await waitFor(() => expect(db.transactionViews.filter((view) => view.userId === userId('admin@sandbox.test'))).toHaveLength(1), LONG);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save view' })).not.toBeInTheDocument(), LONG);

    const [saved] = db.transactionViews.filter((view) => view.userId === userId('admin@sandbox.test'));
    const query = new URLSearchParams(saved.query);
    // Relative: the preset's name, never the days it covers today; no paging.
    expect(query.get('created')).toBe('last-7-days');
    expect(query.has('created.from')).toBe(false);
    expect(query.get('currency')).toBe('EUR');
    expect(query.get('sort')).toBe('amount');
    expect(query.has('page')).toBe(false);
    expect(query.get('columns')).toBe('createdAt,amount,status,type,customer,paymentMethod,referenceId');

    // The same name again is refused on the field, typed text kept.
    panel = await openViews(app);
    await app.user.click(within(panel).getByRole('button', { name: 'Save current view' }));
    const again = await screen.findByRole('dialog', { name: 'Save view' });
    await app.user.type(within(again).getByLabelText(/View name/), 'LAST WEEK IN EUROS');
    await app.user.click(within(again).getByRole('button', { name: 'Save view' }));
    expect(await within(again).findByText('You already have a view with this name', {}, LONG)).toBeInTheDocument();
    expect(within(again).getByLabelText(/View name/)).toHaveValue('LAST WEEK IN EUROS');
    await app.user.click(within(again).getByRole('button', { name: 'Cancel' }));

    // Elsewhere in the list, choosing the view navigates to its query; it is then marked current.
    await app.navigate('/transactions?status=failed');
    panel = await openViews(app);
    const open = await within(panel).findByRole('button', { name: 'Last week in euros' }, LONG);
    expect(open).not.toHaveAttribute('aria-current');
    await app.user.click(open);
    await waitFor(() => expect(new URLSearchParams(app.router.state.location.search).get('created')).toBe('last-7-days'));
    expect(currentPath(app.router)).not.toContain('status=failed');
    expect(screen.getByRole('button', { name: 'Remove filter: Created: Last 7 days' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View: Last week in euros' })).toBeInTheDocument();
    panel = await openViews(app);
    expect(within(panel).getByRole('button', { name: 'Last week in euros (current view)' })).toHaveAttribute('aria-current', 'true');

    // Delete asks first.
    await app.user.click(within(panel).getByRole('button', { name: 'Delete view Last week in euros' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db.transactionViews.all()).toHaveLength(0), LONG);
  }, 60_000);

  it("another user does not see someone else's views", async () => {
    db.transactionViews.upsert({
      id: 'tvw_admin',
      userId: userId('admin@sandbox.test'),
      name: 'Admin only',
      query: 'currency=EUR',
      createdAt: new Date().toISOString(),
    });
    const app = await openList('/transactions', 'support@sandbox.test');
    const panel = await openViews(app);
    expect(await within(panel).findByText(/No saved views yet/, {}, LONG)).toBeInTheDocument();
    expect(within(panel).queryByText('Admin only')).not.toBeInTheDocument();
  });

  it('a shared view link sets its columns for whoever opens it', async () => {
    const app = await openList('/transactions?currency=KWD&columns=createdAt,amount,id');
    await waitFor(() => expect(currentPath(app.router)).toBe('/transactions?currency=KWD'));
    const grid = await screen.findByRole('grid', {}, LONG);
    // In the table's order: the amount, the key column, first.
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((h) => h.textContent?.trim()),
      ).toEqual(['Amount', 'Created', 'Transaction ID']),
    );
  });
});
