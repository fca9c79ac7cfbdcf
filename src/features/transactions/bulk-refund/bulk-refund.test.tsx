import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { DEMO } from '@mocks/db/transactions-demo';
import { currentPath, renderRestored, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };
const ROUTE = '/transactions/bulk-refund';

async function openBulkRefund(route = ROUTE) {
  db.users.patch('usr_admin', { isTimezoneSet: true });
  const app = await renderRestored('admin@sandbox.test', route);
  await screen.findByRole('heading', { level: 1, name: 'Bulk refund' }, LONG);
  return app;
}

const PASTED = [`${DEMO.eurPaid},`, 'trx_unknown_1', '', `${DEMO.other}; ${DEMO.kwdPaid}`, DEMO.eurPaid, `  ${DEMO.refunded}  `].join('\n');

/** [line, id, what happens, amount] of each preview row. */
const previewRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()));

/** Pastes the JPY and KWD payments, previews them and opens the confirmation. */
async function confirmTwo(app: Awaited<ReturnType<typeof openBulkRefund>>) {
  await app.user.click(screen.getByRole('textbox', { name: /Transaction IDs, one per line/ }));
  await app.user.paste(`${DEMO.jpyPaid}\n${DEMO.kwdPaid}`);
  await app.user.click(screen.getByRole('button', { name: 'Preview' }));
  await app.user.click(await screen.findByRole('button', { name: 'Refund 2 transactions' }, LONG));
  return screen.findByRole('dialog', { name: 'Confirm the bulk refund' });
}

const refundsOf = (id: string) => db.transactions.filter((t) => t.parentId === id && t.type === 'refund');

describe('bulk refund', () => {
  it('previews each pasted line, refunds only the valid ones, and the result survives a reload', async () => {
    const app = await openBulkRefund();
    await app.user.click(screen.getByRole('textbox', { name: /Transaction IDs, one per line/ }));
    await app.user.paste(PASTED);
    expect(screen.getByText('6 IDs read')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Preview' }, LONG);
    expect(previewRows(table)).toEqual([
      ['1', DEMO.eurPaid, 'Will be refunded', 'EUR 120.00'],
      ['2', 'trx_unknown_1', 'Unknown ID', ''],
      ['4', DEMO.other, 'Another project: Solo Store', ''],
      ['4', DEMO.kwdPaid, 'Will be refunded', 'KWD 45.250'],
      ['5', DEMO.eurPaid, 'Duplicate of line 1', ''],
      ['6', DEMO.refunded, 'Already refunded', ''],
    ]);
    const summary = screen.getByRole('region', { name: 'Preview' });
    expect(within(summary).getByText('2 of 6 lines will be refunded')).toBeInTheDocument();
    expect(within(summary).getByText('Project: Northwind Shop')).toBeInTheDocument();
    expect(within(summary).getByRole('alert')).toHaveTextContent('All refunds must come from one project: Northwind Shop.');
    expect(within(summary).getByRole('list', { name: 'Totals per currency' })).toHaveTextContent(/EUR\s120\.00\s*KWD\s45\.250/);

    await app.user.click(within(summary).getByRole('button', { name: 'Refund 2 transactions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bulk refund' });
    expect(within(dialog).getByText('Refund 2 transactions from Northwind Shop?')).toBeInTheDocument();
    expect(refundsOf(DEMO.eurPaid)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Refund 2 transactions' }));

    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/transactions\/bulk-refund\?batch=bulk_\w+$/), LONG);
    const batchPath = currentPath(app.router);
    const result = await screen.findByRole('table', { name: 'Bulk refund result' }, LONG);
    expect(screen.getByText('2 refunded, 4 skipped, 0 refused')).toBeInTheDocument();
    const [eurRefund] = refundsOf(DEMO.eurPaid);
    expect(within(result).getByRole('link', { name: eurRefund.id })).toHaveAttribute('href', `/transactions/${eurRefund.id}`);
    expect(refundsOf(DEMO.kwdPaid).map((t) => t.amount)).toEqual([45_250]);
    expect(refundsOf(DEMO.other)).toHaveLength(0);
    expect(db.transactions.get(DEMO.eurPaid)).toMatchObject({ refundedAmount: 12_000 });

    app.unmount();
    const reloaded = await openBulkRefund(batchPath);
    const again = await screen.findByRole('table', { name: 'Bulk refund result' }, LONG);
    expect(screen.getByText('2 refunded, 4 skipped, 0 refused')).toBeInTheDocument();
    expect(previewRows(again).map((cells) => cells[2])).toEqual([
      'Refunded',
      'Skipped: Unknown ID',
      'Skipped: Another project',
      'Refunded',
      'Skipped: Duplicate line',
      'Skipped: Already refunded',
    ]);
    await reloaded.user.click(screen.getByRole('button', { name: 'Start a new bulk refund' }));
    await waitFor(() => expect(currentPath(reloaded.router)).toBe(ROUTE));
    expect(screen.getByRole('textbox', { name: /Transaction IDs, one per line/ })).toHaveValue('');
  });

  it('an unknown outcome offers only "Check again", which settles it without refunding twice', async () => {
    const app = await openBulkRefund();
    const dialog = await confirmTwo(app);
    sandboxControls.dropNextPush({ action: 'transactions/bulkRefund' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await app.user.click(within(dialog).getByRole('button', { name: 'Refund 2 transactions' }));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('We could not confirm this yet');
      expect(within(dialog).queryByRole('button', { name: 'Refund 2 transactions' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await app.user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('table', { name: 'Bulk refund result' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('2 refunded, 0 skipped, 0 refused')).toBeInTheDocument();
    expect(refundsOf(DEMO.jpyPaid)).toHaveLength(1);
    expect(refundsOf(DEMO.kwdPaid)).toHaveLength(1);
    expect(db.bulkRefunds.all()).toHaveLength(1);
  });

  it('keeps an unknown batch on the page after a reload, and "Check again" sends the confirmed lines, not an edited list', async () => {
    const first = await openBulkRefund();
    const dialog = await confirmTwo(first);
    sandboxControls.failNext(500, { action: 'transactions/bulkRefund' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Refund 2 transactions' }));
    expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('We could not confirm this yet');
    first.dispose();
    first.unmount();

    // After a reload the page offers no new batch, only the open one.
    const reloaded = await openBulkRefund();
    const notice = await screen.findByRole('alert', {}, LONG);
    expect(notice).toHaveTextContent('Bulk refund of 2 transactions');
    expect(screen.queryByRole('textbox', { name: /Transaction IDs, one per line/ })).not.toBeInTheDocument();
    await reloaded.user.click(within(notice).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('table', { name: 'Bulk refund result' }, LONG)).toBeInTheDocument();
    expect(refundsOf(DEMO.jpyPaid)).toHaveLength(1);
    expect(refundsOf(DEMO.kwdPaid)).toHaveLength(1);
    expect(refundsOf(DEMO.eurPaid)).toHaveLength(0);
  });

  it('refuses a preview gone stale and refunds nothing', async () => {
    const app = await openBulkRefund();
    const dialog = await confirmTwo(app);
    // Someone refunds part of one of them meanwhile.
    const kwd = db.transactions.get(DEMO.kwdPaid)!;
    db.transactions.patch(kwd.id, { refundedAmount: 1000, status: 'partially-refunded' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Refund 2 transactions' }));
    expect(await within(dialog).findByText(/The transactions changed since the preview/, {}, LONG)).toBeVisible();
    expect(refundsOf(DEMO.jpyPaid)).toHaveLength(0);
    expect(db.bulkRefunds.all()).toHaveLength(0);
  });

  it('asks for at least one ID before previewing', async () => {
    const app = await openBulkRefund();
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Paste at least one transaction ID')).toBeInTheDocument();
  });
});
