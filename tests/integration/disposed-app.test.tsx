/**
 * Test files share their worker's modules (docs/testing.md): the access token is one per worker. An
 * app a test has disposed must leave it to whoever signs in next.
 */
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { CHECK_INTERVAL_MS } from '@/features/session';
import { getAccessToken, setAccessToken } from '@/lib/http';
import { signIn } from '@mocks/test/harness';
import { renderRestored, withSandbox } from '../render-app';

withSandbox();

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
});
