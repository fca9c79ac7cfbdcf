import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { projectIdsUnder } from '@mocks/db/access';
import { db } from '@mocks/db/store';
import { declineReasonOf, funnelReach, isPayment } from '@mocks/analytics/payment-facts';
import { computeRange } from '@/lib/dates';
import { permissionsLoaded } from '@/features/permissions';
import { captureSaves } from '../../../tests/capture-saves';
import { currentPath, findPageAlert, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const ORG = 'res_org_northwind';
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const number = new Intl.NumberFormat('en');

/** The workspace's payments over the last `days` UTC days (the sandbox users' zone), as the sandbox holds them. */
function paymentsOf(days: number) {
  const { from, to } = computeRange(days, 'UTC');
  const projects = new Set(projectIdsUnder(ORG));
  return db.transactions.all().filter((t) => projects.has(t.projectId) && isPayment(t) && t.createdAt >= from && t.createdAt <= to);
}

const kpi = async (name: string) => within(await screen.findByRole('region', { name }, LONG));
const tableOf = (name: string) => screen.findByRole('table', { name }, LONG);
const rowOf = async (table: string, name: string | RegExp) =>
  (await within(await tableOf(table)).findByRole('rowheader', { name })).closest('tr') as HTMLElement;

async function openAnalytics(email = 'finance@sandbox.test', route = '/analytics') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

describe('analytics', () => {
  it("finance opens analytics from the sidebar, sees the funnel and a decline reason's payments", async () => {
    const app = await openAnalytics('finance@sandbox.test', '/');
    await app.user.click(await screen.findByRole('link', { name: 'Analytics' }, LONG));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' }, LONG)).toBeInTheDocument();

    const rows = paymentsOf(30);
    const approved = rows.filter((t) => funnelReach(t) >= 2).length;
    const declined = rows.filter((t) => t.status === 'failed');
    expect(await (await kpi('Payments')).findByText(number.format(rows.length), undefined, LONG)).toBeInTheDocument();
    expect((await kpi('Approval rate')).getByText(percent.format(approved / (approved + declined.length)))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();

    // The funnel: every payment is created; each step tells its drop from the one before.
    const created = await rowOf('Payment funnel', 'Created');
    expect(within(created).getAllByRole('cell')[0]).toHaveTextContent(number.format(rows.length));
    const settled = rows.filter((t) => t.settledAt).length;
    const captured = rows.filter((t) => funnelReach(t) >= 3).length;
    const settledCells = within(await rowOf('Payment funnel', 'Settled')).getAllByRole('cell');
    expect(settledCells[0]).toHaveTextContent(number.format(settled));
    expect(settledCells[1]).toHaveTextContent(number.format(captured - settled));
    expect(settledCells[2]).toHaveTextContent(percent.format((captured - settled) / captured));
    expect(settledCells[3]).toHaveTextContent(/^[+−-]\d+(\.\d)?%$|^No data$/);

    // A decline reason opens its payments: the transactions list of the period, filtered by that reason.
    const funds = declined.filter((t) => declineReasonOf(t) === 'insufficient-funds').length;
    const reasonRow = await rowOf('Decline reasons', 'Insufficient funds');
    expect(within(reasonRow).getAllByRole('cell')[0]).toHaveTextContent(number.format(funds));
    await app.user.click(within(reasonRow).getByRole('link', { name: 'Insufficient funds' }));
    await waitFor(() =>
      expect(currentPath(app.router)).toMatch(/^\/transactions\?created\.from=\d{4}-\d{2}-\d{2}&created\.to=\d{4}-\d{2}-\d{2}&decline=insufficient-funds$/),
    );
    expect(await screen.findByRole('button', { name: 'Remove filter: Decline reason: Insufficient funds' }, LONG)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: /^Transactions of/ }, LONG);
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), LONG);
    const shown = within(grid).getAllByRole('row').slice(1);
    for (const row of shown) expect(row).toHaveTextContent('Failed');
    // One of them says why it failed.
    act(() => shown[0].focus());
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/transactions\/trx_/), LONG);
    const reason = await screen.findByRole('rowheader', { name: 'Decline reason' }, LONG);
    expect(reason.closest('tr')).toHaveTextContent('Insufficient funds');
  }, 90_000);

  it('compares with the previous period and keeps the period and breakdown in the URL', async () => {
    const app = await openAnalytics();
    await (await kpi('Payments')).findByText(number.format(paymentsOf(30).length), undefined, LONG);

    await app.user.click(screen.getByRole('radio', { name: '7 days' }));
    const week = paymentsOf(7);
    expect(await (await kpi('Payments')).findByText(number.format(week.length), undefined, LONG)).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/analytics?period=7');
    const { from } = computeRange(7, 'UTC');
    const before = paymentsOf(14).filter((t) => t.createdAt < from).length;
    expect((await kpi('Payments')).getByText(`${number.format(before)} in the previous period`)).toBeInTheDocument();
    const change = (week.length - before) / before;
    const signed = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change);
    expect((await kpi('Payments')).getByText(`${signed} vs previous period`)).toBeInTheDocument();

    // Card schemes: each scheme links to its payments of the period.
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Break down by' }), 'Card scheme');
    await waitFor(() => expect(currentPath(app.router)).toBe('/analytics?period=7&by=cardBrand'));
    const visa = await rowOf('Approval and declines', 'Visa');
    const visaRows = week.filter((t) => t.card?.brand === 'visa');
    await waitFor(() => expect(within(visa).getAllByRole('cell')[0]).toHaveTextContent(number.format(visaRows.length)));
    expect(within(visa).getByRole('link', { name: 'Visa' })).toHaveAttribute('href', expect.stringMatching(/^\/transactions\?created\.from=.+&brand=visa$/));
    expect(within(await tableOf('Approval and declines')).getByRole('columnheader', { name: 'Card scheme' })).toBeInTheDocument();
  });

  it('opens a custom period from the URL, in the user’s days', async () => {
    const { days } = computeRange(20, 'UTC');
    await openAnalytics('finance@sandbox.test', `/analytics?period=custom&from=${days[0]}&to=${days[9]}`);
    expect(await screen.findByRole('radio', { name: 'Custom' }, LONG)).toBeChecked();
    const shown = (day: string) => day.split('-').reverse().join('.');
    expect(await screen.findByText(new RegExp(`${shown(days[0])} – ${shown(days[9])}.*compared with`), undefined, LONG)).toBeInTheDocument();
  });

  it('takes custom days typed in the user’s date format, refusing an end before the start', async () => {
    const app = await openAnalytics();
    await rowOf('Payment funnel', 'Created');
    await app.user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = await screen.findByRole('textbox', { name: 'From' }, LONG);
    const to = await screen.findByRole('textbox', { name: 'To' }, LONG);
    const { days } = computeRange(30, 'UTC');
    const typed = (day: string) => day.split('-').reverse().join('.');
    fireEvent.change(from, { target: { value: typed(days[20]) } });
    fireEvent.change(to, { target: { value: typed(days[10]) } });
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(currentPath(app.router)).toBe(`/analytics?period=custom&from=${days[20]}&to=${days[29]}`);

    fireEvent.change(to, { target: { value: typed(days[25]) } });
    await waitFor(() => expect(currentPath(app.router)).toBe(`/analytics?period=custom&from=${days[20]}&to=${days[25]}`));
    const projects = new Set(projectIdsUnder(ORG));
    const { from: start } = computeRange(10, 'UTC', Date.parse(`${days[20]}T12:00:00Z`) + 9 * 86_400_000);
    const end = computeRange(1, 'UTC', Date.parse(`${days[25]}T12:00:00Z`)).to;
    const count = db.transactions.all().filter((t) => projects.has(t.projectId) && isPayment(t) && t.createdAt >= start && t.createdAt <= end).length;
    expect(await (await kpi('Payments')).findByText(number.format(count), undefined, LONG)).toBeInTheDocument();
    expect(screen.queryByText('The end date must not be before the start date')).not.toBeInTheDocument();
  });

  it('saves a table as CSV with the same figures', async () => {
    const saves = captureSaves();
    try {
      const app = await openAnalytics();
      await rowOf('Payment funnel', 'Created');
      await app.user.click(screen.getByRole('button', { name: 'Download CSV: Payment funnel' }));
      expect(saves.saved).toHaveLength(1);
      expect(saves.saved[0].fileName).toMatch(/^funnel-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await saves.saved[0].blob.text();
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('"Step","Payments","Dropped","Drop","previous period"');
      expect(lines[1]).toBe(`"Created",${paymentsOf(30).length},,,${lines[1].split(',').at(-1)}`);
    } finally {
      saves.restore();
    }
  });

  it('shows an error with a retry that recovers', async () => {
    sandboxControls.failNextAction(500, { action: 'analytics/get' });
    const app = await openAnalytics();
    const alert = await findPageAlert(LONG.timeout);
    expect(alert).toHaveTextContent('Analytics could not be loaded');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await (await kpi('Payments')).findByText(number.format(paymentsOf(30).length), undefined, LONG)).toBeInTheDocument();
  });

  it('is not offered without transaction-statistics, and its entries are plain text without the transactions right', async () => {
    await openAnalytics('disputes@sandbox.test', '/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('shows the breakdowns as plain text to a role that cannot read transactions', async () => {
    const { store } = await openAnalytics();
    const reasons = await tableOf('Decline reasons');
    expect(within(reasons).getAllByRole('link').length).toBeGreaterThan(0);
    const { resourceId, catalogue } = store.getState().permissions;
    act(() => {
      store.dispatch(permissionsLoaded({ resourceId, catalogue, granted: [catalogue['transaction-statistics']] }));
    });
    await waitFor(() => expect(within(reasons).queryAllByRole('link')).toHaveLength(0));
    expect(within(reasons).getByRole('rowheader', { name: 'Insufficient funds' })).toBeInTheDocument();
  });
});
