import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { DEMO } from '@mocks/db/transactions-demo';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };

async function signedIn(email = 'admin@sandbox.test', route = '/') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
  return app;
}

/** Ctrl+K, as a user presses it anywhere on the page. */
async function openPalette(user: Awaited<ReturnType<typeof signedIn>>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search and commands' }, LONG);
  const field = within(dialog).getByRole('combobox');
  await waitFor(() => expect(field).toHaveFocus());
  return { dialog, field };
}

let stopWatching = () => {};
afterEach(() => stopWatching());

/** The names of the actions the app asks the sandbox for from now on. */
function watchActions() {
  const names: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/actions')) return;
    void request
      .clone()
      .json()
      .then(
        (body: { data?: { action?: string } }) => names.push(body.data?.action ?? ''),
        () => undefined,
      );
  };
  server.events.on('request:start', listener);
  stopWatching = () => server.events.removeListener('request:start', listener);
  return names;
}

/** A custom role on Northwind that reads disputes but not transactions. */
function withoutTransactionsRead(identity: string) {
  db.groups.upsert({
    id: 'grp_northwind_disputes_only',
    name: 'Northwind Group · Disputes only',
    role: 'custom',
    resourceId: 'res_org_northwind',
    permissions: ['identities.resource-tree.read', 'projects.read', 'read-only'],
  });
  db.identities.patch(identity, { groupIds: ['grp_northwind_disputes_only'] });
}

describe('command palette', () => {
  it('Ctrl+K, a pasted transaction id and Enter open its details, even before the look-up has answered', async () => {
    const { user, router } = await signedIn();
    const { field } = await openPalette(user);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.paste(DEMO.eurPaid);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe(`/transactions/${DEMO.eurPaid}`), LONG);
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'EUR\u00a0120.00' }, LONG)).toBeInTheDocument();
  });

  it('shows what a pasted order reference or id names, and the arrow keys move the active option', async () => {
    const { user, router } = await signedIn();
    const { dialog, field } = await openPalette(user);
    await user.paste('ORD-DEMO-EUR');
    const option = await within(dialog).findByRole('option', { name: new RegExp(`Transaction .*${DEMO.eurPaid}.*EUR\\s120\\.00`) }, LONG);
    expect(option).toHaveTextContent('Emma Dubois');
    expect(option).toHaveTextContent('ORD-DEMO-EUR');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');

    // A payment's id finds it first, then its refund.
    await user.clear(field);
    await user.paste(DEMO.refunded);
    const [payment, refund] = await within(dialog).findAllByRole('option', { name: /^Transaction / }, LONG);
    expect(payment.textContent).toContain(`Transaction \u2068${DEMO.refunded}\u2069`);
    expect(refund.textContent).toContain(`Transaction \u2068${DEMO.refundedRefund}\u2069`);
    expect(field).toHaveAttribute('aria-activedescendant', payment.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', refund.id);
    expect(refund).toHaveAttribute('aria-selected', 'true');
    expect(payment).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe(`/transactions/${DEMO.refundedRefund}`), LONG);
  });

  it('jumps to a dispute, a report and a payment link by their ids', async () => {
    const { user, router } = await signedIn();
    const dispute = db.disputes.all().find((d) => d.projectId === 'res_prj_northwind_shop')!;
    for (const [id, name, path] of [
      [dispute.id, /^Dispute /, `/disputes/${dispute.id}`],
      ['rep_seed_01', /^Report /, '/reports/rep_seed_01'],
      ['pl_nw_winter_coat', /^Payment link /, '/payment-links?link=pl_nw_winter_coat'],
    ] as const) {
      const { dialog } = await openPalette(user);
      await user.paste(id);
      await user.click(await within(dialog).findByRole('option', { name: name }, LONG));
      await waitFor(() => expect(currentPath(router)).toBe(path), LONG);
    }
    // A link has no page of its own: the list opens with its share panel.
    const share = await screen.findByRole('dialog', { name: /Share/i }, LONG);
    expect((within(share).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toMatch(/\/pay\/pl_nw_winter_coat$/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentPath(router)).toBe('/payment-links'));
  });

  it("finds a customer's payments by e-mail, and See all opens the list filtered by it", async () => {
    const { user, router } = await signedIn();
    const { dialog } = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'emma.dubois@example.com');
    const payments = await within(dialog).findByRole('group', { name: 'Payments' }, LONG);
    const [payment, seeAll] = within(payments).getAllByRole('option');
    expect(payment).toHaveTextContent('EUR 120.00');
    expect(payment).toHaveTextContent('Emma Dubois');
    expect(seeAll).toHaveTextContent('See the 1 payment in Transactions');
    await user.click(seeAll);
    await waitFor(() => expect(currentPath(router)).toBe('/transactions?email=emma.dubois%40example.com'), LONG);
  });

  it('finds customers by e-mail and by a pasted customer id, for those who may read customers', async () => {
    const { user, router } = await signedIn();
    const first = await openPalette(user);
    await user.type(first.field, 'alice.martin@');
    const customers = await within(first.dialog).findByRole('group', { name: 'Customers' }, LONG);
    const [alice] = within(customers).getAllByRole('option');
    expect(alice).toHaveTextContent(/^Customer \u2068Alice Martin\u2069/);
    expect(alice).toHaveTextContent('alice.martin@example.com');
    await user.click(alice);
    await waitFor(() => expect(currentPath(router)).toBe('/customers/cus_nw_alice'), LONG);

    await openPalette(user);
    await user.paste('cus_nw_chen');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/customers/cus_nw_chen'), LONG);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chen Wei' }, LONG)).toBeInTheDocument();
  });

  it('asks a developer, who may not read customers, for none', async () => {
    const { user } = await signedIn('developer@sandbox.test');
    const { dialog } = await openPalette(user);
    const asked = watchActions();
    await user.type(within(dialog).getByRole('combobox'), 'alice.martin@');
    await within(dialog).findByRole('status', {}, LONG);
    await waitFor(() => expect(within(dialog).getByRole('status')).not.toHaveTextContent('Searching'), LONG);
    expect(asked).not.toContain('customers/list');
    expect(within(dialog).queryByRole('group', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('finds payments by the last 4 digits of the card', async () => {
    const { user } = await signedIn();
    const { dialog } = await openPalette(user);
    await user.paste('•••• 4242');
    const payments = await within(dialog).findByRole('group', { name: 'Payments' }, LONG);
    expect(within(payments).getAllByRole('option').at(-1)).toHaveTextContent(/See all \d+ payments in Transactions/);
  });

  it('offers no transaction results to a user without transactions read, and still finds what they may read', async () => {
    withoutTransactionsRead('idn_support');
    const { user } = await signedIn('support@sandbox.test', '/disputes');
    const { dialog, field } = await openPalette(user);
    const asked = watchActions();
    await user.paste(DEMO.eurPaid);
    expect(await within(dialog).findByText('Nothing matches.', {}, LONG)).toBeInTheDocument();
    // Only what the user may read is looked up (the sandbox would refuse the rest anyway).
    expect(asked).toEqual(expect.arrayContaining(['disputes/get']));
    expect(asked).not.toContain('transactions/list');
    expect(within(dialog).queryByRole('option', { name: new RegExp(DEMO.eurPaid) })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'emma.dubois@example.com');
    expect(await within(dialog).findByText('Nothing matches.', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Payments' })).not.toBeInTheDocument();
    expect(asked).not.toContain('transactions/list');

    const dispute = db.disputes.all().find((d) => d.projectId === 'res_prj_northwind_shop')!;
    await user.clear(field);
    await user.paste(dispute.id);
    expect(await within(dialog).findByRole('option', { name: /^Dispute / }, LONG)).toBeInTheDocument();
  });

  it("refunds the open payment through the details page's own dialog, only for those who may refund", async () => {
    const { user } = await signedIn('admin@sandbox.test', `/transactions/${DEMO.eurPaid}`);
    await screen.findByRole('button', { name: 'Refund' }, LONG);
    const { dialog, field } = await openPalette(user);
    await user.type(field, 'refund');
    await user.click(within(dialog).getByRole('option', { name: 'Refund this payment' }));
    expect(await screen.findByRole('dialog', { name: 'Refund payment' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument();
  });

  it('does not offer a refund to support, who may not refund', async () => {
    const { user } = await signedIn('support@sandbox.test', `/transactions/${DEMO.eurPaid}`);
    await screen.findByRole('heading', { level: 1, name: 'EUR\u00a0120.00' }, LONG);
    const { dialog, field } = await openPalette(user);
    await user.type(field, 'refund');
    expect(within(dialog).queryByRole('option', { name: 'Refund this payment' })).not.toBeInTheDocument();
  });

  it('a Ctrl+K pressed while the release notes are closing opens the palette once they are gone', async () => {
    const app = await renderSignedIn('admin@sandbox.test', '/');
    const notes = await screen.findByRole('dialog', { name: /What's new/ }, LONG);
    // The notes' save is held, so the dialog is still there, closing, when Ctrl+K is pressed.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('*/api/actions', () => gate.then(() => undefined), { once: true }));
    await app.user.click(within(notes).getByRole('checkbox'));
    await app.user.click(within(notes).getByRole('button', { name: 'Close' }));
    await app.user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /What's new/ })).not.toBeInTheDocument(), LONG);
    const palette = await screen.findByRole('dialog', { name: 'Search and commands' }, LONG);
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveFocus());
  });

  it('changes the theme and the language, and saves them', async () => {
    const { user, store, i18n } = await signedIn();
    let { dialog } = await openPalette(user);
    await user.click(within(dialog).getByRole('option', { name: 'Change theme…' }));
    await user.click(within(dialog).getByRole('option', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    await waitFor(() => expect(store.getState().session.user?.preferences.theme).toBe('dark'), LONG);

    ({ dialog } = await openPalette(user));
    await user.type(within(dialog).getByRole('combobox'), 'german');
    await user.click(within(dialog).getByRole('option', { name: 'Deutsch' }));
    await waitFor(() => expect(i18n.language).toBe('de'));
    await waitFor(() => expect(store.getState().session.user?.preferences.language).toBe('de'), LONG);
  });

  it('goes to a page the user may open, and switches workspace', async () => {
    const { user, router, store } = await signedIn();
    let { dialog } = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'payment links');
    await user.click(within(within(dialog).getByRole('group', { name: 'Go to' })).getByRole('option', { name: 'Payment links' }));
    await waitFor(() => expect(currentPath(router)).toBe('/payment-links'));

    ({ dialog } = await openPalette(user));
    await user.type(within(dialog).getByRole('combobox'), 'solo');
    await user.click(within(within(dialog).getByRole('group', { name: 'Workspace' })).getByRole('option', { name: /Solo Store/ }));
    await waitFor(() => expect(store.getState().resources.selectedId).toBe('res_prj_solo'), LONG);
  });

  it('Escape closes it and focus returns to the search button; "?" lists the shortcuts outside text fields', async () => {
    const { user } = await signedIn();
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Search and commands' }, LONG);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await act(async () => {
      (document.activeElement as HTMLElement).blur();
    });
    await user.keyboard('?');
    const shortcuts = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, LONG);
    expect(within(shortcuts).getByRole('cell', { name: 'Open search and commands' })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('cell', { name: 'Open the highlighted row' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument());

    const { field } = await openPalette(user);
    await user.type(field, '?');
    expect(field).toHaveValue('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });
});
