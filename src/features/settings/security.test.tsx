import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { sandboxControls } from '@mocks/controls';
import { passwordDigest } from '@mocks/db/seed-accounts';
import { markReleaseNotesSeen, renderApp, renderSignedIn, signInThroughForm, withSandbox } from '../../../tests/render-app';

withSandbox({ trustStepUp: true });

async function openSettings(email: string, tab: string) {
  const user = markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, `/settings?tab=${tab}`);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
  return { ...app, userId: user.id };
}

const section = (title: string) => screen.getByRole('region', { name: title });
/** The six boxes of the code entry named `label` inside `container`. */
const codeBoxes = (container: HTMLElement, label: RegExp) =>
  within(within(container).getByRole('group', { name: label })).getAllByRole<HTMLInputElement>('textbox');
/** A refused code leaves nothing to correct: the boxes are empty and the cursor waits in the first. */
const expectClearedAndFocused = (boxes: HTMLInputElement[]) => {
  expect(boxes.map((box) => box.value).join('')).toBe('');
  expect(boxes[0]).toHaveFocus();
};

async function signInWithTwoFa(email: string, redirect: string) {
  const account = markReleaseNotesSeen(email);
  const app = await renderApp({ route: `/login?redirect=${encodeURIComponent(redirect)}` });
  await signInThroughForm(app.user, email);
  // The sixth digit sends the code.
  await app.user.type((await screen.findAllByLabelText(/digit \d of 6/i))[0], '123456');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
  return { ...app, userId: account.id };
}

describe('profile', () => {
  it('saves the name; the email is shown but cannot be edited', async () => {
    const app = await openSettings('admin@sandbox.test', 'profile');
    expect(await screen.findByLabelText(/^Email/)).toHaveAttribute('readonly');
    const name = screen.getByLabelText(/^Name/);
    await app.user.clear(name);
    await app.user.type(name, 'Ada Admin-Lovelace');
    await app.user.click(screen.getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(db.users.get(app.userId)?.name).toBe('Ada Admin-Lovelace'));
    await waitFor(() => expect(app.store.getState().session.user?.name).toBe('Ada Admin-Lovelace'));
  });
});

describe('password', () => {
  it('points at the wrong current password and keeps everything typed', async () => {
    const app = await openSettings('admin@sandbox.test', 'security');
    await app.user.type(await screen.findByLabelText(/^Current password/), 'Wrong-password-1');
    await app.user.type(screen.getByLabelText(/^New password/), 'Brand-new-pass-42');
    await app.user.type(screen.getByLabelText(/^Repeat the new password/), 'Brand-new-pass-42');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await within(section('Password')).findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('Wrong-password-1');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Brand-new-pass-42');
  });

  it('checks the new password before sending and changes it with the right current one', async () => {
    const app = await openSettings('admin@sandbox.test', 'security');
    await app.user.type(await screen.findByLabelText(/^Current password/), 'Sandbox-123');
    await app.user.type(screen.getByLabelText(/^New password/), 'short');
    await app.user.type(screen.getByLabelText(/^Repeat the new password/), 'other');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();

    await app.user.clear(screen.getByLabelText(/^New password/));
    await app.user.type(screen.getByLabelText(/^New password/), 'Brand-new-pass-42');
    await app.user.clear(screen.getByLabelText(/^Repeat the new password/));
    await app.user.type(screen.getByLabelText(/^Repeat the new password/), 'Brand-new-pass-42');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
    expect(db.users.get(app.userId)?.passwordDigest).toBe(passwordDigest('Brand-new-pass-42'));
  });
});

describe('password with 2FA on', () => {
  it('a refused code empties the boxes and focuses the first; the passwords stay', async () => {
    const app = await signInWithTwoFa('twofa@sandbox.test', '/settings?tab=security');
    const password = await waitFor(() => section('Password'));
    await app.user.type(within(password).getByLabelText(/^Current password/), 'Sandbox-123');
    await app.user.type(within(password).getByLabelText(/^New password/), 'Brand-new-pass-42');
    await app.user.type(within(password).getByLabelText(/^Repeat the new password/), 'Brand-new-pass-42');
    await app.user.type(within(password).getByLabelText(/^2FA code/), '000000');
    await app.user.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await within(password).findByText('Incorrect 2FA verification code')).toBeInTheDocument();
    expectClearedAndFocused(codeBoxes(password, /^2FA code/));
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('Brand-new-pass-42');
    expect(db.users.get(app.userId)?.passwordDigest).not.toBe(passwordDigest('Brand-new-pass-42'));
    // A second press on the emptied boxes keeps the server's answer (not "Enter all 6 digits") and sends nothing.
    await app.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByText('Incorrect 2FA verification code')).toBeInTheDocument();
    expect(within(password).queryByText('Enter all 6 digits of the code')).not.toBeInTheDocument();
    expectClearedAndFocused(codeBoxes(password, /^2FA code/));

    await app.user.keyboard('123456');
    await app.user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(db.users.get(app.userId)?.passwordDigest).toBe(passwordDigest('Brand-new-pass-42')));
  });
});

describe('authenticator app', () => {
  it('shows a QR code and the secret, refuses a wrong code and turns 2FA on with the right one', async () => {
    const app = await openSettings('admin@sandbox.test', 'security');
    const twoFa = await waitFor(() => section('Authenticator app'));
    expect(within(twoFa).getByText('Off')).toBeInTheDocument();
    await app.user.click(within(twoFa).getByRole('button', { name: 'Set up' }));

    expect(await within(twoFa).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(twoFa).getByText(/^[A-Z2-7]{16,}$/)).toBeInTheDocument();
    await app.user.type(within(twoFa).getByLabelText(/^6-digit code/), '000000');
    await app.user.click(within(twoFa).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoFa).findByText('Incorrect 2FA verification code')).toBeInTheDocument();
    expect(db.users.get(app.userId)?.twoFaEnabled).toBe(false);
    expectClearedAndFocused(codeBoxes(twoFa, /^6-digit code/));

    await app.user.clear(within(twoFa).getByLabelText(/^6-digit code/));
    await app.user.type(within(twoFa).getByLabelText(/^6-digit code/), '123456');
    await app.user.click(within(twoFa).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoFa).findByText('On')).toBeInTheDocument();
    expect(db.users.get(app.userId)?.twoFaEnabled).toBe(true);
  });

  it('says when no secret could be made and makes one on "Try again"', async () => {
    sandboxControls.failNextAction(500, { action: 'users/createTwoFaSecret' });
    const app = await openSettings('admin@sandbox.test', 'security');
    const twoFa = await waitFor(() => section('Authenticator app'));
    await app.user.click(within(twoFa).getByRole('button', { name: 'Set up' }));

    expect(await within(twoFa).findByRole('alert')).toHaveTextContent('Some error occurred. Please try again later');
    expect(within(twoFa).queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    await app.user.click(within(twoFa).getByRole('button', { name: 'Try again' }));
    expect(await within(twoFa).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(twoFa).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns 2FA off with a current code, after a refused one is cleared', async () => {
    const app = await signInWithTwoFa('twofa@sandbox.test', '/settings?tab=security');

    const twoFa = await waitFor(() => section('Authenticator app'));
    await app.user.click(within(twoFa).getByRole('button', { name: 'Disable' }));
    await app.user.type(within(twoFa).getByLabelText(/^6-digit code/), '000000');
    await app.user.click(within(twoFa).getByRole('button', { name: 'Turn off' }));
    expect(await within(twoFa).findByText('Incorrect 2FA verification code')).toBeInTheDocument();
    expectClearedAndFocused(codeBoxes(twoFa, /^6-digit code/));
    expect(db.users.get(app.userId)?.twoFaEnabled).toBe(true);
    // A second press on the emptied boxes keeps the server's answer (not "Enter all 6 digits").
    await app.user.click(within(twoFa).getByRole('button', { name: 'Turn off' }));
    expect(within(twoFa).getByText('Incorrect 2FA verification code')).toBeInTheDocument();
    expect(within(twoFa).queryByText('Enter all 6 digits of the code')).not.toBeInTheDocument();

    await app.user.keyboard('123456');
    await app.user.click(within(twoFa).getByRole('button', { name: 'Turn off' }));
    expect(await within(twoFa).findByText('Off')).toBeInTheDocument();
    expect(db.users.get(app.userId)?.twoFaEnabled).toBe(false);
  });
});

describe('SMS phone', () => {
  it('sends a code to a valid number, refuses a wrong code and links the phone', async () => {
    const app = await openSettings('admin@sandbox.test', 'security');
    const phone = await waitFor(() => section('SMS phone'));
    // Admin starts with a linked phone: unlink it first.
    expect(within(phone).getByText('+44 20 7946 0001')).toBeInTheDocument();
    await app.user.click(within(phone).getByRole('button', { name: 'Unlink' }));
    await app.user.type(await within(phone).findByLabelText(/^Phone number/), '0044 7700');
    await app.user.click(within(phone).getByRole('button', { name: 'Send code' }));
    expect(await within(phone).findByText(/international format/)).toBeInTheDocument();
    expect(within(phone).getByLabelText(/^Phone number/)).toHaveValue('0044 7700');

    await app.user.clear(within(phone).getByLabelText(/^Phone number/));
    await app.user.type(within(phone).getByLabelText(/^Phone number/), '+44 7700 900123');
    await app.user.click(within(phone).getByRole('button', { name: 'Send code' }));
    expect(await within(phone).findByText('Enter the 6-digit code we sent to +447700900123.')).toBeInTheDocument();
    expect(within(phone).getByText('Sandbox: no SMS is sent. Use the code 123456.')).toBeInTheDocument();

    await app.user.type(within(phone).getByLabelText(/^SMS code/), '654321');
    await app.user.click(within(phone).getByRole('button', { name: 'Link phone' }));
    expect(await within(phone).findByText(/code is not correct/)).toBeInTheDocument();
    expectClearedAndFocused(codeBoxes(phone, /^SMS code/));
    // A second press on the emptied boxes keeps that answer.
    await app.user.click(within(phone).getByRole('button', { name: 'Link phone' }));
    expect(within(phone).getByText(/code is not correct/)).toBeInTheDocument();
    expect(within(phone).queryByText('Enter all 6 digits of the code')).not.toBeInTheDocument();

    await app.user.clear(within(phone).getByLabelText(/^SMS code/));
    await app.user.type(within(phone).getByLabelText(/^SMS code/), '123456');
    await app.user.click(within(phone).getByRole('button', { name: 'Link phone' }));
    expect(await within(phone).findByText('+447700900123')).toBeInTheDocument();
    expect(db.users.get(app.userId)?.phone).toBe('+447700900123');

    await app.user.click(within(phone).getByRole('button', { name: 'Unlink' }));
    expect(await within(phone).findByLabelText(/^Phone number/)).toBeInTheDocument();
    expect(db.users.get(app.userId)?.phone).toBeNull();
  });
});

describe('login sessions', () => {
  it('lists the active sessions with this one marked, and ends another after confirmation', async () => {
    const app = await openSettings('admin@sandbox.test', 'sessions');
    const table = await screen.findByRole('grid', { name: 'Active login sessions' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const current = rows().find((row) => within(row).queryByText('This device'));
    expect(current).toBeDefined();
    expect(within(current!).queryByRole('button', { name: /^End session/ })).toBeNull();

    const firefox = rows().find((row) => within(row).queryByText('203.0.113.24'))!;
    await app.user.click(within(firefox).getByRole('button', { name: /^End session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'End session' }));

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(table).queryByText('203.0.113.24')).toBeNull();
  });
});
