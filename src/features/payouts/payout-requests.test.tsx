import { screen, waitFor, within } from '@testing-library/react';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };

describe('/payout-requests', () => {
  it("lists the organization's payout requests of the old system with amount, status and date, and the sidebar offers the page", async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    await renderSignedIn('admin@sandbox.test', '/payout-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout requests' }, LONG)).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Payout requests of Northwind Group' }, LONG);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(5), LONG);
    const first = within(table).getByRole('rowheader', { name: 'pyr_northwind_1' }).closest('[role="row"]') as HTMLElement;
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText(/^(EUR|USD|GBP)\s[\d,]+\.\d{2}$/)).toBeInTheDocument();
    const pending = within(table).getByRole('rowheader', { name: 'pyr_northwind_4' }).closest('[role="row"]') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payout requests' })).toHaveAttribute('href', '/payout-requests');
  });
});

describe('/payouts on a project workspace', () => {
  it('says that payouts are made from the organization and offers no request', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    localStorage.setItem('selected-resource:usr_admin', 'res_prj_northwind_shop');
    await renderSignedIn('admin@sandbox.test', '/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' }, LONG)).toBeInTheDocument();
    expect(await screen.findByText(/Payouts are made from the organization's balance/, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
  });
});
