/**
 * The request dialog tells why a payout may wait for a second person and how much of the day's
 * four-eyes limit is left (docs/api/payouts.md, *Four-eyes approval*): the amounts are the server's
 * (`balances/summary` `approvalLimitLeft`). Northwind Group's EUR limit is EUR 1,000.00.
 */
import { openLive, signIn } from '@mocks/test/harness';
import { screen, waitFor, within } from '@testing-library/react';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers the sandbox's hooks (payouts need the step-up window; trusted here).
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';
const money = (text: string) => new RegExp(text.replace(/\s/g, '\\s').replace(/\./g, '\\.'));

type App = Awaited<ReturnType<typeof renderSignedIn>>;

/** EUR 999.99 requested by finance outside this screen (another session): approved at once, under the limit. */
async function financePaysOut(amount: number) {
  const live = await openLive(await signIn('finance@sandbox.test'));
  const answer = await live.action(
    'payouts/create',
    { resourceId: ORG, data: { type: 'payouts', attributes: { amount, currency: 'EUR' }, relationships: { payoutMethod: { data: { id: 'pm_nw_eur' } } } } },
    { endpoint: 'payouts/actions' },
  );
  live.close();
  expect(answer.errors).toBeUndefined();
}

async function openRequest(app: App) {
  const [button] = await screen.findAllByRole('button', { name: 'Request payout' }, LONG);
  await waitFor(() => expect(button).toBeEnabled(), LONG);
  await app.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Request payout' });
  await app.user.selectOptions(within(dialog).getByRole('combobox', { name: /^Currency/ }), 'EUR');
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Payout method/ })).toHaveValue('pm_nw_eur'), LONG);
  return dialog;
}

const limitText = (left: string) => money(`Payouts above EUR 1,000.00 a day need a second person's approval. Left today: ${left}.`);

describe('the request dialog and the day’s approval limit', () => {
  it('says how much of the day’s limit is left, read again on each opening, and why a payout under the limit waits', async () => {
    markReleaseNotesSeen('finance@sandbox.test');
    const app = await renderSignedIn('finance@sandbox.test', '/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' }, LONG)).toBeInTheDocument();
    let dialog = await openRequest(app);
    await waitFor(() => expect(dialog).toHaveTextContent(limitText('EUR 1,000.00')), LONG);
    await app.user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);

    // Meanwhile, elsewhere: EUR 999.99 of today's EUR 1,000.00.
    await financePaysOut(99_999);
    dialog = await openRequest(app);
    await waitFor(() => expect(dialog).toHaveTextContent(limitText('EUR 0.01')), LONG);

    // EUR 5.00 is under the limit, but not under what is left of it today: the confirmation says so.
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await app.user.clear(amount);
    await app.user.type(amount, '5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(
        'Together with your payouts of the last 24 hours, this is above the approval limit: a second person has to approve it before it is sent.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/This amount is above the approval limit/)).not.toBeInTheDocument();
  });
});
