import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { projectIdsUnder } from '@mocks/db/access';
import { db } from '@mocks/db/store';
import { approvedStatuses } from '@mocks/handlers/statistics';
import { permissionsLoaded } from '@/features/permissions';
import { switchWorkspace } from '@/features/workspace';
import { findPageAlert, renderSignedIn, withSandbox } from '../../../tests/render-app';
import { computeRange } from './model/date-range';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };

/** What the sandbox holds for a resource over the last `days` UTC days. */
function expected(resourceId: string, days: number) {
  const { from, to } = computeRange(days, 'UTC');
  const projects = new Set(projectIdsUnder(resourceId));
  const rows = db.transactions.all().filter((t) => projects.has(t.projectId) && t.createdAt >= from && t.createdAt <= to);
  const approved = rows.filter((t) => approvedStatuses.has(t.status)).length;
  const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
  return { total: rows.length.toLocaleString('en'), rate: percent.format(approved / rows.length) };
}

const kpi = async (name: string) => within(await screen.findByRole('region', { name }, LONG));

describe('home dashboard', () => {
  it('shows the totals and approval rate of the selected workspace, and refetches when the range changes', async () => {
    const { user } = await renderSignedIn('admin@sandbox.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LONG)).toBeInTheDocument();

    const month = expected('res_org_northwind', 30);
    expect(await (await kpi('Transactions')).findByText(month.total, undefined, LONG)).toBeInTheDocument();
    expect((await kpi('Approval rate')).getByText(month.rate)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    // Readable numbers beside the charts: translated statuses, methods and money per currency.
    expect(screen.getByRole('table', { name: 'By status' })).toHaveTextContent('Succeeded');
    expect(screen.getByRole('table', { name: 'By payment method' })).toHaveTextContent('Apple Pay');
    expect(within(screen.getByRole('table', { name: 'By currency' })).getByRole('rowheader', { name: 'EUR' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');

    // Today is not over: the charts say so, and the daily figures mark it, in the user's date format.
    expect(screen.getAllByText('Today is not over yet: its dashed line and pale bar keep growing until midnight (UTC).')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show daily figures' }));
    const daily = within(screen.getByRole('table', { name: 'Daily figures, EUR' })).getAllByRole('rowheader');
    const today = computeRange(1, 'UTC').days[0];
    expect(daily[0]).toHaveTextContent(`${today.split('-').reverse().join('.')} (so far)`);
    expect(daily[1]).not.toHaveTextContent('so far');

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    const week = expected('res_org_northwind', 7);
    expect(week.total).not.toBe(month.total);
    expect(await (await kpi('Transactions')).findByText(week.total, undefined, LONG)).toBeInTheDocument();
    expect((await kpi('Approval rate')).getByText(week.rate)).toBeInTheDocument();
  });

  it('refetches for another workspace', async () => {
    const { store } = await renderSignedIn('admin@sandbox.test');
    await (await kpi('Transactions')).findByText(expected('res_org_northwind', 30).total, undefined, LONG);
    await act(() => store.dispatch(switchWorkspace('res_prj_solo')));
    expect(await (await kpi('Transactions')).findByText(expected('res_prj_solo', 30).total, undefined, LONG)).toBeInTheDocument();
  });

  it('switches the volume to another currency', async () => {
    const { user } = await renderSignedIn('admin@sandbox.test');
    await kpi('Volume, EUR');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'JPY' }));
    expect(await kpi('Volume, JPY')).toBeTruthy();
    expect((await kpi('Volume, JPY')).getByText(/JPY\s[\d,]+$/)).toBeInTheDocument();
  });

  it('shows the empty state for a workspace without transactions', async () => {
    await renderSignedIn('enterprise@sandbox.test');
    expect(await screen.findByRole('heading', { name: 'No transactions in this period' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transactions' })).not.toBeInTheDocument();
  }, 45_000);

  it('shows an error with a retry that recovers', async () => {
    sandboxControls.failNextAction(500, { action: 'transactions/getStatistics' });
    const { user } = await renderSignedIn('admin@sandbox.test');
    const alert = await findPageAlert(LONG.timeout);
    expect(alert).toHaveTextContent('Statistics could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await (await kpi('Transactions')).findByText(expected('res_org_northwind', 30).total, undefined, LONG)).toBeInTheDocument();
    expect(screen.queryByText('Statistics could not be loaded')).not.toBeInTheDocument();
  });

  it('explains a missing transaction-statistics permission instead of showing numbers', async () => {
    const { store } = await renderSignedIn('admin@sandbox.test');
    await kpi('Transactions');
    const { resourceId, catalogue } = store.getState().permissions;
    // Nothing else to start on either (no transactions, disputes or reports): "/" stays the dashboard.
    act(() => {
      store.dispatch(permissionsLoaded({ resourceId, catalogue, granted: [catalogue['projects.read']] }));
    });
    expect(await screen.findByText('Statistics are not available')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Transactions' })).not.toBeInTheDocument());
  });
});
