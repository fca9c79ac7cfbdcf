import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { bindChannel, sessionByToken } from '@mocks/sessions';
import { signIn } from '@mocks/test/harness';
import { sandboxControls } from '@mocks/controls';
import { currentPath, renderApp, renderRestored, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

describe('renderRestored', () => {
  it('opens a guarded page for a session restored from its cookie, without the login form', async () => {
    const { router } = await renderRestored('admin@sandbox.test', '/settings?tab=profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/settings?tab=profile');
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
  });
});

describe('a cookie from before answers were encrypted', () => {
  it('keeps the session: the app listens on the encrypted channel of the same id and leaves the cookie as it is', async () => {
    const session = sessionByToken(await signIn('admin@sandbox.test'))!;
    const id = crypto.randomUUID();
    bindChannel(session, `private-session-${id}`);
    Cookies.set('session-channel', `private-session-${id}`, { path: '/' });
    const app = await renderApp({ route: '/settings?tab=profile' });
    await waitFor(() => expect(app.store.getState().session.status).toBe('authenticated'), { timeout: 10_000 });
    expect(app.services.live.channelName()).toBe(`private-encrypted-session-${id}`);
    await waitFor(() => expect(sandboxControls.state().subscriptions).toBe(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(Cookies.get('session-channel')).toBe(`private-session-${id}`);
  });
});
