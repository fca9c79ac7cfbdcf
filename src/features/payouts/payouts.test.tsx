/**
 * Payouts through the UI with the sandbox (docs/api/payouts.md): Northwind Group's EUR approval limit,
 * its default EUR method `pm_nw_eur`, `twofa@sandbox.test` (code 123456) and `owner@sandbox.test`
 * (a second admin) are the sandbox's.
 */
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { PAYOUT_SEND_MS, PAYOUT_SETTLE_MS } from '@mocks/db/money-engine';
import { openLive, signIn } from '@mocks/test/harness';
import { screen, waitFor, within } from '@testing-library/react';
import { selectUnsettledIntents } from '@/features/intents';
import { currentPath, markReleaseNotesSeen, renderApp, renderSignedIn, signInThroughForm, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';
const money = (text: string) => new RegExp(text.replace(/\s/g, '\\s').replace(/\./g, '\\.'));

type App = Awaited<ReturnType<typeof renderSignedIn>>;

/** The file trusts every user's step-up; these tests are about it. */
const untrust = (email: string) => db.users.patch(markReleaseNotesSeen(email).id, { stepUpTrusted: false });

/** Signs in (with the sign-in code for a user with 2FA) and opens the payouts. */
async function openPayouts(email: string, route = '/payouts') {
  markReleaseNotesSeen(email);
  let app: App;
  if (email === 'twofa@sandbox.test') {
    app = await renderApp({ route: `/login?redirect=${encodeURIComponent(route)}` });
    await signInThroughForm(app.user, email);
    await waitFor(() => expect(currentPath(app.router)).toBe('/login/2fa'), LONG);
    const code = await screen.findByRole('group', { name: 'Verification code' }, LONG);
    await app.user.type(within(code).getAllByRole('textbox')[0], '123456');
    await waitFor(() => expect(currentPath(app.router)).not.toMatch(/^\/login/), LONG);
    // The sign-in does not always return to the redirect after its code step (seen on the first sign-in of a run).
    if (currentPath(app.router) !== route) await app.navigate(route);
  } else app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' }, LONG)).toBeInTheDocument();
  return app;
}

async function openRequest(app: App) {
  // The page's action (an empty list offers a second one).
  const [button] = await screen.findAllByRole('button', { name: 'Request payout' }, LONG);
  await waitFor(() => expect(button).toBeEnabled(), LONG);
  await app.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Request payout' });
  await app.user.selectOptions(within(dialog).getByRole('combobox', { name: /^Currency/ }), 'EUR');
  // The currency's default method is preselected once its methods are read.
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Payout method/ })).toHaveValue('pm_nw_eur'), LONG);
  return dialog;
}

async function fillAndContinue(app: App, dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: /^Amount/ });
  await app.user.clear(field);
  await app.user.type(field, amount);
  await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

/** A payout finance requested outside this screen (a second session), above the limit. */
async function financePayout(amount = 150_000) {
  const live = await openLive(await signIn('finance@sandbox.test'));
  const answer = await live.action(
    'payouts/create',
    {
      resourceId: ORG,
      data: {
        type: 'payouts',
        attributes: { amount, currency: 'EUR' },
        relationships: { payoutMethod: { data: { type: 'payout-methods', id: 'pm_nw_eur' } } },
      },
    },
    { endpoint: 'payouts/actions' },
  );
  live.close();
  expect(answer.errors).toBeUndefined();
  return (answer.data as { id: string }).id;
}

const historyText = () => screen.getByRole('region', { name: 'Status history' }).textContent ?? '';

describe('request a payout', () => {
  it('shows what is available and refuses more as typed; the confirmation states amount and destination; the payout awaits approval and its requester may cancel but not approve it', async () => {
    const app = await openPayouts('finance@sandbox.test');
    const dialog = await openRequest(app);
    const available = within(dialog).getByText(/^Available:/);
    expect(available).toHaveTextContent(/EUR\s[\d,]+\.\d{2}/);

    await fillAndContinue(app, dialog, '999 999 999');
    expect(await within(dialog).findByText(/^Amount should not exceed the available balance \(EUR/)).toBeInTheDocument();
    // Typed as people write numbers: a space groups thousands, a comma may be the decimal separator.
    await fillAndContinue(app, dialog, '1 500,00');
    await waitFor(() => expect(dialog).toHaveTextContent(/Pay out EUR\s1,500\.00 to Main account · .*•••• \d{4}\?/));
    expect(within(dialog).getByText(/a second person has to approve it/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: money('Pay out EUR 1,500.00') }));

    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/payouts\/[^/]+$/), LONG);
    expect(await screen.findByRole('heading', { level: 1, name: money('EUR 1,500.00') }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(historyText()).toContain('Awaiting approval'), LONG);
    expect(historyText()).toContain('By Fiona Finance (finance@sandbox.test)');
    expect(screen.getByRole('button', { name: 'Cancel payout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    // Cancelled before it is sent: recorded with who.
    await app.user.click(screen.getByRole('button', { name: 'Cancel payout' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel payout' });
    await app.user.click(within(cancel).getByRole('button', { name: 'Cancel payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(historyText()).toMatch(/Cancelled.*By Fiona Finance/), LONG);
    expect(screen.queryByRole('button', { name: 'Cancel payout' })).not.toBeInTheDocument();
  });

  it('a lost answer leaves the request open on the list across the dialog; Check again sends the stored request, and one payout is made', async () => {
    const app = await openPayouts('finance@sandbox.test');
    const table = await screen.findByRole('grid', { name: 'Payouts of Northwind Group' }, LONG).catch(() => null);
    const rowsBefore = table ? within(table).queryAllByRole('rowheader').length : 0;
    const dialog = await openRequest(app);
    await fillAndContinue(app, dialog, '12.34');
    sandboxControls.failNext(500, { action: 'payouts/create' });
    await app.user.click(await within(dialog).findByRole('button', { name: money('Pay out EUR 12.34') }));
    expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('We could not confirm this yet');
    const [stored] = selectUnsettledIntents(app.store.getState());
    expect(stored.request).toMatchObject({ action: 'payouts/create', payload: { resourceId: ORG, data: { attributes: { amount: 1234, currency: 'EUR' } } } });

    await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    const notice = await screen.findByRole('alert', {}, LONG);
    expect(notice).toHaveTextContent(/Payout of EUR\s12\.34 · started/);
    // Nothing new can start while it is open: the dialog shows the open request, not a form.
    await app.user.click(screen.getAllByRole('button', { name: 'Request payout' })[0]);
    expect(await within(await screen.findByRole('dialog', { name: 'Request payout' })).findByText(/We could not confirm this yet/)).toBeInTheDocument();
    await app.user.click(within(screen.getByRole('dialog', { name: 'Request payout' })).getByRole('button', { name: 'Close dialog' }));

    await app.user.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Done/), LONG);
    const rows = await screen.findByRole('grid', { name: 'Payouts of Northwind Group' }, LONG);
    await waitFor(() => expect(within(rows).getAllByRole('rowheader')).toHaveLength(rowsBefore + 1), LONG);
    expect(
      within(rows)
        .getAllByRole('rowheader')
        .filter((cell) => /EUR\s12\.34/.test(cell.textContent ?? '')),
    ).toHaveLength(1);
  });

  it('asks for a fresh code in its own dialog when the server wants one; the stored request never holds the code', async () => {
    untrust('twofa@sandbox.test');
    const app = await openPayouts('twofa@sandbox.test');
    const dialog = await openRequest(app);
    await fillAndContinue(app, dialog, '10');
    await app.user.click(within(dialog).getByRole('button', { name: money('Pay out EUR 10.00') }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" }, LONG);
    const boxes = () => within(stepUp).getAllByRole<HTMLInputElement>('textbox');
    await app.user.type(boxes()[0], '654321');
    expect(await within(stepUp).findByText('Incorrect 2FA verification code', {}, LONG)).toBeInTheDocument();
    expect(JSON.stringify(selectUnsettledIntents(app.store.getState()))).not.toMatch(/654321|twoFaCode/);
    // No press of the button: the sixth digit confirms, and the same request is sent again.
    await app.user.type(boxes()[0], '123456');
    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/payouts\/[^/]+$/), LONG);
    expect(await screen.findByRole('heading', { level: 1, name: money('EUR 10.00') }, LONG)).toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).not.toContain('123456');
  });
});

describe('four eyes', () => {
  it('a second admin approves the payout; the clock sends and pays it, and the page follows by push', async () => {
    const id = await financePayout();
    const app = await openPayouts('admin@sandbox.test');
    await app.navigate(`/payouts/${id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Approve' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout' });
    expect(dialog).toHaveTextContent(/Approve the payout of EUR\s1,500\.00 to .*, requested by Fiona Finance/);
    await app.user.click(within(dialog).getByRole('button', { name: money('Approve EUR 1,500.00') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(historyText()).toMatch(/Approved.*By Ada Admin/), LONG);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    sandboxControls.advance(PAYOUT_SEND_MS);
    await waitFor(() => expect(historyText()).toContain('In transit'), LONG);
    expect(screen.queryByRole('button', { name: 'Cancel payout' })).not.toBeInTheDocument();
    sandboxControls.advance(PAYOUT_SETTLE_MS);
    await waitFor(() => expect(historyText()).toMatch(/Paid.*By the system/), LONG);
  });

  it('an approver confirms with a fresh code in the step-up dialog, sent on its sixth digit', async () => {
    const id = await financePayout();
    untrust('twofa@sandbox.test');
    const app = await openPayouts('twofa@sandbox.test');
    await app.navigate(`/payouts/${id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Approve' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout' });
    await app.user.click(within(dialog).getByRole('button', { name: money('Approve EUR 1,500.00') }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" }, LONG);
    await app.user.type(within(stepUp).getAllByRole('textbox')[0], '123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(historyText()).toMatch(/Approved.*By Tomas Twofa/), LONG);
  });

  it('an approval the sandbox refuses (cancelled meanwhile by its requester) says why and changes nothing', async () => {
    const id = await financePayout();
    const app = await openPayouts('admin@sandbox.test');
    await app.navigate(`/payouts/${id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Approve' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout' });
    sandboxControls.dropNextPush();
    const live = await openLive(await signIn('finance@sandbox.test'));
    expect((await live.action('payouts/cancel', undefined, { id, endpoint: 'payouts/actions' })).errors).toBeUndefined();
    live.close();
    await app.user.click(within(dialog).getByRole('button', { name: money('Approve EUR 1,500.00') }));
    expect(await within(dialog).findByText('This payout is no longer waiting for approval.', {}, LONG)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(historyText()).toMatch(/Cancelled.*By Fiona Finance/), LONG);
    expect(historyText()).not.toContain('Approved');
  });

  it('a rejection keeps its reason, as text, with who rejected it', async () => {
    const id = await financePayout();
    const app = await openPayouts('admin@sandbox.test');
    await app.navigate(`/payouts/${id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Reject' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout' });
    const reason = 'Wrong <b>account</b>';
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), reason);
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject payout' }));
    await waitFor(() => expect(historyText()).toContain(`By Ada Admin (admin@sandbox.test) — ${reason}`), LONG);
    expect(screen.getByRole('region', { name: 'Status history' }).querySelector('b')).toBeNull();
  });

  it('finance sees no Approve on a payout that awaits someone else, and the list links to it', async () => {
    const id = await financePayout(150_123);
    const app = await openPayouts('finance@sandbox.test', '/payouts?status=awaiting-approval');
    const table = await screen.findByRole('grid', { name: 'Payouts of Northwind Group' }, LONG);
    const link = await within(table).findByRole('link', { name: money('EUR 1,501.23') }, LONG);
    expect(link).toHaveAttribute('href', `/payouts/${id}`);
    await app.user.click(link);
    await waitFor(() => expect(historyText()).toContain('Awaiting approval'), LONG);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
