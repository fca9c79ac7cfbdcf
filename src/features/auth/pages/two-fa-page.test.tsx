import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp, signInThroughForm, withSandbox } from '../../../../tests/render-app';

withSandbox();

const boxes = () => within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole<HTMLInputElement>('textbox');
const typed = () =>
  boxes()
    .map((box) => box.value)
    .join('');

describe('/login/2fa', () => {
  it('sends the code on its sixth digit; after a wrong one the boxes are emptied and focused, and the right one then signs in', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'twofa@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/login/2fa'));
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    // No press of "Verify": the sixth digit submits.
    await user.keyboard('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect 2FA verification code');
    expect(typed()).toBe('');
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAccessibleDescription('Incorrect 2FA verification code');
    await user.keyboard('123456');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('an incomplete code is not sent: the digits stay and the first empty box gets the cursor', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'twofa@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/login/2fa'));
    await screen.findByRole('group', { name: 'Verification code' });
    await user.type(boxes()[0], '123');
    await user.click(screen.getByRole('button', { name: /verify/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all 6 digits of the code');
    expect(typed()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    expect(currentPath(router)).toBe('/login/2fa');
  });
});
