/**
 * The step-up dialog through the whole app and the sandbox: twofa@ (admin of Northwind Group, code
 * 123456) and admin@ (no second factor) adding a payout method.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { markReleaseNotesSeen, renderRestored, withSandbox } from '../../../tests/render-app';

withSandbox();

const LONG = { timeout: 30_000 };
type App = Awaited<ReturnType<typeof renderRestored>>;

const plnMethods = () => db.payoutMethods.filter((method) => method.currency === 'PLN');

async function addBankAccount(email: string) {
  markReleaseNotesSeen(email);
  const app = await renderRestored(email, '/payout-methods');
  await screen.findByRole('grid', { name: 'Payout methods of Northwind Group' }, LONG);
  await app.user.click(screen.getByRole('button', { name: 'Add payout method' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add payout method' });
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await app.user.type(field(/^IBAN/), 'GB29 NWBK 6016 1331 9268 19');
  await app.user.type(field(/^BIC/), 'NWBKGB2L');
  await app.user.selectOptions(field(/^Currency/), 'PLN');
  await app.user.type(field(/^Account holder/), 'Northwind Trading Ltd');
  await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));
  return app;
}

const typeCode = async (app: App, dialog: HTMLElement, code: string) => app.user.type(within(dialog).getAllByRole('textbox')[0], code);

describe('step-up', () => {
  it('asks for a fresh code before the change, says a wrong one, and sends the same change once confirmed', async () => {
    const app = await addBankAccount('twofa@sandbox.test');
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" }, LONG);
    expect(plnMethods()).toHaveLength(0);

    await typeCode(app, stepUp, '000000');
    expect(await within(stepUp).findByText('Incorrect 2FA verification code')).toBeInTheDocument();
    // The answer stays while the boxes are empty; typing again clears it.
    await app.user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(within(stepUp).getByText('Incorrect 2FA verification code')).toBeInTheDocument();

    await typeCode(app, stepUp, '123456');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payout method' })).not.toBeInTheDocument(), LONG);
    expect(plnMethods()).toHaveLength(1);
    // One change, under one reference: the refusal and the run share it, and nothing is stored twice.
    expect(JSON.stringify(sessionStorage)).not.toContain('123456');
    expect(JSON.stringify(localStorage)).not.toContain('123456');
  });

  it('cancelled, the change is not made and the form keeps what was typed', async () => {
    const app = await addBankAccount('twofa@sandbox.test');
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" }, LONG);
    await app.user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));
    const form = screen.getByRole('dialog', { name: 'Add payout method' });
    expect(await within(form).findByText(/fresh confirmation that it is you/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Account holder/)).toHaveValue('Northwind Trading Ltd');
    expect(plnMethods()).toHaveLength(0);
  });

  it('sends a user with no second factor to set one up, and makes no change', async () => {
    const app = await addBankAccount('admin@sandbox.test');
    const setUp = await screen.findByRole('dialog', { name: 'Set up two-factor authentication first' }, LONG);
    expect(within(setUp).getByRole('link', { name: 'Open security settings' })).toHaveAttribute('href', '/settings#two-factor');
    await app.user.click(within(setUp).getByRole('button', { name: 'Cancel' }));
    expect(await within(screen.getByRole('dialog', { name: 'Add payout method' })).findByText(/Set up two-factor authentication before/)).toBeInTheDocument();
    expect(plnMethods()).toHaveLength(0);
  });
});
