import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { identityOf } from '@mocks/antifraud/identity';
import { nowIso } from '@mocks/clock';
import { db } from '@mocks/db/store';
import { DEMO } from '@mocks/db/transactions-demo';
import { markReleaseNotesSeen, renderSignedIn, signInThroughForm, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const NORTHWIND = 'res_org_northwind';
/** A Northwind Shop card payment with an e-mail: Visa •••• 4242 of jonas.jensen@example.com. */
const PAYMENT = DEMO.eurPaid;

async function open(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const fraudChecks = () => screen.findByRole('region', { name: 'Fraud checks' }, LONG);
const defaultList = (alias: string) => db.antifraudLists.find((list) => list.merchantId === NORTHWIND && list.alias === alias)!;
const valuesOf = (alias: string) => db.antifraudListItems.filter((item) => item.listId === defaultList(alias).id);

/** "Block…", then one of its choices; answers the dialog it opens, once the list it adds to is known. */
async function choose(app: Awaited<ReturnType<typeof open>>, choice: RegExp, title: string, confirmLabel: string) {
  await app.user.click(await within(await fraudChecks()).findByRole('button', { name: 'Block…' }, LONG));
  await app.user.click(await screen.findByRole('menuitem', { name: choice }, LONG));
  const dialog = await screen.findByRole('dialog', { name: title }, LONG);
  const confirm = within(dialog).getByRole('button', { name: confirmLabel });
  await waitFor(() => expect(confirm).toBeEnabled(), LONG);
  return { dialog, confirm };
}

describe('blocking from a payment', () => {
  it("blocks the payment's card in one step: its fingerprint joins the merchant's blocked cards, with the reason", async () => {
    const { fingerprint } = identityOf(db.transactions.get(PAYMENT)!);
    expect(fingerprint).toBeTruthy();
    expect(valuesOf('blocked_cards').some((item) => item.value === fingerprint)).toBe(false);
    const app = await open(`/transactions/${PAYMENT}`);

    const { dialog, confirm } = await choose(app, /^Block this card/, 'Block this card', 'Block card');
    // Exactly what is blocked: the card as the user knows it, the reason prefilled.
    expect(within(dialog).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(dialog).getByText(fingerprint!)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue(`Blocked from payment ${PAYMENT}`);
    await app.user.click(confirm);

    expect(await screen.findByText('Card Visa •••• 4242 is blocked: added to Blocked cards.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block this card' })).not.toBeInTheDocument(), LONG);
    const added = valuesOf('blocked_cards').filter((item) => item.value === fingerprint);
    expect(added).toHaveLength(1);
    expect(added[0].reason).toBe(`Blocked from payment ${PAYMENT}`);
    expect(added[0].addedBy.email).toBe('admin@sandbox.test');

    // The control says so and leads to the list; the card is not offered again.
    const checks = await fraudChecks();
    expect(within(checks).getByText(/This card is now on the list/)).toBeInTheDocument();
    expect(within(checks).getByRole('link', { name: 'Blocked cards' })).toHaveAttribute('href', `/antifraud/lists/${defaultList('blocked_cards').id}`);
    await app.user.click(within(checks).getByRole('button', { name: 'Block…' }));
    expect(await screen.findByRole('menuitem', { name: /^Card blocked/ }, LONG)).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: /^Block this e-mail/ })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: /^Block this IP address/ })).toBeEnabled();
  });

  it('says when the value was on the list already, and changes nothing', async () => {
    const ip = identityOf(db.transactions.get(PAYMENT)!).ip!.address;
    const app = await open(`/transactions/${PAYMENT}`);
    // Someone put the address on the list meanwhile (another tab, a rule's review).
    const list = defaultList('blocked_ips');
    db.antifraudListItems.insert({
      id: 'afi_test_ip',
      listId: list.id,
      merchantId: NORTHWIND,
      value: ip,
      reason: 'Seen in a card-testing burst',
      addedBy: { name: 'Rita Risk', email: 'risk@sandbox.test' },
      addedAt: nowIso(),
      expiresAt: null,
    });
    const before = valuesOf('blocked_ips').length;
    const { dialog, confirm } = await choose(app, /^Block this IP address/, 'Block this IP address', 'Block IP address');
    expect(within(dialog).getByText(ip)).toBeInTheDocument();
    await app.user.click(confirm);

    expect(await screen.findByText(`IP address ${ip} was already in Blocked IP addresses; nothing changed.`, {}, LONG)).toBeInTheDocument();
    expect(valuesOf('blocked_ips')).toHaveLength(before);
    const checks = await fraudChecks();
    expect(within(checks).getByText(/This IP address was already on the list/)).toBeInTheDocument();
    await app.user.click(within(checks).getByRole('button', { name: 'Block…' }));
    expect(await screen.findByRole('menuitem', { name: /^IP address already blocked/ }, LONG)).toBeDisabled();
  });

  it('is offered to whoever may change the lists only: the risk analyst has it, support after them does not', async () => {
    const app = await open(`/transactions/${PAYMENT}`, 'risk@sandbox.test');
    expect(await within(await fraudChecks()).findByRole('button', { name: 'Block…' }, LONG)).toBeInTheDocument();

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    await app.user.click(within(nav).getByRole('link', { name: 'Log out' }));
    markReleaseNotesSeen('support@sandbox.test');
    await signInThroughForm(app.user, 'support@sandbox.test');
    await waitFor(() => expect(app.store.getState().session.user?.email).toBe('support@sandbox.test'), LONG);
    await app.navigate(`/transactions/${PAYMENT}`);
    const checks = await fraudChecks();
    // Support reads the payment and its fraud checks (the IP row is there), and may block nothing.
    expect(within(checks).getByRole('rowheader', { name: 'IP address' })).toBeInTheDocument();
    expect(within(checks).queryByRole('button', { name: 'Block…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block…' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and the typed reason on a refusal, and blocks once allowed', async () => {
    const email = db.transactions.get(PAYMENT)!.customer.email;
    const app = await open(`/transactions/${PAYMENT}`);
    const { dialog, confirm } = await choose(app, /^Block this e-mail/, 'Block this e-mail', 'Block e-mail');
    expect(within(dialog).getByText(email)).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await app.user.clear(reason);
    await app.user.type(reason, 'Chargeback ring, case 4471');

    sandboxControls.failNextAction('forbidden', { action: 'antifraud-lists/addItems' });
    await app.user.click(confirm);
    expect(await within(dialog).findByText('You may not change the antifraud lists of this workspace.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Block this e-mail' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Chargeback ring, case 4471');
    expect(valuesOf('blocked_emails').some((item) => item.value === email)).toBe(false);

    await app.user.click(within(dialog).getByRole('button', { name: 'Block e-mail' }));
    expect(await screen.findByText(`E-mail ${email} is blocked: added to Blocked e-mails.`, {}, LONG)).toBeInTheDocument();
    expect(valuesOf('blocked_emails').find((item) => item.value === email)?.reason).toBe('Chargeback ring, case 4471');
  });

  it('an answer that was lost is checked again with the same request, applied once', async () => {
    const { fingerprint } = identityOf(db.transactions.get(PAYMENT)!);
    const app = await open(`/transactions/${PAYMENT}`);
    const { dialog, confirm } = await choose(app, /^Block this card/, 'Block this card', 'Block card');
    sandboxControls.failNext(500, { action: 'antifraud-lists/addItems' });
    await app.user.click(confirm);
    await app.user.click(await within(dialog).findByRole('button', { name: 'Check again' }, LONG));
    expect(await screen.findByText('Card Visa •••• 4242 is blocked: added to Blocked cards.', {}, LONG)).toBeInTheDocument();
    expect(valuesOf('blocked_cards').filter((item) => item.value === fingerprint)).toHaveLength(1);
  });
});
