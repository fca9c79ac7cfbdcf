/**
 * Test files share their worker's modules (docs/testing.md): the access token is one per worker. An
 * app a test has disposed must leave it to whoever signs in next.
 */
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { CHECK_INTERVAL_MS } from '@/features/session';
import { getAccessToken, setAccessToken } from '@/lib/http';
import { sandboxControls } from '@mocks/controls';
import { server } from '@mocks/node';
import { signIn } from '@mocks/test/harness';
import { leaveSessionCookie, renderApp, renderRestored, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

describe('a disposed app', () => {
  it('does not sign out the client that signs in after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = await renderRestored('admin@sandbox.test', '/');
      // What the harness does after a test: the app goes, and so do its cookies.
      cleanup();
      app.dispose();
      Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
      const token = await signIn('admin@sandbox.test');
      setAccessToken(token);
      // The signed-in app checked its session cookie every CHECK_INTERVAL_MS.
      await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 4);
      expect(getAccessToken()).toBe(token);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a session restore that was retrying: no more calls, no socket, the session state left alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const count = ({ request }: { request: Request }) => void (new URL(request.url).pathname.endsWith('/actions') && (calls += 1));
    try {
      await leaveSessionCookie('admin@sandbox.test');
      // The server cannot answer who is signed in: the app retries, showing "Reconnecting...".
      sandboxControls.failNext(500, { action: 'users/me', count: 1_000 });
      const app = await renderApp({ route: '/' });
      await vi.waitFor(() => expect(app.store.getState().session.reconnecting).toBe(true), { timeout: 10_000 });
      cleanup();
      app.dispose();
      server.events.on('request:start', count);
      // The restore's own end may still be dispatched; the session it was restoring is left alone.
      const session = app.store.getState().session;
      let changes = 0;
      app.store.subscribe(() => void (app.store.getState().session !== session && (changes += 1)));
      await vi.advanceTimersByTimeAsync(120_000); // several of the restore's longest waits between tries
      expect(calls).toBe(0);
      expect(changes).toBe(0);
      expect(sandboxControls.state().sockets).toBe(0);
    } finally {
      server.events.removeListener('request:start', count);
      vi.useRealTimers();
    }
  });
});
