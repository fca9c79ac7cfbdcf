import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { currentPath, markReleaseNotesSeen, renderRestored, withSandbox } from '../../../../tests/render-app';
import { gridRows } from '../../../../tests/grid-rows';
import { openLive, signIn } from '@mocks/test/harness';
import { sandboxControls } from '@mocks/controls';
import { REFUND_SETTLE_MS } from '@mocks/actions/transactions';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const CAPTION = 'Transactions of all projects of Northwind Group';

async function openList(route = '/transactions', email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderRestored(email, route);
  await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);
  return app;
}

const table = () => screen.findByRole('grid', { name: CAPTION }, LONG);
/** The body rows' cells by column header. */
const rowsOf = async () => gridRows(await table()).map(({ cells }) => cells);

describe('transactions list', () => {
  it('reads the currency filter from the URL and the server applies it: JPY amounts have no decimals', async () => {
    await openList('/transactions?currency=JPY');
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(5), LONG);
    const rows = await rowsOf();
    for (const row of rows) expect(row.Amount).toMatch(/^-?JPY\s[\d,]+$/);
    expect(screen.getByRole('button', { name: 'Remove filter: Currency: JPY' })).toBeInTheDocument();
    // Paged by the server: at most one page of rows in the DOM, with the total named.
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(screen.getByText(/^Showing 1–\d+ of [\d,]+$/)).toBeInTheDocument();
  });

  it('filters by status group: cancelled and expired payments are one group, grey, never green', async () => {
    await openList('/transactions?statusGroup=cancelled&currency=KWD');
    const expected = db.transactions.filter(
      (t) =>
        ['res_prj_northwind_shop', 'res_prj_northwind_sandbox'].includes(t.projectId) && t.currency === 'KWD' && ['cancelled', 'expired'].includes(t.status),
    );
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${expected.length}$`))).toBeInTheDocument(), LONG);
    const grid = await table();
    expect(new Set((await rowsOf()).map((row) => row.Status))).toEqual(new Set(['Cancelled']));
    for (const badge of within(grid).getAllByText('Cancelled'))
      expect(badge.closest('.mantine-Badge-root')).toHaveStyle({ '--badge-color': 'var(--mantine-color-gray-light-color)' });
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Cancelled' })).toBeInTheDocument();
  });

  it('keeps a decimal point typed before a pause: the amount committed meanwhile does not take it away', async () => {
    const app = await openList('/transactions?currency=EUR');
    await table();
    await app.user.click(screen.getByRole('button', { name: /^Filters/ }));
    await screen.findByRole('dialog', { name: 'Filters' });
    const max = () => screen.getByLabelText('To', { selector: 'input[inputmode="decimal"]' });
    await app.user.type(max(), '20.');
    await waitFor(() => expect(currentPath(app.router)).toBe('/transactions?currency=EUR&amount.max=20'), LONG);
    expect(max()).toHaveValue('20.');
    await app.user.type(max(), '5');
    await waitFor(() => expect(currentPath(app.router)).toBe('/transactions?currency=EUR&amount.max=20.5'), LONG);
    expect(max()).toHaveValue('20.5');
  });

  it('applies an amount range typed in major units, keeps typing local and refuses a malformed amount', async () => {
    const app = await openList('/transactions?currency=EUR');
    await table();
    // Narrow screens (jsdom has no layout) keep the filters in a drawer.
    await app.user.click(screen.getByRole('button', { name: /^Filters/ }));
    await screen.findByRole('dialog', { name: 'Filters' });
    await app.user.type(screen.getByLabelText('From', { selector: 'input[inputmode="decimal"]' }), '10');
    await app.user.type(screen.getByLabelText('To', { selector: 'input[inputmode="decimal"]' }), '20.5');
    await waitFor(() => expect(currentPath(app.router)).toBe('/transactions?currency=EUR&amount.min=10&amount.max=20.5'), LONG);
    await waitFor(async () => {
      const rows = await rowsOf();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const value = Number(row.Amount.replace(/[^\d.]/g, ''));
        expect(value).toBeGreaterThanOrEqual(10);
        expect(value).toBeLessThanOrEqual(20.5);
      }
    }, LONG);

    // A preset goes into the URL by its name; "Custom range" starts from the days it covered.
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Created' }), 'Last 7 days');
    await waitFor(() => expect(currentPath(app.router)).toContain('created=last-7-days'), LONG);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Created' }), 'Custom range');
    await waitFor(() => expect(currentPath(app.router)).toMatch(/created\.from=\d{4}-\d{2}-\d{2}&created\.to=\d{4}-\d{2}-\d{2}/), LONG);
    expect(await screen.findByLabelText('Created: From')).not.toHaveValue('');

    const max = screen.getByLabelText('To', { selector: 'input[inputmode="decimal"]' });
    await app.user.clear(max);
    await app.user.type(max, '1.2.3');
    expect(await screen.findByText('Unclear separators: write the amount with one decimal separator, like 1234.50')).toBeInTheDocument();
    expect(max).toHaveValue('1.2.3');
    await app.user.clear(max);
    await app.user.type(max, '12a');
    expect(await screen.findByText('Enter an amount such as 12.50')).toBeInTheDocument();
    expect(currentPath(app.router)).toContain('amount.max=20.5');
  }, 40_000);

  it('a row opens its details with Enter; a refund finishing elsewhere updates the row without reload', async () => {
    const payment = db.transactions.find(
      (t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0,
    )!;
    const app = await openList(`/transactions?q=${payment.id}`);
    // Lists show the status group: successful, paid and completed all read "Succeeded".
    await waitFor(async () => expect((await rowsOf()).map((row) => row.Status)).toEqual(['Succeeded']), LONG);

    const other = await openLive(await signIn('admin@sandbox.test'));
    const answer = await other.action('transactions/refund', { data: { type: 'refunds', attributes: { amount: 1 } } }, { id: payment.id });
    expect(answer.errors).toBeUndefined();
    // The search matches the parent's id and its new refund's parent id: the charge row now says partially refunded.
    await waitFor(async () => expect((await rowsOf()).find((row) => row.Type === 'Charge')?.Status).toBe('Partially refunded'), LONG);
    other.close();
    // The refund settles through the sandbox clock: its row turns succeeded, pushed, without reload.
    expect((await rowsOf()).find((row) => row.Type === 'Refund')?.Status).toBe('Pending');
    act(() => void sandboxControls.advance(REFUND_SETTLE_MS));
    await waitFor(async () => expect((await rowsOf()).find((row) => row.Type === 'Refund')?.Status).toBe('Succeeded'), LONG);

    const grid = await table();
    const chargeRow = within(grid)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Charge'))!;
    act(() => chargeRow.focus());
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(app.router)).toBe(`/transactions/${payment.id}`), LONG);
  }, 40_000);

  it('says when nothing matches and clears every filter', async () => {
    const app = await openList('/transactions?reference=NO-SUCH-REF&currency=GBP');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' }, LONG)).toBeInTheDocument();
    await app.user.click(screen.getAllByRole('button', { name: /clear (all )?filters/i }).at(-1)!);
    await waitFor(() => expect(currentPath(app.router)).toBe('/transactions'));
    expect(await table()).toBeInTheDocument();
  });

  it('shows "Bulk refund" only to those who may refund', async () => {
    await openList('/transactions', 'support@sandbox.test');
    await screen.findByRole('button', { name: 'Export CSV' }, LONG);
    expect(screen.queryByRole('link', { name: 'Bulk refund' })).not.toBeInTheDocument();
  });
});
