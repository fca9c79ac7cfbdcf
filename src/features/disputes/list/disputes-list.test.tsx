import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { projectIdsUnder } from '@mocks/db/access';
import { openDisputeStatuses } from '@/lib/contract/disputes';
import { currentPath, markReleaseNotesSeen, renderRestored, withSandbox } from '../../../../tests/render-app';
import { gridRows } from '../../../../tests/grid-rows';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const CAPTION = 'Disputes of Northwind Group';

async function openList(route = '/disputes', email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderRestored(email, route);
  await screen.findByRole('heading', { level: 1, name: 'Disputes' }, LONG);
  return app;
}

const table = () => screen.findByRole('grid', { name: CAPTION }, LONG);

/** The body rows' cells by column header, and the transaction each row links to. */
const rowsOf = async () =>
  gridRows(await table()).map(({ row, cells }): Record<string, string> => ({
    ...cells,
    transaction: row.querySelector('a[href^="/transactions/"]')?.getAttribute('href')?.replace('/transactions/', '') ?? '',
  }));

/** The workspace's disputes as the server orders them by default: open ones by deadline, then closed ones by deadline, then id. */
const byDeadline = () => {
  const projects = new Set(projectIdsUnder('res_org_northwind'));
  const key = (d: { status: string; deadlineAt: string }) => `${(openDisputeStatuses as readonly string[]).includes(d.status) ? '' : '~'}${d.deadlineAt}`;
  return db.disputes.filter((d) => projects.has(d.projectId)).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : 1));
};

describe('disputes list', () => {
  it('lists the disputes by deadline, the soonest first, paged by the server', async () => {
    await openList();
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(5), LONG);
    const rows = await rowsOf();
    const expected = byDeadline();
    expect(rows.map((row) => row.transaction)).toEqual(expected.slice(0, rows.length).map((d) => d.transactionId));
    expect(screen.getByText(new RegExp(`^Showing 1–50 of ${expected.length}$`))).toBeInTheDocument();
    // The sort is shown on its column header.
    expect(screen.getByRole('columnheader', { name: /Respond by/ })).toHaveAttribute('aria-sort', 'ascending');
    // Reason: code and title; the open dispute due soonest comes first, with its countdown.
    expect(rows[0].Reason).toMatch(/^[\d.]+ · \S/);
    expect(rows[0]['Respond by']).toMatch(/left|Due in/);
  });

  it('reads filters from the URL and the server applies them; open disputes show a countdown', async () => {
    await openList('/disputes?status=action-required&status=new&scheme=visa');
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(0), LONG);
    const rows = await rowsOf();
    for (const row of rows) {
      expect(['Action required', 'New / confirmation needed']).toContain(row.Status);
      expect(row['Card scheme']).toBe('Visa');
      expect(row['Respond by']).toMatch(/\d+ d \d+ h left|Due in \d+ h \d+ min/);
    }
    const expected = byDeadline().filter((d) => ['action-required', 'new'].includes(d.status) && d.scheme === 'visa');
    expect(rows.map((row) => row.transaction)).toEqual(expected.map((d) => d.transactionId));
    expect(screen.getByRole('button', { name: 'Remove filter: Card scheme: Visa' })).toBeInTheDocument();
  });

  it('filters by an amount in major units, each dispute compared in its own currency', async () => {
    await openList('/disputes?amount.min=100&amount.max=250.5');
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(0), LONG);
    const expected = byDeadline().filter((d) => {
      const exponent = d.currency === 'JPY' ? 0 : d.currency === 'KWD' ? 3 : 2;
      return d.amount >= 100 * 10 ** exponent && d.amount <= 250.5 * 10 ** exponent;
    });
    expect(screen.getByText(new RegExp(`^Showing 1–\\d+ of ${expected.length}$`))).toBeInTheDocument();
  });

  it('opens a dispute with Enter and with a click', async () => {
    const app = await openList();
    const first = byDeadline()[0];
    const grid = await table();
    const row = within(grid).getAllByRole('row')[1];
    act(() => row.focus());
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(app.router)).toBe(`/disputes/${first.id}`), LONG);

    act(() => void app.router.navigate(-1));
    const again = await table();
    await app.user.click(within(within(again).getAllByRole('row')[2]).getAllByRole('gridcell')[0]);
    await waitFor(() => expect(currentPath(app.router)).toBe(`/disputes/${byDeadline()[1].id}`), LONG);
  }, 30_000);

  it('is shown to finance, who may read disputes', async () => {
    await openList('/disputes', 'finance@sandbox.test');
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(5), LONG);
  });
});
