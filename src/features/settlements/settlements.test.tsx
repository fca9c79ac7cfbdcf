import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { formatMoney } from '@/lib/money';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';
import { captureSaves } from '../../../tests/capture-saves';
import { parseCsv } from '../../../tests/csv-readers';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

// The first page of a file loads its lazy modules: on a loaded 2-core machine that alone can take over 10 s.
const LONG = { timeout: 30_000 };

async function openAs(email: string, route: string) {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const settlementsTable = () => screen.findByRole('grid', { name: 'Settlement payouts of Northwind Group' }, LONG);
/** The sandbox's newest settlement of Northwind Group. */
const newest = () =>
  db.settlements
    .all()
    .filter((s) => s.organizationId === 'res_org_northwind')
    .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? '') || a.id.localeCompare(b.id))[0];

describe('settlement payouts', () => {
  it('lists the settlements and opens one with its statement, whose lines sum to the paid amount', async () => {
    const app = await openAs('admin@sandbox.test', '/settlement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settlement payouts' }, LONG)).toBeInTheDocument();
    const first = newest();
    // Written as the page writes it (the matcher compares text with its spaces made plain).
    const amount = formatMoney(first.amount, first.currency, 'en').replace(/\s+/g, ' ');
    const grid = await settlementsTable();
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(1), LONG);
    const link = within(grid).getAllByRole('link', { name: (name) => name.replace(/\s+/g, ' ') === amount })[0];
    await app.user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: /^Settlement payout, / }, LONG)).toBeInTheDocument();
    const statement = screen.getByRole('table', { name: 'Statement' });
    const rows = within(statement).getAllByRole('row');
    // The lines of each type, then the sum and the paid amount, equal.
    expect(within(statement).getByRole('rowheader', { name: 'Payments' })).toBeInTheDocument();
    expect(within(statement).getByRole('rowheader', { name: 'Fees' })).toBeInTheDocument();
    const sumRow = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Sum of the lines' }))!;
    const paidRow = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Amount paid' }))!;
    expect(within(sumRow).getByText(amount)).toBeInTheDocument();
    expect(within(paidRow).getByText(amount)).toBeInTheDocument();
    expect(screen.getByText('The lines add up to the amount paid.')).toBeInTheDocument();
    // Each entry, linked to its transaction.
    const entries = await screen.findByRole('grid', { name: 'Entries of this settlement payout' }, LONG);
    await waitFor(() => expect(within(entries).getAllByRole('link', { name: /^trx_/ }).length).toBeGreaterThan(0), LONG);
    expect(within(entries).getAllByRole('link', { name: /^trx_/ })[0]).toHaveAttribute('href', expect.stringMatching(/^\/transactions\/trx_/));
    // Back to the list as it was left.
    await app.user.click(screen.getByRole('link', { name: 'Back to settlement payouts' }));
    await settlementsTable();
  });

  it('downloads the statement CSV with progress and cancel; the saved file ends with the paid total', async () => {
    const saves = captureSaves();
    const first = newest();
    const app = await openAs('admin@sandbox.test', `/settlement/${first.id}`);
    await screen.findByRole('heading', { level: 1, name: /^Settlement payout, / }, LONG);

    // A download held after its first half: the progress shows, and it can be cancelled.
    const body = new TextEncoder().encode('Entry,Type\n'.repeat(100));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/settlements/:id/file',
        () => {
          let sent = 0;
          const half = body.byteLength / 2;
          const stream = new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (sent > 0) await gate;
              if (sent >= body.byteLength) return controller.close();
              controller.enqueue(body.slice(sent, sent + half));
              sent += half;
            },
          });
          return new HttpResponse(stream, {
            headers: { 'Content-Length': String(body.byteLength), 'Content-Disposition': 'attachment; filename="statement.csv"' },
          });
        },
        { once: true },
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
    expect(await screen.findByRole('progressbar', { name: 'Downloading the statement… 50%' }, LONG)).toHaveAttribute('aria-valuenow', '50');
    await app.user.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(await screen.findByText('Download cancelled.')).toBeInTheDocument();
    release();
    expect(saves.saved).toHaveLength(0);

    // The sandbox's own file: saved under its name, its last line the total paid.
    await app.user.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
    await waitFor(() => expect(saves.saved).toHaveLength(1), LONG);
    const { fileName } = saves.saved[0];
    expect(fileName).toMatch(/^settlement-.+\.csv$/);
    expect(
      await screen.findByText((_, element) => element?.getAttribute('role') === 'status' && element.textContent === `Saved as ${fileName}.`, {}, LONG),
    ).toBeInTheDocument();
    // The page named the file before it was asked for (beside the button), and names it saved.
    expect(screen.getAllByText(fileName, { selector: 'bdi' })).toHaveLength(2);
    const rows = parseCsv((await saves.saved[0].blob.text()).replace(/^\uFEFF/, '')).filter((row) => row.some(Boolean));
    expect(rows[0]).toEqual(['Entry', 'Type', 'Source type', 'Source', 'Payment', 'Created at', 'Available on', 'Currency', 'Amount']);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(Math.round(Number(total.at(-1)) * 10 ** 2)).toBe(first.amount);
    saves.restore();
  });

  it('is not found for support (no accounts.settlement.read)', async () => {
    const support = await openAs('support@sandbox.test', '/settlement');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    support.unmount();
  });

  it('answers an unknown settlement without leaking whether it exists', async () => {
    await openAs('admin@sandbox.test', '/settlement/st_nope');
    expect(await screen.findByText('Settlement payout not available', undefined, LONG)).toBeInTheDocument();
  });
});
