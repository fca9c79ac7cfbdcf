import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { DEMO } from '@mocks/db/transactions-demo';
import { signOut } from '@/features/session';
import { markReleaseNotesSeen, renderRestored, renderSignedIn, signInThroughForm, withSandbox } from '../../../../tests/render-app';

withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };
type App = Awaited<ReturnType<typeof renderSignedIn>>;
const refundsOf = (id: string) => db.transactions.filter((t) => t.parentId === id && t.type === 'refund');
const shown = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);
const unknownNotice = (root: HTMLElement = document.body) =>
  within(root).findByText((_, element) => element?.tagName === 'P' && /^Refund of EUR\s25\.00 · started /.test(element.textContent ?? ''), {}, LONG);
const pageOf = (app: App) => app.container;

/** Refunds EUR 25.00 of the EUR payment with the POST failing: the outcome is unknown. */
async function refundWithLostAnswer(app: App) {
  await app.user.click(await within(pageOf(app)).findByRole('button', { name: 'Refund' }, LONG));
  const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
  const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
  await app.user.clear(amount);
  await app.user.type(amount, '25');
  await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  sandboxControls.failNext(500, { action: 'transactions/refund' });
  await app.user.click(within(dialog).getByRole('button', { name: shown('Refund EUR 25.00') }));
  expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('We could not confirm this yet');
  await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function openPayment(app: App, id: string) {
  await app.navigate(`/transactions/${id}`);
  await waitFor(
    () => expect(within(pageOf(app)).getByRole('heading', { level: 1 })).toHaveTextContent(id === DEMO.eurPaid ? 'EUR 120.00' : /KWD|45\.250/),
    LONG,
  );
}

describe('an unknown refund stays on its own payment', () => {
  it('is never sent for another payment, and "Check again" sends exactly what was asked', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', `/transactions/${DEMO.kwdPaid}`);
    await within(pageOf(app)).findByRole('rowheader', { name: 'Reference ID' }, LONG);
    await openPayment(app, DEMO.eurPaid);
    await refundWithLostAnswer(app);
    expect(await unknownNotice()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    // Back to the KWD payment: nothing of the EUR intent there, and a refund of its own is offered.
    await app.navigate(-1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/KWD|45\.250/), LONG);
    expect(screen.queryByText(/We could not confirm this yet/)).not.toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('45.250');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // The EUR payment still shows its intent; "Check again" refunds EUR 25.00 there, once, and nothing in KWD.
    await app.navigate(1);
    const notice = (await unknownNotice()).closest('[role="alert"]') as HTMLElement;
    await app.user.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(refundsOf(DEMO.eurPaid).map((t) => t.amount)).toEqual([2500]), LONG);
    expect(refundsOf(DEMO.kwdPaid)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Refund' }, LONG)).toBeVisible();
  });

  it('outlives a reload and a sign-out and sign-in, and offers no new refund meanwhile', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const first = await renderRestored('admin@sandbox.test', `/transactions/${DEMO.eurPaid}`);
    await within(pageOf(first)).findByRole('rowheader', { name: 'Reference ID' }, LONG);
    await refundWithLostAnswer(first);
    first.dispose();
    first.unmount();

    // A reload: the same tab's storage, a new app.
    const reloaded = await renderRestored('admin@sandbox.test', `/transactions/${DEMO.eurPaid}`);
    expect(await unknownNotice()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    // Signed out (as the idle logout does) and in again: still there.
    await act(() => reloaded.store.dispatch(signOut()));
    await signInThroughForm(reloaded.user, 'admin@sandbox.test');
    await waitFor(() => expect(reloaded.store.getState().session.status).toBe('authenticated'), LONG);
    await openPayment(reloaded, DEMO.eurPaid);
    const notice = (await unknownNotice()).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await reloaded.user.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(refundsOf(DEMO.eurPaid).map((t) => t.amount)).toEqual([2500]), LONG);
  });

  it('is shown in a second tab, which offers no second refund', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const tabA = await renderRestored('admin@sandbox.test', `/transactions/${DEMO.eurPaid}`);
    await within(pageOf(tabA)).findByRole('rowheader', { name: 'Reference ID' }, LONG);
    await refundWithLostAnswer(tabA);
    // A new tab has its own (empty) session storage: it learns of the intent from the open tab.
    sessionStorage.clear();
    const tabB = await renderRestored('admin@sandbox.test', `/transactions/${DEMO.eurPaid}`);
    await within(pageOf(tabB)).findByRole('rowheader', { name: 'Reference ID' }, LONG);
    expect(await unknownNotice(pageOf(tabB))).toBeVisible();
    expect(within(pageOf(tabB)).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    // Checked in the second tab: settled in both, applied once.
    const notice = (await unknownNotice(pageOf(tabB))).closest('[role="alert"]') as HTMLElement;
    await tabB.user.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(refundsOf(DEMO.eurPaid).map((t) => t.amount)).toEqual([2500]), LONG);
    await waitFor(() => expect(within(pageOf(tabA)).queryByText(/We could not confirm this yet/)).not.toBeInTheDocument(), LONG);
  });
});
