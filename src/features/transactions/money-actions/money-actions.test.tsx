import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { DEMO } from '@mocks/db/transactions-demo';
import { selectUnsettledIntents } from '@/features/intents';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };
type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openDetails(id: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, `/transactions/${id}`);
  await screen.findByRole('rowheader', { name: 'Reference ID' }, LONG);
  return app;
}

/** The confirmation sentence of a dialog (its amount and customer are isolated for right-to-left reading). */
const question = (dialog: HTMLElement) =>
  within(dialog).getByText((_, element) => element?.tagName === 'P' && /^(Refund|Capture|Release) .*\?$/.test(element.textContent ?? ''));

/** A name as shown: amounts are formatted with a no-break space between code and number. */
const shown = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

const refundsOf = (id: string) => db.transactions.filter((t) => t.parentId === id && t.type === 'refund');
const amountField = () => screen.getByRole('textbox', { name: /^Amount/ });

/** Opens the refund dialog, types an amount (or keeps the default) and continues to the confirmation. */
async function startRefund(app: App, amount?: string) {
  await app.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
  const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
  if (amount !== undefined) {
    await app.user.clear(amountField());
    await app.user.type(amountField(), amount);
  }
  await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('refund from the details page', () => {
  it('refunds part, then the rest, then offers no refund any more', async () => {
    const app = await openDetails(DEMO.eurPaid);
    await app.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByText(/Refundable now/)).toHaveTextContent('Refundable now: EUR 120.00');
    expect(amountField()).toHaveValue('120.00');
    await app.user.clear(amountField());
    await app.user.type(amountField(), '40');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(question(dialog)).toHaveTextContent('Refund EUR 40.00 to Emma Dubois?');
    await app.user.click(within(dialog).getByRole('button', { name: shown('Refund EUR 40.00') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Refunded' }).closest('tr')).toHaveTextContent('EUR 40.00'), LONG);
    const related = screen.getByRole('region', { name: 'Related transactions' });
    await waitFor(() => expect(within(related).getAllByRole('row')).toHaveLength(2), LONG);

    const second = await startRefund(app);
    expect(question(second)).toHaveTextContent('Refund EUR 80.00 to Emma Dubois?');
    await app.user.click(within(second).getByRole('button', { name: shown('Refund EUR 80.00') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument(), LONG);
    expect(screen.getByRole('rowheader', { name: 'Refunded' }).closest('tr')).toHaveTextContent('EUR 120.00');
    expect(refundsOf(DEMO.eurPaid).map((t) => t.amount)).toEqual([4000, 8000]);
  });

  it('refunds JPY without decimals and KWD with three', async () => {
    const app = await openDetails(DEMO.jpyPaid);
    await app.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
    expect(amountField()).toHaveValue('12500');
    await app.user.clear(amountField());
    await app.user.type(amountField(), '100.5');
    expect(await screen.findByText('JPY amounts have no decimals')).toBeInTheDocument();
    await app.user.clear(amountField());
    await app.user.type(amountField(), '2500');
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(question(dialog)).toHaveTextContent('Refund JPY 2,500 to Taro Tanaka?');
    await app.user.click(within(dialog).getByRole('button', { name: shown('Refund JPY 2,500') }));
    await waitFor(() => expect(refundsOf(DEMO.jpyPaid).map((t) => t.amount)).toEqual([2500]), LONG);
    await app.navigate(`/transactions/${DEMO.kwdPaid}`);
    const kwd = app;
    await screen.findByText('Fatima Haddad', {}, LONG);
    await kwd.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
    expect(amountField()).toHaveValue('45.250');
    await kwd.user.clear(amountField());
    await kwd.user.type(amountField(), '10.1255');
    expect(await screen.findByText('KWD amounts have at most 3 decimals')).toBeInTheDocument();
    await kwd.user.type(amountField(), '{Backspace}');
    const kwdDialog = screen.getByRole('dialog', { name: 'Refund payment' });
    await kwd.user.click(within(kwdDialog).getByRole('button', { name: 'Continue' }));
    expect(question(kwdDialog)).toHaveTextContent('Refund KWD 10.125 to Fatima Haddad?');
    await kwd.user.click(within(kwdDialog).getByRole('button', { name: shown('Refund KWD 10.125') }));
    await waitFor(() => expect(refundsOf(DEMO.kwdPaid).map((t) => t.amount)).toEqual([10_125]), LONG);
  });

  it('takes an amount typed in Arabic-Indic digits with the Arabic decimal separator', async () => {
    const app = await openDetails(DEMO.eurPaid);
    const dialog = await startRefund(app, '٤٠٫٥٠');
    expect(question(dialog)).toHaveTextContent('Refund EUR 40.50 to Emma Dubois?');
    await app.user.click(within(dialog).getByRole('button', { name: shown('Refund EUR 40.50') }));
    await waitFor(() => expect(refundsOf(DEMO.eurPaid).map((t) => t.amount)).toEqual([4050]), LONG);
  });

  it('validates the amount as it is typed', async () => {
    const app = await openDetails(DEMO.eurPaid);
    await app.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
    const field = amountField();
    const expectError = async (typed: string, message: string) => {
      await app.user.clear(field);
      if (typed) await app.user.type(field, typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue(typed);
    };
    await expectError('12a', 'Enter an amount as a number, like 12.50');
    await expectError('0', 'The amount must be more than zero');
    await expectError('1.2345', 'EUR amounts have at most 2 decimals');
    await expectError('1,234', 'Unclear separators: write the amount with one decimal separator, like 1234.50');
    await expectError('10000000000', 'Amount is too large: at most EUR 9,999,999,999.99');
    await expectError('120.01', 'Amount should not exceed the transaction amount');
    await app.user.clear(field);
    await app.user.type(field, '120');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid', 'true'));

    // After a partial refund, more than what is left is named as such.
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    // A refund made elsewhere (another tab, the API) reaches this page by its push.
    await app.services.actions.call({ action: 'transactions/refund', id: DEMO.eurPaid, payload: { data: { type: 'refunds', attributes: { amount: 4000 } } } });
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Refunded' }).closest('tr')).toHaveTextContent('EUR 40.00'), LONG);
    const again = app;
    await again.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
    await again.user.clear(amountField());
    await again.user.type(amountField(), '100');
    expect(await screen.findByText('Amount should not exceed the remaining EUR 80.00')).toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('shows capture and cancel of an open authorization to the admin, and no money button to support', async () => {
    const admin = await openDetails(DEMO.authorization);
    const actions = await screen.findByRole('group', { name: 'Transaction actions' }, LONG);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Capture', 'Cancel authorization']);
    await admin.navigate(`/transactions/${DEMO.eurPaid}`);
    await screen.findByRole('heading', { level: 1, name: 'EUR\u00a0120.00' }, LONG);
    expect(
      within(screen.getByRole('group', { name: 'Transaction actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Refund']);
  });

  it('shows support no money button, and the sandbox refuses them a direct call', async () => {
    const supportAuth = await openDetails(DEMO.authorization, 'support@sandbox.test');
    expect(screen.getByRole('heading', { level: 1, name: 'EUR\u00a080.00' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Transaction actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Capture' })).not.toBeInTheDocument();
    await supportAuth.navigate(`/transactions/${DEMO.eurPaid}`);
    await screen.findByText('Emma Dubois', {}, LONG);
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    // The sandbox refuses a direct call too.
    await expect(
      supportAuth.services.actions.call({
        action: 'transactions/refund',
        id: DEMO.eurPaid,
        payload: { data: { type: 'refunds', attributes: { amount: 100 } } },
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(refundsOf(DEMO.eurPaid)).toHaveLength(0);
  });
});

describe('an unknown outcome', () => {
  it('says so, offers only "Check again" with the same reference, and the refund is counted once', async () => {
    const app = await openDetails(DEMO.eurPaid);
    const dialog = await startRefund(app, '25');
    sandboxControls.dropNextPush({ action: 'transactions/refund' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await app.user.click(within(dialog).getByRole('button', { name: shown('Refund EUR 25.00') }));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      const alert = await within(dialog).findByRole('alert', {}, LONG);
      expect(alert).toHaveTextContent('We could not confirm this yet');
      expect(within(dialog).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
      expect(refundsOf(DEMO.eurPaid)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    await app.user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Refunded' }).closest('tr')).toHaveTextContent('EUR 25.00'), LONG);
    expect(refundsOf(DEMO.eurPaid).map((t) => t.amount)).toEqual([2500]);
    expect(db.transactions.get(DEMO.eurPaid)?.refundedAmount).toBe(2500);
  });
});

describe('a refund with a reason', () => {
  const valueOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!.querySelector('td')!;

  it('stores the reason in the intent, resends it on "Check again", and the page shows who, why and the new net', async () => {
    const app = await openDetails(DEMO.eurPaid);
    expect(valueOf('Net of fees')).toHaveTextContent('EUR 118.07');
    expect(valueOf('Net after refunds and chargebacks')).toHaveTextContent('EUR 118.07');
    await app.user.click(await screen.findByRole('button', { name: 'Refund' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    await app.user.clear(amountField());
    await app.user.type(amountField(), '25.50');
    const hostile = 'Damaged <b>item</b> =1+1';
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), hostile);
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/^Reason:/)).toHaveTextContent(`Reason: ${hostile}`);

    // The answer is lost: the stored request, reason included, is what "Check again" sends.
    sandboxControls.failNext(500, { action: 'transactions/refund' });
    await app.user.click(within(dialog).getByRole('button', { name: shown('Refund EUR 25.50') }));
    expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('We could not confirm this yet');
    const [stored] = selectUnsettledIntents(app.store.getState());
    expect(stored.request.payload).toEqual({ data: { type: 'refunds', attributes: { amount: 2550, reason: hostile } } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(refundsOf(DEMO.eurPaid).map((t) => [t.amount, t.reason])).toEqual([[2550, hostile]]), LONG);

    // What the merchant keeps falls by the refund; the net of fees does not move.
    await waitFor(() => expect(valueOf('Net after refunds and chargebacks')).toHaveTextContent('EUR 92.57'), LONG);
    expect(valueOf('Net of fees')).toHaveTextContent('EUR 118.07');
    expect(valueOf('Refunded')).toHaveTextContent('EUR 25.50');
    const timeline = screen.getByRole('region', { name: 'Status history' });
    await waitFor(() => expect(timeline).toHaveTextContent(`Refunded EUR 25.50 by Ada Admin — ${hostile}`), LONG);
    // Text, never markup.
    expect(timeline.querySelector('b')).toBeNull();
  });
});
