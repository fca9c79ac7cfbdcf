import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { switchWorkspace } from '@/features/workspace';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

// The first page of a file loads its lazy modules: on a loaded 2-core machine that alone can take over 10 s.
const LONG = { timeout: 30_000 };
type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openPayoutMethods(email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, '/payout-methods');
}

const methodsTable = () => screen.findByRole('grid', { name: 'Payout methods of Northwind Group' }, LONG);
const rowOf = async (name: RegExp | string) =>
  (await within(await methodsTable()).findByRole('rowheader', { name }, LONG)).closest('[role="row"]') as HTMLElement;
/** The masked number as it is read: the left-to-right isolate marks are not part of what one sees. */
const shown = (element: Element) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

async function openAddDialog(app: App) {
  await methodsTable();
  await app.user.click(screen.getByRole('button', { name: 'Add payout method' }));
  return screen.findByRole('dialog', { name: 'Add payout method' });
}

describe('payout methods list', () => {
  it("lists the organization's bank accounts and cards masked, with currency and the default badge", async () => {
    await openPayoutMethods();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout methods' }, LONG)).toBeInTheDocument();
    const main = await rowOf(/Main account/);
    expect(shown(within(main).getByRole('rowheader'))).toMatch(/^DE44 •••• •••• •••• •••• 4931Main account$/);
    expect(within(main).getByText('EUR')).toBeInTheDocument();
    expect(within(main).getByText('Default')).toBeInTheDocument();
    const card = await rowOf(/Company card/);
    expect(shown(within(card).getByRole('rowheader'))).toMatch(/^Visa •••• \d{4}Company card$/);
    // No full number is on the page.
    expect(document.body.textContent).not.toMatch(/DE44500105175407324931/);
  });

  it('is read-only without settlement-payment-attributes.write', async () => {
    await openPayoutMethods('finance@sandbox.test');
    await rowOf(/Main account/);
    expect(screen.queryByRole('button', { name: 'Add payout method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Make default:/ })).not.toBeInTheDocument();
  });

  it('answers not-found on a standalone project (organizations only), and is there again on the organization', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/projects');
    await act(() => app.store.dispatch(switchWorkspace('res_prj_solo')));
    await waitFor(() => expect(app.store.getState().resources.selectedId).toBe('res_prj_solo'), LONG);
    await act(() => app.router.navigate('/payout-methods'));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Payout methods' })).not.toBeInTheDocument();
    await act(() => app.store.dispatch(switchWorkspace('res_org_northwind')));
    await act(() => app.router.navigate('/payout-methods'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout methods' }, LONG)).toBeInTheDocument();
  });
});

describe('add a payout method', () => {
  it('shows each of the five card messages as the bad input is typed', async () => {
    const app = await openPayoutMethods();
    const dialog = await openAddDialog(app);
    await app.user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    const field = (label: RegExp) => within(dialog).getByLabelText(label);

    await app.user.type(field(/^Card number/), '4242 4242 4242 4241');
    expect(await within(dialog).findByText('Invalid card number')).toBeInTheDocument();
    await app.user.type(field(/^Expiry date/), '13/30');
    expect(await within(dialog).findByText('Invalid expiry date')).toBeInTheDocument();
    await app.user.clear(field(/^Expiry date/));
    await app.user.type(field(/^Expiry date/), '01/20');
    expect(await within(dialog).findByText('Card expired')).toBeInTheDocument();
    await app.user.type(field(/^CVC/), '1a');
    expect(await within(dialog).findByText('Invalid CVC')).toBeInTheDocument();
    await app.user.type(field(/^Cardholder name/), 'Ada 2');
    expect(await within(dialog).findByText('Invalid cardholder name')).toBeInTheDocument();

    // Fixing a field clears its message as it is typed.
    await app.user.clear(field(/^Card number/));
    await app.user.type(field(/^Card number/), '4242 4242 4242 4242');
    await waitFor(() => expect(within(dialog).queryByText('Invalid card number')).not.toBeInTheDocument());
  });

  it('checks the IBAN and BIC as typed, adds the bank account, shows it masked and clears the form', async () => {
    const app = await openPayoutMethods();
    let dialog = await openAddDialog(app);
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await app.user.type(field(/^IBAN/), 'GB29 NWBK 6016 1331 9268 18');
    expect(await within(dialog).findByText('Invalid IBAN checksum')).toBeInTheDocument();
    await app.user.type(field(/^BIC/), 'NWBK1234');
    expect(await within(dialog).findByText('Invalid BIC')).toBeInTheDocument();

    await app.user.clear(field(/^IBAN/));
    await app.user.type(field(/^IBAN/), 'GB29 NWBK 6016 1331 9268 19');
    await app.user.clear(field(/^BIC/));
    await app.user.type(field(/^BIC/), 'NWBKGB2L');
    await app.user.selectOptions(field(/^Currency/), 'GBP');
    await app.user.type(field(/^Label/), 'Second UK account');
    await app.user.type(field(/^Account holder/), 'Northwind Trading Ltd');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payout method' })).not.toBeInTheDocument(), LONG);
    const added = await rowOf(/Second UK account/);
    expect(shown(within(added).getByRole('rowheader'))).toMatch(/^GB29 •••• •••• •••• •••• 6819Second UK account$/);
    expect(within(added).getByText('GBP')).toBeInTheDocument();

    dialog = await openAddDialog(app);
    expect(field(/^IBAN/)).toHaveValue('');
    expect(field(/^Account holder/)).toHaveValue('');
  });

  it('keeps no card number or CVC in the store or storage, while the call is on its way or after', async () => {
    const app = await openPayoutMethods();
    const dialog = await openAddDialog(app);
    await app.user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await app.user.type(field(/^Card number/), '5555 5555 5555 4444');
    await app.user.type(field(/^Expiry date/), '12/39');
    await app.user.type(field(/^CVC/), '987');
    await app.user.type(field(/^Cardholder name/), 'Ada Admin');
    const kept = () => JSON.stringify(app.store.getState()) + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });

    // The answer is held: the call is pending while the store is looked at.
    const release = sandboxControls.holdAnswers();
    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveAttribute('data-loading', 'true'));
    expect(kept()).not.toMatch(/5555 ?5555 ?5555 ?4444/);
    expect(kept()).not.toMatch(/"987"/);
    release();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payout method' })).not.toBeInTheDocument(), LONG);
    expect(shown((await rowOf(/Mastercard •••• 4444/)).querySelector('[role="rowheader"]')!)).toBe('Mastercard •••• 4444');
    expect(kept()).not.toMatch(/5555 ?5555 ?5555 ?4444/);
    expect(kept()).not.toMatch(/"987"/);
  });
});

describe('default and removal', () => {
  it('makes another method the default of its currency', async () => {
    const app = await openPayoutMethods();
    const card = await rowOf(/Company card/);
    expect(within(card).queryByText('Default')).not.toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: /^Make default:/ }));
    await waitFor(async () => expect(within(await rowOf(/Company card/)).getByText('Default')).toBeInTheDocument(), LONG);
    await waitFor(async () => expect(within(await rowOf(/Main account/)).queryByText('Default')).not.toBeInTheDocument(), LONG);
  });

  it('asks before removing, removes, and shows the refusal of a method with a payout in flight', async () => {
    const app = await openPayoutMethods();
    // The UK account has a payout in transit (sandbox seed).
    await app.user.click(within(await rowOf(/UK account/)).getByRole('button', { name: /^Remove:/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove payout method' });
    // Said before asking (as the list read it), and the server's refusal when pressed anyway.
    expect(
      within(dialog)
        .getAllByRole('note')
        .map((note) => note.textContent),
    ).toContain('This payout method has a payout in progress');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert', undefined, LONG)).toHaveTextContent('This payout method has a payout in progress');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await rowOf(/UK account/);

    await app.user.click(within(await rowOf(/Company card/)).getByRole('button', { name: /^Remove:/ }));
    dialog = await screen.findByRole('dialog', { name: 'Remove payout method' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove payout method' })).not.toBeInTheDocument(), LONG);
    await waitFor(async () => expect(within(await methodsTable()).queryByRole('rowheader', { name: /Company card/ })).not.toBeInTheDocument(), LONG);
  });
});
