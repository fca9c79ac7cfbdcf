import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { EXPORT_STEP_MS } from '@mocks/actions/transaction-exports';
import { db } from '@mocks/db/store';
import { renderRestored, withSandbox } from '../../../../tests/render-app';
import { captureSaves } from '../../../../tests/capture-saves';
import { parseCsv } from '../../../../tests/csv-readers';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };

describe('export CSV', () => {
  it('says what is exported, shows the progress, then downloads exactly the filtered rows and visible columns', async () => {
    const saves = captureSaves();
    const admin = db.users.all().find((u) => u.email === 'admin@sandbox.test')!;
    db.users.patch(admin.id, { isTimezoneSet: true, preferences: { ...admin.preferences, timezone: 'Asia/Tokyo' } });
    const app = await renderRestored('admin@sandbox.test', '/transactions?currency=KWD&status=successful');
    await screen.findByRole('grid', {}, LONG);
    const expected = db.transactions
      .filter((t) => ['res_prj_northwind_shop', 'res_prj_northwind_sandbox'].includes(t.projectId) && t.currency === 'KWD' && t.status === 'successful')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${expected.length}$`))).toBeInTheDocument(), LONG);

    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export transactions as CSV' });
    expect(within(dialog).getByText(new RegExp(`Rows to export: ${expected.length}`))).toBeInTheDocument();
    const columns = within(within(dialog).getByRole('list', { name: 'Columns' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // The keys the file is reconciled by come first, whatever the list shows.
    expect(columns).toEqual(['Transaction ID', 'Reference', 'Created', 'Amount', 'Status', 'Type', 'Customer', 'Payment method']);
    expect(within(dialog).getByText(/Transaction ID and Reference ID always come first/)).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(await within(dialog).findByText('Preparing the file… 0%', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    act(() => void sandboxControls.advance(EXPORT_STEP_MS));

    expect(await within(dialog).findByText('Saved as northwind-group_transactions_all.csv', {}, LONG)).toBeInTheDocument();
    expect(saves.saved).toHaveLength(1);
    expect(saves.saved[0].fileName).toBe('northwind-group_transactions_all.csv');
    const [header, ...rows] = parseCsv((await saves.saved[0].blob.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Transaction ID',
      'Reference ID',
      'Created',
      'Amount',
      'Currency',
      'Status',
      'Type',
      'Customer name',
      'Customer e-mail',
      'Payment method',
    ]);
    expect(rows).toHaveLength(expected.length);
    // Dates in the user's zone (Tokyo, +09:00); KWD amounts with 3 decimals, as numbers.
    expect(rows[0][2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(rows[0][3]).toMatch(/^-?\d+\.\d{3}$/);
    expect(rows.map((row) => row[0])).toEqual(expected.map((t) => t.id));
    expect(rows.map((row) => row[1])).toEqual(expected.map((t) => t.referenceId));
    saves.restore();
  }, 40_000);
});
