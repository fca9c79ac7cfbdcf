import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { server } from '@mocks/node';
import { currentPath, renderApp, signInThroughForm, withSandbox } from '../../../../tests/render-app';

withSandbox({ trustStepUp: true });

// The login and 2FA pages load lazily: on a loaded 2-core machine that can take seconds.
const LONG = { timeout: 30_000 };

const boxes = () => within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole<HTMLInputElement>('textbox');
const typed = () =>
  boxes()
    .map((box) => box.value)
    .join('');
const verify = () => screen.getByRole('button', { name: 'Verify' });

let stopWatching = () => {};
afterEach(() => stopWatching());

/** The codes the page sends to the 2FA confirm from now on, in order. */
function watchSentCodes() {
  const sent: Promise<string | null>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/signin')) return;
    sent.push(
      request
        .clone()
        .json()
        .then(
          (body: { data?: { type?: string; attributes?: { code?: string } } }) =>
            body.data?.type === 'access-token-2fa-confirm' ? (body.data.attributes?.code ?? '') : null,
          () => null,
        ),
    );
  };
  server.events.on('request:start', listener);
  stopWatching = () => server.events.removeListener('request:start', listener);
  return async () => (await Promise.all(sent)).filter((code): code is string => code !== null);
}

/** Signs in as twofa@sandbox.test up to its code page, the cursor in the first box. */
async function openCodePage() {
  const app = await renderApp({ route: '/login' });
  await signInThroughForm(app.user, 'twofa@sandbox.test');
  await waitFor(() => expect(currentPath(app.router)).toBe('/login/2fa'), LONG);
  await waitFor(() => expect(boxes()[0]).toHaveFocus(), LONG);
  return app;
}

/** A wrong code typed to its sixth digit, which sends it: refused, said under the emptied boxes. */
async function refuseWrongCode(user: Awaited<ReturnType<typeof openCodePage>>['user']) {
  await user.keyboard('654321');
  expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Incorrect 2FA verification code');
  expect(typed()).toBe('');
}

describe('/login/2fa', () => {
  it('sends the code on its sixth digit; after a wrong one the boxes are emptied and focused, and the right one then signs in', async () => {
    const { user, router } = await openCodePage();
    // No press of "Verify": the sixth digit submits.
    await refuseWrongCode(user);
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAccessibleDescription('Incorrect 2FA verification code');
    await user.keyboard('123456');
    await waitFor(() => expect(currentPath(router)).toBe('/'), LONG);
  });

  it('a press of Verify or Enter after a refused code keeps the answer and sends nothing', async () => {
    const { user, router } = await openCodePage();
    const sentCodes = watchSentCodes();
    await refuseWrongCode(user);
    await user.click(verify());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect 2FA verification code');
    expect(screen.queryByText('Enter all 6 digits of the code')).not.toBeInTheDocument();
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(await sentCodes()).toEqual(['654321']);
    expect(currentPath(router)).toBe('/login/2fa');
  });

  it('after a refused code, typing again clears the answer', async () => {
    const { user } = await openCodePage();
    await refuseWrongCode(user);
    await user.keyboard('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(boxes()[0]).not.toHaveAttribute('aria-invalid');
    // A code started anew is checked as before: Verify on 1 digit asks for all 6.
    await user.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all 6 digits of the code');
  });

  it.each([
    ['Verify', () => screen.getByRole('button', { name: 'Verify' })],
    ['Enter', null],
  ] as const)('the right code signs in once though %s is pressed while it is on its way', async (_, button) => {
    const { user, router } = await openCodePage();
    const sentCodes = watchSentCodes();
    const release = sandboxControls.holdAnswers();
    await user.keyboard('123456');
    if (button) await user.click(button());
    else await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(currentPath(router)).toBe('/'), LONG);
    expect(await sentCodes()).toEqual(['123456']);
  });

  it.each(['Verify', 'Enter'])('a code whose sending failed is sent again by %s, and signs in', async (press) => {
    const { user, router } = await openCodePage();
    const sentCodes = watchSentCodes();
    sandboxControls.failNext(500, { path: 'signin' });
    await user.keyboard('123456');
    // Not a refusal of the code: it stays in the boxes, the failure is said above them.
    expect(await screen.findByRole('alert', {}, LONG)).not.toHaveTextContent('Incorrect 2FA verification code');
    expect(typed()).toBe('123456');
    if (press === 'Verify') await user.click(verify());
    else await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/'), LONG);
    expect(await sentCodes()).toEqual(['123456', '123456']);
  });

  it('after a refused code, a pasted code sends itself as a typed one does, and signs in', async () => {
    const { user, router } = await openCodePage();
    await refuseWrongCode(user);
    await user.paste('123456');
    await waitFor(() => expect(currentPath(router)).toBe('/'), LONG);
  });

  it('an incomplete code is not sent: the digits stay and the first empty box gets the cursor', async () => {
    const { user, router } = await openCodePage();
    await user.type(boxes()[0], '123');
    await user.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all 6 digits of the code');
    expect(typed()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    expect(currentPath(router)).toBe('/login/2fa');
  });
});
