import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { nowIso } from '@mocks/clock';
import { entriesOf } from '@mocks/actions/money-books';
import { monthlyStatements } from '@mocks/db/statements';
import { server } from '@mocks/node';
import { formatMoney, toMajorText } from '@/lib/money';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';
import { captureSaves } from '../../../tests/capture-saves';
import { parseCsv } from '../../../tests/csv-readers';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox();

// The first page of a file loads its lazy modules: on a loaded 2-core machine that alone can take over 10 s.
const LONG = { timeout: 30_000 };
const GROUP = 'res_org_northwind';

async function openAs(email: string, route: string) {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const statementsGrid = () => screen.findByRole('grid', { name: 'Monthly statements of Northwind Group' }, LONG);
/** Written as the page writes it (the matcher compares text with its spaces made plain). */
const money = (minor: number, currency: string) => formatMoney(minor, currency, 'en').replace(/\s+/g, ' ');
/** The sandbox's last closed month of the organization's EUR account, computed from the ledger here. */
const lastClosedEur = () =>
  monthlyStatements(entriesOf(GROUP), 'EUR', nowIso())
    .filter((s) => !s.monthToDate)
    .at(-1)!;
const idOf = (month: string) => `stm_account_${GROUP}_EUR_${month}`;

describe('monthly statements', () => {
  it('lists each month per account and currency with the ledger check; the URL filters it', async () => {
    await openAs('finance@sandbox.test', '/statements?kind=account&currency=EUR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' }, LONG)).toBeInTheDocument();
    const grid = await statementsGrid();
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(1), LONG);
    const rows = within(grid).getAllByRole('row').slice(1);
    // Newest first: the running month is marked, every row is the EUR settlement account and matches the ledger.
    expect(within(rows[0]).getByText('Month to date')).toBeInTheDocument();
    for (const row of rows) {
      expect(within(row).getByText('Settlement account')).toBeInTheDocument();
      expect(within(row).getByText('EUR')).toBeInTheDocument();
      expect(within(row).getByText('Matches')).toBeInTheDocument();
    }
    const closed = lastClosedEur();
    const row = rows[1];
    expect(within(row).getByText(money(closed.openingBalance, 'EUR'))).toBeInTheDocument();
    expect(within(row).getByText(money(closed.closingBalance, 'EUR'))).toBeInTheDocument();
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/statements/${idOf(closed.month)}`);
  });

  it('opens a month: opening, totals and closing, the ledger check stated plainly, and its entries', async () => {
    const closed = lastClosedEur();
    const app = await openAs('finance@sandbox.test', '/statements?kind=account&currency=EUR');
    const grid = await statementsGrid();
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(1), LONG);
    await app.user.click(within(within(grid).getAllByRole('row')[2]).getByRole('link'));

    expect(await screen.findByRole('heading', { level: 1, name: /^Settlement account, EUR, / }, LONG)).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Figures' });
    const value = (label: string) => within(figures).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(within(value('Opening balance')).getByText(money(closed.openingBalance, 'EUR'))).toBeInTheDocument();
    expect(within(value('Money in')).getByText(money(closed.totalIn, 'EUR'))).toBeInTheDocument();
    expect(within(value('Money out')).getByText(money(closed.totalOut, 'EUR'))).toBeInTheDocument();
    expect(within(value('Closing balance')).getByText(money(closed.closingBalance, 'EUR'))).toBeInTheDocument();
    const check = screen.getByRole('status', { name: 'The closing balance matches the ledger' });
    expect(check).toHaveTextContent(`is ${money(closed.closingBalance, 'EUR')}, the same as the closing balance`);
    const entries = await screen.findByRole('grid', { name: 'Entries of this statement' }, LONG);
    await waitFor(() => expect(within(entries).getAllByRole('link', { name: /^trx_/ }).length).toBeGreaterThan(0), LONG);
    expect(within(entries).getAllByRole('link', { name: /^trx_/ })[0]).toHaveAttribute('href', expect.stringMatching(/^\/transactions\/trx_/));
    await app.user.click(screen.getByRole('link', { name: 'Back to statements' }));
    await statementsGrid();
  });

  it('downloads the CSV with progress and cancel, then the CSV and the PDF under their names', async () => {
    const saves = captureSaves();
    const closed = lastClosedEur();
    const app = await openAs('finance@sandbox.test', `/statements/${idOf(closed.month)}`);
    await screen.findByRole('heading', { level: 1, name: /^Settlement account, EUR, / }, LONG);

    // A download held after its first half: the progress shows, and it can be cancelled.
    const body = new TextEncoder().encode('Date,Type\n'.repeat(100));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/statements/:id/file',
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
          return new HttpResponse(stream, { headers: { 'Content-Length': String(body.byteLength), 'Content-Disposition': 'attachment; filename="held.csv"' } });
        },
        { once: true },
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('progressbar', { name: 'Downloading the CSV… 50%' }, LONG)).toHaveAttribute('aria-valuenow', '50');
    await app.user.click(screen.getByRole('button', { name: 'Cancel CSV download' }));
    expect(await screen.findByText('CSV download cancelled.', undefined, LONG)).toBeInTheDocument();
    release();
    expect(saves.saved).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saves.saved).toHaveLength(1), LONG);
    expect(saves.saved[0].fileName).toMatch(new RegExp(`^statement-.+-account-EUR-${closed.month}\\.csv$`));
    const csv = parseCsv((await saves.saved[0].blob.text()).replace(/^\uFEFF/, ''));
    expect(csv.find((row) => row[0] === 'Closing balance')![1]).toBe(toMajorText(closed.closingBalance, 'EUR'));

    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saves.saved).toHaveLength(2), LONG);
    expect(saves.saved[1].fileName).toMatch(new RegExp(`-account-EUR-${closed.month}\\.pdf$`));
    const pdf = new Uint8Array(await saves.saved[1].blob.arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(
      await screen.findAllByText(
        (_, element) => element?.getAttribute('role') === 'status' && /^Saved as statement-/.test(element.textContent ?? ''),
        {},
        LONG,
      ),
    ).toHaveLength(2);
    saves.restore();
  });

  it('says why when the server refuses a file (the statement is no longer readable)', async () => {
    const closed = lastClosedEur();
    const app = await openAs('finance@sandbox.test', `/statements/${idOf(closed.month)}`);
    await screen.findByRole('heading', { level: 1, name: /^Settlement account, EUR, / }, LONG);
    server.use(
      http.get('*/api/statements/:id/file', () => HttpResponse.json({ errors: [{ code: 'not-found', title: 'Statement not found' }] }, { status: 404 }), {
        once: true,
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be downloaded', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByText('This statement does not exist or you cannot open it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the PDF again' })).toBeInTheDocument();
  });

  it('lists the settlement payouts’ statements beside the monthly ones, each opening its settlement', async () => {
    const app = await openAs('admin@sandbox.test', '/statements');
    await statementsGrid();
    const views = screen.getByRole('navigation', { name: 'Lists of statements' });
    await app.user.click(within(views).getByRole('link', { name: 'Settlement statements' }));
    const grid = await screen.findByRole('grid', { name: 'Settlement statements of Northwind Group' }, LONG);
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(0), LONG);
    expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/settlement\/.+/));
    const current = within(screen.getByRole('navigation', { name: 'Lists of statements' })).getByRole('link', { name: 'Settlement statements' });
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('is not offered to support, and an unknown or foreign statement reads alike', async () => {
    await openAs('support@sandbox.test', '/statements');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statements' })).not.toBeInTheDocument();
  });

  it('answers a statement of another workspace like an unknown one', async () => {
    await openAs('finance@sandbox.test', '/statements/stm_balance_res_prj_solo_EUR_2026-01');
    expect(await screen.findByText('Statement not available', undefined, LONG)).toBeInTheDocument();
  });
});
