import { createSlice, type Middleware } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import { getAccessToken } from '@/lib/http';
import { server } from '@mocks/node';
import { currentPath, renderApp, signInThroughForm, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

type App = Awaited<ReturnType<typeof renderApp>>;

/** Every token the sandbox hands out in a sign-in answer, read off the wire. */
function captureSignInTokens() {
  const tokens = new Set<string>();
  const listener = async ({ request, response }: { request: Request; response: Response }) => {
    if (!new URL(request.url).pathname.endsWith('/signin')) return;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { data?: { attributes?: { accessToken?: unknown } } } | null;
    const token = body?.data?.attributes?.accessToken;
    if (typeof token === 'string') tokens.add(token);
  };
  server.events.on('response:mocked', listener);
  return { tokens, stop: () => server.events.removeListener('response:mocked', listener) };
}

/** A store middleware (added the way lazy slices add theirs) that records every action, and every state after it. */
function recordStore(app: App) {
  const actions: unknown[] = [];
  const states: unknown[] = [];
  const recorder: Middleware = (api) => (next) => (action) => {
    actions.push(action);
    const result = next(action);
    states.push(api.getState());
    return result;
  };
  const probe = createSlice({ name: 'tokenProbe', initialState: {}, reducers: {} });
  app.services.injectSlice(probe as never, recorder as never);
  return { actions, states };
}

const tokenKey = /^(access[-_]?)?token$/i;

/** Where `value` holds a token: a key named like one, or a string containing a known token. */
function leaks(value: unknown, tokens: Set<string>, path = '$', seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [...tokens].some((token) => value.includes(token)) ? [path] : [];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) => [...(tokenKey.test(key) ? [`${path}.${key}`] : []), ...leaks(inner, tokens, `${path}.${key}`, seen)]);
}

/** The sixth digit sends the code. */
const typeDigits = async (app: App, code: string) => {
  await app.user.type((await screen.findAllByLabelText(/digit \d of 6/i, {}, { timeout: 5_000 }))[0], code);
};

const flows: [string, (app: App) => Promise<void>][] = [
  [
    'password',
    async (app) => {
      await signInThroughForm(app.user, 'admin@sandbox.test');
      await waitFor(() => expect(currentPath(app.router)).toBe('/'), { timeout: 10_000 });
    },
  ],
  [
    'password + 2FA (a wrong code first)',
    async (app) => {
      await signInThroughForm(app.user, 'twofa@sandbox.test');
      await waitFor(() => expect(currentPath(app.router)).toBe('/login/2fa'), { timeout: 10_000 });
      await typeDigits(app, '654321');
      await screen.findByRole('alert', {}, { timeout: 5_000 });
      for (const digit of screen.getAllByLabelText(/digit \d of 6/i)) await app.user.clear(digit);
      await typeDigits(app, '123456');
      await waitFor(() => expect(currentPath(app.router)).toBe('/'), { timeout: 10_000 });
    },
  ],
  [
    'password + identity selection',
    async (app) => {
      await signInThroughForm(app.user, 'multi@sandbox.test');
      await waitFor(() => expect(currentPath(app.router)).toBe('/login/identity'), { timeout: 10_000 });
      const list = await screen.findByRole('list', { name: /identities/i }, { timeout: 5_000 });
      await app.user.click(
        within(list)
          .getAllByRole('button', { name: /northwind group/i })
          .find((b) => !b.hasAttribute('disabled'))!,
      );
      await waitFor(() => expect(currentPath(app.router)).toBe('/'), { timeout: 10_000 });
    },
  ],
  [
    'forced password change',
    async (app) => {
      await signInThroughForm(app.user, 'newpass@sandbox.test');
      await waitFor(() => expect(currentPath(app.router)).toBe('/login/password-change-required'), { timeout: 10_000 });
      await app.user.type(await screen.findByLabelText(/current password/i, {}, { timeout: 5_000 }), 'Sandbox-123');
      await app.user.type(screen.getByLabelText(/^new password/i), 'Brand-new-pass-42');
      await app.user.type(screen.getByLabelText(/repeat the new password/i), 'Brand-new-pass-42');
      await app.user.click(screen.getByRole('button', { name: /change password/i }));
      await waitFor(() => expect(currentPath(app.router)).toBe('/'), { timeout: 10_000 });
    },
  ],
  [
    'forced 2FA setup',
    async (app) => {
      await signInThroughForm(app.user, 'setup2fa@sandbox.test');
      await waitFor(() => expect(currentPath(app.router)).toBe('/login/2fa-setup'), { timeout: 10_000 });
      expect(await screen.findByRole('img', { name: /qr code/i }, { timeout: 10_000 })).toBeInTheDocument();
    },
  ],
];

describe('no access token in Redux', () => {
  it.each(flows)('signing in (%s) puts no token in any action or state', async (_name, flow) => {
    const capture = captureSignInTokens();
    try {
      const app = await renderApp({ route: '/login' });
      const { actions, states } = recordStore(app);
      await flow(app);
      expect(capture.tokens.size).toBeGreaterThan(0);
      const current = getAccessToken();
      if (current) expect(capture.tokens).toContain(current);
      expect(actions.length).toBeGreaterThan(5);
      expect(actions.flatMap((action) => leaks(action, capture.tokens))).toEqual([]);
      expect(actions.filter((action) => [...capture.tokens].some((token) => JSON.stringify(action).includes(token)))).toEqual([]);
      expect(states.flatMap((state) => leaks(state, capture.tokens))).toEqual([]);
    } finally {
      capture.stop();
    }
  });
});
