import { sandboxControls } from '@mocks/controls';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { markReleaseNotesSeen, renderApp, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };
const S2S_MESSAGE = 'Payment links are not supported for projects with server-to-server integration';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openPaymentLinks(email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, '/payment-links');
}

const linksTable = () => screen.findByRole('grid', { name: 'Payment links of Northwind Group' }, LONG);
const rowOf = async (name: string) => (await within(await linksTable()).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

async function openCreateDialog(app: App) {
  await linksTable();
  await app.user.click(screen.getByRole('button', { name: 'Create payment link' }));
  return screen.findByRole('dialog', { name: 'Create payment link' });
}

describe('payment links list', () => {
  it("lists the workspace's links with amount, status and project; the status filter lives in the URL", async () => {
    const app = await openPaymentLinks();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment links' }, LONG)).toBeInTheDocument();
    const coat = await rowOf('Winter coat, size M');
    expect(within(coat).getByText('EUR 129.50')).toBeInTheDocument();
    expect(within(coat).getByText('Active')).toBeInTheDocument();
    expect(within(coat).getByText('Northwind Shop')).toBeInTheDocument();
    expect(within(await rowOf('Tea set (pre-order)')).getByText('JPY 4,800')).toBeInTheDocument();
    expect(within(await rowOf('Spring sale deposit')).getByText('KWD 2.500')).toBeInTheDocument();
    // Only active links can be deactivated.
    expect(within(await rowOf('Invoice 1042')).queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();

    await app.navigate('/payment-links?status=paid');
    await waitFor(
      async () =>
        expect(
          within(await linksTable())
            .getAllByRole('rowheader')
            .map((c) => c.textContent),
        ).toEqual(['Invoice 1042']),
      LONG,
    );
  });
});

describe('create payment link', () => {
  it('validates project, amount decimals per currency and shows server-to-server projects as unavailable', async () => {
    const app = await openPaymentLinks();
    const dialog = await openCreateDialog(app);
    const s2s = within(dialog).getByRole('option', { name: 'Northwind Sandbox (server-to-server)' });
    expect(s2s).toBeDisabled();
    expect(within(dialog).getByText(`${S2S_MESSAGE}: Northwind Sandbox`)).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Project is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount')).toBeInTheDocument();

    await app.user.selectOptions(within(dialog).getByLabelText(/^Currency/), 'JPY');
    await app.user.type(within(dialog).getByLabelText(/^Amount/), '12.5');
    await app.user.tab();
    expect(await within(dialog).findByText('JPY amounts have no decimals')).toBeInTheDocument();
    await app.user.selectOptions(within(dialog).getByLabelText(/^Currency/), 'EUR');
    await app.user.clear(within(dialog).getByLabelText(/^Amount/));
    await app.user.type(within(dialog).getByLabelText(/^Amount/), '12.505');
    await app.user.tab();
    // 12.505 could be 12505 with a thousands dot, or three decimals, which EUR does not have.
    expect(await within(dialog).findByText('Unclear separators: write the amount with one decimal separator, like 1234.50')).toBeInTheDocument();
    await app.user.selectOptions(within(dialog).getByLabelText(/^Currency/), 'KWD');
    await waitFor(() => expect(within(dialog).queryByText(/Unclear separators/)).not.toBeInTheDocument());
    // What was typed is kept through every refusal.
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('12.505');
  });

  it('shows the sandbox refusal of a project that became server-to-server, next to the project', async () => {
    const app = await openPaymentLinks();
    const dialog = await openCreateDialog(app);
    await app.user.selectOptions(within(dialog).getByLabelText(/^Project/), 'res_prj_northwind_shop');
    await app.user.type(within(dialog).getByLabelText(/^Amount/), '10');
    db.resources.patch('res_prj_northwind_shop', { integration: 's2s' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    // The field re-renders as the refusal lands: wait for the settled field, not the first node seen.
    await waitFor(() => expect(within(dialog).getByText(S2S_MESSAGE)).toBeInTheDocument(), LONG);
    expect(db.paymentLinks.filter((l) => l.amount === 1000)).toHaveLength(0);
  });

  it('creates a link, copies it, and offers its QR code as SVG and PNG', async () => {
    const app = await openPaymentLinks();
    const dialog = await openCreateDialog(app);
    await app.user.selectOptions(within(dialog).getByLabelText(/^Project/), 'res_prj_northwind_shop');
    await app.user.type(within(dialog).getByLabelText(/^Amount/), '12.50');
    await app.user.type(within(dialog).getByLabelText(/^Description/), 'Order 4711');
    // A reminder needs an expiry; the expiry is read in the user's time zone (UTC here).
    expect(within(dialog).getByLabelText(/^Reminder/)).toBeDisabled();
    const expiry = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 16);
    fireEvent.change(within(dialog).getByLabelText(/^Expires at/), { target: { value: expiry } });
    await app.user.selectOptions(within(dialog).getByLabelText(/^Reminder/), '2 days before expiry');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const created = await screen.findByRole('dialog', { name: 'Payment link created' }, LONG);
    const link = db.paymentLinks.find((l) => l.description === 'Order 4711')!;
    expect(link).toMatchObject({
      amount: 1250,
      currency: 'EUR',
      status: 'active',
      projectId: 'res_prj_northwind_shop',
      reminderDays: 2,
      expiresAt: `${expiry}:00.000Z`,
    });
    const url = `${window.location.origin}/pay/${link.id}`;
    expect(within(created).getByLabelText('Link')).toHaveValue(url);

    await app.user.click(within(created).getByRole('button', { name: 'Copy link' }));
    expect(await within(created).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);

    expect(await within(created).findByRole('img', { name: 'QR code of the payment link “Order 4711”' }, LONG)).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(created).getByRole('button', { name: 'Download SVG' })).toBeEnabled();
    expect(within(created).getByRole('button', { name: 'Download PNG' })).toBeEnabled();

    await app.user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(await rowOf('Order 4711')).toBeInTheDocument();
  });
});

describe('deactivate and the public page', () => {
  it('deactivates an active link after a confirmation; its public page then says it is not available', async () => {
    const app = await openPaymentLinks();
    const row = await rowOf('Gift card');
    await app.user.click(within(row).getByRole('button', { name: 'Deactivate: Gift card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate payment link' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Deactivate link' }));
    await waitFor(async () => expect(within(await rowOf('Gift card')).getByText('Deactivated')).toBeInTheDocument(), LONG);
    expect(db.paymentLinks.get('pl_nw_gift_card')?.status).toBe('deactivated');
    app.unmount();

    await renderApp({ route: '/pay/pl_nw_gift_card' });
    expect(await screen.findByRole('heading', { name: 'Payment link is not available' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('pays a link with the test card without signing in: the link is paid and the charge is a transaction', async () => {
    const app = await renderApp({ route: '/pay/pl_nw_winter_coat' });
    expect(await screen.findByRole('heading', { name: 'Northwind Shop' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Payment to Northwind Group')).toBeInTheDocument();
    expect(screen.getByText('Winter coat, size M')).toBeInTheDocument();

    await app.user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4241');
    await app.user.type(screen.getByLabelText(/^Expiry date/), '12/34');
    await app.user.type(screen.getByLabelText(/^CVC/), '123');
    await app.user.type(screen.getByLabelText(/^Name on card/), 'Olivia Smith');
    await app.user.click(screen.getByRole('button', { name: 'Pay EUR\u00a0129.50' }));
    expect(await screen.findByText('Invalid card number', {}, LONG)).toBeInTheDocument();

    await app.user.clear(screen.getByLabelText(/^Card number/));
    await app.user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await app.user.click(screen.getByRole('button', { name: 'Pay EUR\u00a0129.50' }));
    expect(await screen.findByText('Payment successful', {}, LONG)).toBeInTheDocument();

    expect(db.paymentLinks.get('pl_nw_winter_coat')?.status).toBe('paid');
    expect(db.transactions.find((t) => t.paymentLinkId === 'pl_nw_winter_coat')).toMatchObject({
      type: 'charge',
      status: 'successful',
      amount: 12_950,
      currency: 'EUR',
      projectId: 'res_prj_northwind_shop',
      customer: { name: 'Olivia Smith' },
    });
  });
});

describe('payment links permissions', () => {
  it.each(['support@sandbox.test', 'finance@sandbox.test'])('%s cannot open the page nor see it in the menu', async (email) => {
    await openPaymentLinks(email);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payment links' })).not.toBeInTheDocument();
  });

  it('a creation whose answer was lost is checked again, never made twice', async () => {
    const app = await openPaymentLinks();
    const dialog = await openCreateDialog(app);
    await app.user.selectOptions(within(dialog).getByLabelText(/^Project/), 'res_prj_northwind_shop');
    await app.user.type(within(dialog).getByLabelText(/^Amount/), '30');
    await app.user.type(within(dialog).getByLabelText(/^Description/), 'Lost answer');
    sandboxControls.dropNextPush({ action: 'payment-links/create' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await app.user.click(within(dialog).getByRole('button', { name: 'Create link' }));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      const notice = await within(dialog).findByRole('alert', {}, LONG);
      expect(notice).toHaveTextContent('We could not confirm this yet');
      expect(notice).toHaveTextContent(/Payment link for EUR\s30\.00/);
    } finally {
      vi.useRealTimers();
    }
    // No form to send another: only the stored request, checked again.
    expect(within(dialog).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('dialog', { name: 'Payment link created' }, LONG)).toBeInTheDocument();
    expect(db.paymentLinks.filter((l) => l.description === 'Lost answer')).toHaveLength(1);
  });
});
