import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { switchWorkspace } from '@/features/workspace';
import { convertMinor } from '@/lib/money';
import { findPageAlert, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';
import { MONEY_OUT_ENDPOINT } from './api/balances-api';
import { LEDGER_ROW_HEIGHT } from './components/ledger-virtual-list';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

// The sandbox derives an 11,000-entry ledger, and the pages load lazily: generous on a shared 2-core machine.
const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';
/** A name as shown: amounts are formatted with a no-break space between code and number. */
const shown = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function open(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

/** What the server says, through the app's own session (the page must agree with it). */
const ask = async <T,>(app: App, action: string, payload: unknown) =>
  (await app.services.actions.call({ endpoint: MONEY_OUT_ENDPOINT, action, payload })) as unknown as { data: T; meta?: { page?: { total?: number } } };

const accountOf = async (app: App, currency: string) =>
  (await ask<{ attributes: { currency: string; available: number } }[]>(app, 'accounts/list', { resourceId: ORG })).data.find(
    (a) => a.attributes.currency === currency,
  )!.attributes;

const entriesTotal = async (app: App, filter: Record<string, unknown>) =>
  (await ask<unknown[]>(app, 'ledger-entries/list', { resourceId: ORG, filter, page: { size: 1, number: 1 } })).meta?.page?.total;

describe('balances', () => {
  it('shows each currency’s buckets; a figure lists the entries that make it, with type and days in the URL', async () => {
    const app = await open('/balances');
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' }, LONG)).toBeInTheDocument();
    const eur = await screen.findByRole('region', { name: 'EUR' }, LONG);
    expect(within(eur).getByRole('button', { name: /^Available/ })).toHaveAttribute('aria-pressed', 'true');

    const available = await entriesTotal(app, { currency: 'EUR', bucket: 'available' });
    const list = await screen.findByRole('list', { name: 'Available EUR: the entries' }, LONG);
    expect(await screen.findByText(`${available} entries`, undefined, LONG)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(150);

    await app.user.click(within(eur).getByRole('button', { name: /^Pending/ }));
    expect(app.router.state.location.search).toContain('bucket=pending');
    expect(await screen.findByRole('list', { name: 'Pending EUR: the entries' }, LONG)).toBeInTheDocument();

    // A type filter lives in the URL: every entry shown is of that type, and links to its transaction.
    await app.navigate('/balances?currency=EUR&bucket=available&type=fee');
    const fees = await screen.findByRole('list', { name: 'Available EUR: the entries' }, LONG);
    await waitFor(() => expect(within(fees).getAllByRole('link')[0]).toHaveAccessibleName(/^Fee · /), LONG);
    for (const link of within(fees).getAllByRole('link')) {
      expect(link).toHaveAccessibleName(/^Fee · /);
      expect(link.getAttribute('href')).toMatch(/^\/transactions\//);
    }
    expect(screen.getByLabelText('Entry type')).toHaveValue('fee');

    // Days in the URL: nothing was created in 2020.
    await app.navigate('/balances?currency=EUR&bucket=available&from=2020-01-01&to=2020-01-31');
    expect(await screen.findByText('No entries match', undefined, LONG)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(`${available} entries`, undefined, LONG)).toBeInTheDocument();
    expect(app.router.state.location.search).not.toContain('from=');
  });

  it('a ledger of over 10,000 entries keeps ≤ 150 rows in the DOM and loads the page scrolled to', async () => {
    await open('/balances?currency=EUR&bucket=available');
    const list = await screen.findByRole('list', { name: 'Available EUR: the entries' }, LONG);
    const total = Number(within(list).getAllByRole('listitem')[0].getAttribute('aria-setsize'));
    expect(total).toBeGreaterThan(10_000);
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(150);
    act(() => {
      list.parentElement!.scrollTop = 5_000 * LEDGER_ROW_HEIGHT;
      fireEvent.scroll(list.parentElement!);
    });
    // Row 5,001 is on page 51: it arrives as a link to its source, no longer "Loading…".
    await waitFor(() => {
      const row = list.querySelector('[aria-posinset="5001"]');
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/(transactions|disputes|payouts|settlement|accounts)\//),
      );
    }, LONG);
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(150);
  });

  it('finance finds Balances, Rolling reserve and Account balances in the sidebar', async () => {
    await open('/', 'finance@sandbox.test');
    // jsdom has no width: the sidebar is its narrow form, each group's entries as icon links.
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    expect(await within(nav).findByRole('link', { name: 'Balances' }, LONG)).toHaveAttribute('href', '/balances');
    expect(within(nav).getByRole('link', { name: 'Rolling reserve' })).toHaveAttribute('href', '/rollings');
    expect(within(nav).getByRole('link', { name: 'Account balances' })).toHaveAttribute('href', '/accounts');
  });

  it('support has no Billing: neither the sidebar entries nor the page', async () => {
    await open('/balances', 'support@sandbox.test');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Balances' })).not.toBeInTheDocument(), LONG);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    await within(nav).findByRole('link', { name: 'Transactions' }, LONG);
    expect(within(nav).queryByRole('link', { name: 'Balances' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Rolling reserve' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Account balances' })).not.toBeInTheDocument();
  });
});

describe('rolling reserve', () => {
  it('shows what is held per currency and the reserve’s releases', async () => {
    await open('/rollings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rolling reserve' }, LONG)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Reserve releases of Northwind Group' }, LONG);
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(0), LONG);
    expect(screen.getAllByText('Held now').length).toBeGreaterThan(0);
  });
});

describe('accounts and exchange', () => {
  async function quote(app: App, from: string, to: string, amount: string) {
    await app.user.click(await screen.findByRole('button', { name: 'Exchange' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange between accounts' });
    await app.user.selectOptions(within(dialog).getByLabelText('From account'), from);
    await app.user.selectOptions(within(dialog).getByLabelText('To account'), to);
    await app.user.type(within(dialog).getByLabelText(`Amount to sell (${from})`), amount);
    await app.user.click(within(dialog).getByRole('button', { name: 'Get a quote' }));
    await within(dialog).findByText(/^This quote expires in \d+ seconds?\.$/, undefined, LONG);
    return dialog;
  }

  const cell = (dialog: HTMLElement, label: string) => within(dialog).getByRole('rowheader', { name: label }).closest('tr')!.querySelector('td')!.textContent!;

  it('quotes with the rate and both amounts exact, refuses an expired quote, and a new quote is confirmed once', async () => {
    const app = await open('/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account balances' }, LONG)).toBeInTheDocument();
    const before = await accountOf(app, 'EUR');
    const dialog = await quote(app, 'EUR', 'JPY', '10');
    expect(cell(dialog, 'You sell')).toMatch(shown('EUR 10.00'));
    const rate = /^1 EUR = ([\d.]+) JPY$/.exec(cell(dialog, 'Rate'))![1];
    const bought = convertMinor(1000, 'EUR', 'JPY', rate);
    expect(cell(dialog, 'You get')).toMatch(shown(`JPY ${bought.toLocaleString('en')}`));

    // The sandbox's clock passes the quote's expiry: the server refuses it, nothing moves.
    sandboxControls.advance(31_000);
    await app.user.click(within(dialog).getByRole('button', { name: /^Exchange EUR/ }));
    expect(await within(dialog).findByText('This quote has expired. Get a new quote.', undefined, LONG)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Exchange EUR/ })).toBeDisabled();
    expect((await accountOf(app, 'EUR')).available).toBe(before.available);

    await app.user.click(within(dialog).getByRole('button', { name: 'Get a new quote' }));
    await within(dialog).findByText(/^This quote expires in \d+ seconds?\.$/, undefined, LONG);
    await app.user.click(within(dialog).getByRole('button', { name: /^Exchange EUR/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    expect(await screen.findByText('Exchange done', undefined, LONG)).toBeInTheDocument();
    expect((await accountOf(app, 'EUR')).available).toBe(before.available - 1000);
  });

  it('an unknown outcome offers only "Check again", which confirms the same quote: one exchange', async () => {
    const app = await open('/accounts');
    const before = await accountOf(app, 'EUR');
    const outsBefore = await entriesTotal(app, { currency: 'EUR', type: 'exchange-out' });
    const dialog = await quote(app, 'EUR', 'KWD', '20');
    // KWD has three decimals.
    expect(cell(dialog, 'You get')).toMatch(/^KWD\s\d+\.\d{3}$/);
    sandboxControls.dropNextPush({ action: 'exchanges/confirm' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await app.user.click(within(dialog).getByRole('button', { name: /^Exchange EUR/ }));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(await within(dialog).findByText('We could not confirm this yet', { exact: false }, LONG)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /^Exchange EUR/ })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    // Closed, the open outcome stays on the accounts page, with the same "Check again".
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    const notice = await findPageAlert();
    expect(notice).toHaveTextContent(/^We could not confirm this yet/);
    expect(notice).toHaveTextContent(/Exchange of EUR\s20\.00/);
    await app.user.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByText('Done')).toBeInTheDocument(), LONG);
    // Checking again confirmed the same quote: one exchange, not two.
    expect((await accountOf(app, 'EUR')).available).toBe(before.available - 2000);
    expect(await entriesTotal(app, { currency: 'EUR', type: 'exchange-out' })).toBe(outsBefore! + 1);
  });

  it('checks amounts as typed with the currency’s decimals and the available balance', async () => {
    const app = await open('/accounts');
    await app.user.click(await screen.findByRole('button', { name: 'Exchange' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange between accounts' });
    await app.user.selectOptions(within(dialog).getByLabelText('From account'), 'JPY');
    await app.user.type(within(dialog).getByLabelText('Amount to sell (JPY)'), '1.5');
    expect(await within(dialog).findByText('JPY amounts have no decimals')).toBeInTheDocument();
    await app.user.clear(within(dialog).getByLabelText('Amount to sell (JPY)'));
    await app.user.type(within(dialog).getByLabelText('Amount to sell (JPY)'), '999999999');
    expect(await within(dialog).findByText(/^More than the available JPY/)).toBeInTheDocument();
  });

  it('a project workspace has no accounts: not-found, as for every organizations-only page', async () => {
    const app = await open('/accounts');
    await screen.findByRole('heading', { level: 1, name: 'Account balances' }, LONG);
    await act(() => app.store.dispatch(switchWorkspace('res_prj_solo')));
    await waitFor(() => expect(app.store.getState().resources.selectedId).toBe('res_prj_solo'), LONG);
    await act(() => app.router.navigate('/accounts'));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exchange' })).not.toBeInTheDocument();
  });
});
