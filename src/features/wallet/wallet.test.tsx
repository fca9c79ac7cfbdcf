/**
 * The wallet through the UI with the sandbox (docs/api/wallet.md): a top-up the clock credits grows
 * the wallet by exactly its amount; a transfer to a card typed in speaks spec §5's five card messages
 * as typed, sends for a good card (the stored request holds a token, never the number), survives a
 * lost answer with one transfer; a second person approves above the limit; a paid transfer reverses.
 */
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { PAYOUT_SEND_MS, PAYOUT_SETTLE_MS } from '@mocks/db/money-engine';
import { TOP_UP_CREDIT_MS, TOP_UP_RECEIVE_MS } from '@mocks/wallet/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { selectUnsettledIntents } from '@/features/intents';
import { currentPath, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';
const money = (text: string) => new RegExp(text.replace(/\s/g, '\\s').replace(/\./g, '\\.'));
const walletEur = () => db.walletLedger.filter((e) => e.resourceId === ORG && e.currency === 'EUR').reduce((sum, e) => sum + e.amount, 0);

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openSend(app: App) {
  const [button] = await screen.findAllByRole('button', { name: 'Send a transfer' }, LONG);
  await waitFor(() => expect(button).toBeEnabled(), LONG);
  await app.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Send a transfer' });
  await app.user.selectOptions(within(dialog).getByRole('combobox', { name: /^Currency/ }), 'EUR');
  return dialog;
}

async function typeInto(app: App, dialog: HTMLElement, label: RegExp, text: string) {
  const field = within(dialog).getByRole('textbox', { name: label });
  await app.user.clear(field);
  if (text) await app.user.type(field, text);
  return field;
}

async function fillCard(app: App, dialog: HTMLElement, amount: string) {
  await typeInto(app, dialog, /^Amount/, amount);
  await typeInto(app, dialog, /^Card number/, '4111 1111 1111 1111');
  await typeInto(app, dialog, /^Expiry date/, '12/30');
  await typeInto(app, dialog, /^CVC/, '123');
  await typeInto(app, dialog, /^Cardholder name/, 'Marta Silva');
}

describe('top-ups', () => {
  it('gives the bank details and the reference; the clock receives and credits it, and the wallet grows by exactly its amount', async () => {
    const app = await renderSignedIn('finance@sandbox.test', '/wallet/top-ups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Top-up requests' }, LONG)).toBeInTheDocument();
    const before = walletEur();
    await app.user.click((await screen.findAllByRole('button', { name: 'Request a top-up' }, LONG))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Request a top-up' });
    await typeInto(app, dialog, /^Amount/, 'abc');
    expect(await within(dialog).findByText(/number/i)).toBeInTheDocument();
    await typeInto(app, dialog, /^Amount/, '250.75');
    await app.user.click(within(dialog).getByRole('button', { name: 'Get bank details' }));

    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/wallet\/top-ups\/tup_/), LONG);
    expect(await screen.findByRole('heading', { level: 1, name: money('EUR 250.75') }, LONG)).toBeInTheDocument();
    const instructions = screen.getByRole('region', { name: 'Bank transfer details' });
    expect(instructions).toHaveTextContent('NL91ABNA0417164300');
    const reference = db.topUps.filter((t) => t.holderId === ORG && t.amount === 25_075)[0].reference;
    expect(instructions).toHaveTextContent(reference);
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();

    sandboxControls.advance(TOP_UP_RECEIVE_MS + TOP_UP_CREDIT_MS);
    // The page follows by push: credited, the instructions gone, nothing left to cancel.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent(/Credited/), LONG);
    expect(screen.queryByRole('region', { name: 'Bank transfer details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(walletEur()).toBe(before + 25_075);

    await app.navigate('/wallet');
    const card = await screen.findByRole('listitem', { name: 'EUR wallet' }, LONG);
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', currencyDisplay: 'code' }).format(walletEur() / 100);
    await waitFor(() => expect(card).toHaveTextContent(money(shown)), LONG);
  });
});

describe('transfers', () => {
  it('speaks the five card messages as typed; sends to a good card; the stored request holds a token, never the number', async () => {
    const app = await renderSignedIn('finance@sandbox.test', '/transfers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfers' }, LONG)).toBeInTheDocument();
    const dialog = await openSend(app);
    await typeInto(app, dialog, /^Card number/, '4111 1111 1111 1112');
    expect(await within(dialog).findByText('Invalid card number')).toBeInTheDocument();
    await typeInto(app, dialog, /^Expiry date/, '01/20');
    expect(await within(dialog).findByText('Card expired')).toBeInTheDocument();
    await typeInto(app, dialog, /^Expiry date/, '13/30');
    expect(await within(dialog).findByText('Invalid expiry date')).toBeInTheDocument();
    await typeInto(app, dialog, /^CVC/, '1a');
    expect(await within(dialog).findByText('Invalid CVC')).toBeInTheDocument();
    const name = await typeInto(app, dialog, /^Cardholder name/, 'J0hn');
    await app.user.tab();
    expect(await within(dialog).findByText('Invalid cardholder name')).toBeInTheDocument();
    expect(name).toHaveValue('J0hn');

    const before = walletEur();
    await fillCard(app, dialog, '400');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialog).toHaveTextContent(/Send EUR\s400\.00 to •••• 1111 · Marta Silva\?/), LONG);
    await app.user.click(within(dialog).getByRole('button', { name: money('Send EUR 400.00') }));
    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/transfers\/trf_/), LONG);
    expect(await screen.findByRole('heading', { level: 1, name: money('EUR 400.00') }, LONG)).toBeInTheDocument();
    expect(walletEur()).toBe(before - 40_000);
    const kept = JSON.stringify([sessionStorage, app.store.getState()]);
    expect(kept).not.toMatch(/4111\s?1111\s?1111\s?1111|411111111111/);

    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent(/Paid/), LONG);
  });

  it('a lost answer leaves the transfer open on the list; Check again sends the stored request, and one transfer is made', async () => {
    const app = await renderSignedIn('finance@sandbox.test', '/transfers');
    const dialog = await openSend(app);
    await fillCard(app, dialog, '12.34');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const send = await within(dialog).findByRole('button', { name: money('Send EUR 12.34') }, LONG);
    sandboxControls.failNext(500, { action: 'transfers/create' });
    await app.user.click(send);
    expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('We could not confirm this yet');
    const [stored] = selectUnsettledIntents(app.store.getState());
    expect(stored.request).toMatchObject({
      action: 'transfers/create',
      payload: { data: { relationships: { cardToken: { data: { id: expect.stringMatching(/^ctok_/) } } } } },
    });

    await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    const notice = await screen.findByRole('alert', {}, LONG);
    expect(notice).toHaveTextContent(/Transfer of EUR\s12\.34/);
    await app.user.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Done/), LONG);
    expect(db.transfers.filter((t) => t.organizationId === ORG && t.amount === 1234)).toHaveLength(1);
  });

  it('the requester of a transfer above the limit may cancel it but not approve it', async () => {
    const waiting = db.transfers.find((t) => t.organizationId === ORG && t.status === 'awaiting-approval')!;
    await renderSignedIn('finance@sandbox.test', `/transfers/${waiting.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: money('USD 1,500.00') }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a second person approves a transfer above the limit; a paid transfer is reversed once', async () => {
    const waiting = db.transfers.find((t) => t.organizationId === ORG && t.status === 'awaiting-approval')!;
    const app = await renderSignedIn('admin@sandbox.test', `/transfers/${waiting.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Approve' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transfer?' });
    await app.user.click(within(dialog).getByRole('button', { name: money('Approve USD 1,500.00') }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent(/Approved.*Ada Admin/), LONG);
    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    const reverse = await screen.findByRole('button', { name: 'Reverse' }, LONG);
    const usd = () => db.walletLedger.filter((e) => e.resourceId === ORG && e.currency === 'USD').reduce((sum, e) => sum + e.amount, 0);
    const before = usd();
    await app.user.click(reverse);
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Reverse this transfer?' })).getByRole('button', { name: money('Reverse USD 1,500.00') }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument(), LONG);
    expect(await screen.findByRole('link', { name: /^trf_/ }, LONG)).toBeInTheDocument();
    expect(usd()).toBe(before + 150_000);
  });

  it('support sees neither the wallet nor the transfers', async () => {
    await renderSignedIn('support@sandbox.test', '/transfers');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
  });
});
