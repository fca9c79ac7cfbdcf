import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { RouterNavigateOptions, To } from 'react-router';
import Cookies from 'js-cookie';
import { createApp } from '@/app/bootstrap';
import type { RootState } from '@/app/store/make-store';
import { initI18n, type LanguageCode } from '@/lib/i18n';
import { setAccessToken } from '@/lib/http';
import { server } from '@mocks/node';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { closeLiveSockets, signIn as signInOnServer, signInWithCode } from '@mocks/test/harness';
import { bindChannel, sessionByToken } from '@mocks/sessions';
import { newSessionChannel, writeSessionChannel } from '@/features/session';

let disposers: (() => void)[] = [];

/**
 * Starts the sandbox backend for a test file: the same handlers as `npm run dev`. `trustStepUp`: every
 * user is in the step-up window (files about other things than step-up; `src/features/step-up` is about it).
 */
export function withSandbox(options: { trustStepUp?: boolean } = {}) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (options.trustStepUp) beforeEach(() => void sandboxControls.trustStepUp());
  afterEach(() => {
    disposers.forEach((dispose) => dispose());
    disposers = [];
    closeLiveSockets();
    server.resetHandlers();
    sandboxControls.reset();
    sandboxControls.setLatency(0);
    setAccessToken(null);
    Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

/** Renders the whole app (router, store, live channel) at a route, as a user would meet it. */
export async function renderApp({ route = '/', lng = 'en', preloadedState }: { route?: string; lng?: LanguageCode; preloadedState?: Partial<RootState> } = {}) {
  const i18n = createInstance();
  await initI18n(lng, i18n);
  const app = createApp({ i18n, initialEntry: route, preloadedState });
  disposers.push(app.dispose);
  const user = userEvent.setup();
  const utils = render(app.element);
  /** Moves the router as a link would, inside act(): the page it lands on renders before the test goes on. */
  function navigate(delta: number): Promise<void>;
  function navigate(to: To | null, options?: RouterNavigateOptions): Promise<void>;
  function navigate(to: number | To | null, options?: RouterNavigateOptions) {
    return act(() => (typeof to === 'number' ? app.router.navigate(to) : app.router.navigate(to, options)));
  }
  return { ...utils, ...app, user, i18n, navigate };
}

export const currentPath = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Signs in through the login form. */
export async function signInThroughForm(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password = 'Sandbox-123',
  options: { trusted?: boolean } = {},
) {
  // The login route loads lazily: on a busy 2-core machine its first render can take a few seconds.
  await user.type(await screen.findByLabelText(/^email/i, {}, { timeout: 10_000 }), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  if (options.trusted) await user.click(screen.getByLabelText(/trust this device/i));
  await user.click(screen.getByRole('button', { name: /^sign in$/i }));
}

export async function renderSignedIn(email = 'admin@sandbox.test', route = '/') {
  const app = await renderApp({ route: `/login?redirect=${encodeURIComponent(route)}` });
  await signInThroughForm(app.user, email);
  await waitFor(() => expect(app.store.getState().session.status).toBe('authenticated'), { timeout: 10_000 });
  return app;
}

/** The account has closed the release-notes dialog before (isTimezoneSet), so a feature test starts on its page. */
export function markReleaseNotesSeen(email: string) {
  const account = db.users.all().find((u) => u.email === email);
  if (!account) throw new Error(`${email}: no sandbox account`);
  db.users.patch(account.id, { isTimezoneSet: true });
  return account;
}

/**
 * Renders the app at `route` for an account already signed in, as after a reload: the sandbox
 * session exists and its channel cookie is set, so the app restores it (no login form to type
 * through). Accounts whose password step answers `ok` only (not twofa, multi).
 */
/** Leaves what a signed-in tab leaves for a reload: a server session bound to the session cookie. */
export async function leaveSessionCookie(email: string) {
  const withCode = db.users.find((row) => row.email === email)?.twoFaEnabled;
  const session = sessionByToken(await (withCode ? signInWithCode(email) : signInOnServer(email)));
  if (!session) throw new Error(`${email}: no sandbox session`);
  const channel = newSessionChannel();
  bindChannel(session, channel);
  writeSessionChannel(channel);
}

export async function renderRestored(email = 'admin@sandbox.test', route = '/') {
  await leaveSessionCookie(email);
  const app = await renderApp({ route });
  await waitFor(() => expect(app.store.getState().session.status).toBe('authenticated'), { timeout: 10_000 });
  return app;
}

/** The one alert on the page itself, not a notification that may be showing beside it. */
export const findPageAlert = (timeout = 10_000) =>
  waitFor(
    () => {
      const onPage = screen.queryAllByRole('alert').filter((alert) => !alert.closest('.mantine-Notifications-root'));
      expect(onPage).toHaveLength(1);
      return onPage[0];
    },
    { timeout },
  );
