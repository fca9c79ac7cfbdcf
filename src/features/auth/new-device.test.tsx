/**
 * New-device sign-in through the app (docs/api/sign-in-notices.md): the notice in the notification
 * centre of the account's other session, the "This wasn't me" page, and what follows a report.
 * Another browser signs in over HTTP with a device cookie of its own (an empty one: a new browser).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { NOTICE_VALID_MS } from '@mocks/new-device';
import { call, PASSWORD } from '@mocks/test/harness';
import { currentPath, findPageAlert, markReleaseNotesSeen, renderApp, renderSignedIn, signInThroughForm, withSandbox } from '../../../tests/render-app';

withSandbox({ trustStepUp: true });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** Signs in from another, new browser at `ip`; the session's id. */
async function signInElsewhere(email: string, userAgent: string, ip: string) {
  const answer = await call(
    'POST',
    'signin',
    { data: { type: 'access-token-login', attributes: { email, password: PASSWORD, isTrustedDevice: false, setAuthCookie: true } } },
    undefined,
    { 'user-agent': userAgent, 'x-forwarded-for': ip, cookie: 'sandbox-device=' },
  );
  if (answer.body.data?.attributes?.status !== 'ok') throw new Error(`${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as string;
}

/** The token of the newest "This wasn't me" link e-mailed to `email`. */
const newestNotMeLink = (email: string) => sandboxControls.outbox().find((message) => message.to === email && message.link.startsWith('/this-wasnt-me/'))!.link;
const report = (link: string) =>
  call('POST', 'users/report-sign-in', { data: { type: 'sign-in-reports', attributes: { token: link.replace('/this-wasnt-me/', '') } } });

describe('a sign-in from a new browser', () => {
  it("shows in the notification centre of the account's other session, as the user's own (no workspace), and leads to the sessions", async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/');
    const bell = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 });
    await bell('Notifications');
    // The live channel is subscribed: the session hears pushes from now on.
    await waitFor(() => expect(sandboxControls.state().subscriptions).toBeGreaterThan(0), { timeout: 10_000 });

    await signInElsewhere('admin@sandbox.test', FIREFOX_WINDOWS, '203.0.113.24');

    await app.user.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const entry = within(panel).getByRole('link', { name: /New sign-in from Firefox on Windows at 203\.0\.113\.24 \(Riga, Latvia\)/ });
    expect(app.store.getState().notifications.entries).toEqual([expect.objectContaining({ kind: 'security', resourceId: null })]);
    await app.user.click(entry);
    await waitFor(() => expect(currentPath(app.router)).toBe('/settings?tab=sessions'));
  });
});

describe('the "This wasn\'t me" page', () => {
  it('shows the sign-in and changes nothing until confirmed; then that session is ended, and the used link says so', async () => {
    const sessionId = await signInElsewhere('finance@sandbox.test', CHROME_LINUX, '198.51.100.7');
    const link = newestNotMeLink('finance@sandbox.test');

    const page = await renderApp({ route: link });
    expect(await screen.findByRole('heading', { name: 'Was this sign-in you?' }, { timeout: 10_000 })).toBeInTheDocument();
    const details = await screen.findByRole('table', { name: 'The sign-in' });
    expect(within(details).getByRole('row', { name: /Browser Chrome on Linux/ })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: /IP address 198\.51\.100\.7/ })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: /Place London, United Kingdom/ })).toBeInTheDocument();
    expect(db.sessions.get(sessionId)).toBeDefined();

    await page.user.click(screen.getByRole('button', { name: "It wasn't me: end that session" }));
    expect(await screen.findByRole('heading', { name: 'That session is ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/reset');
    expect(db.sessions.get(sessionId)).toBeUndefined();
    page.unmount();

    await renderApp({ route: link });
    expect(await findPageAlert()).toHaveTextContent('This link was already used');
  });

  it('says when the link has expired, or is not a link at all', async () => {
    await signInElsewhere('finance@sandbox.test', CHROME_LINUX, '198.51.100.7');
    sandboxControls.advance(NOTICE_VALID_MS);
    const expired = await renderApp({ route: newestNotMeLink('finance@sandbox.test') });
    expect(await findPageAlert()).toHaveTextContent('This link has expired: links in sign-in notices work for 7 days.');
    expect(screen.queryByRole('button', { name: "It wasn't me: end that session" })).not.toBeInTheDocument();
    expired.unmount();

    await renderApp({ route: '/this-wasnt-me/notme-00000000000000000000000000000000' });
    expect(await findPageAlert()).toHaveTextContent('This link is not valid');
  });
});

describe('after a report', () => {
  it('the reported session is signed out with the reason, and signing in again asks for a new password first', async () => {
    markReleaseNotesSeen('finance@sandbox.test');
    const app = await renderSignedIn('finance@sandbox.test', '/');
    // The dashboard is on screen (the login form is gone), and its live channel subscribed.
    await screen.findByRole('button', { name: 'Notifications' }, { timeout: 10_000 });
    await waitFor(() => expect(sandboxControls.state().subscriptions).toBeGreaterThan(0), { timeout: 10_000 });
    // The app's own sign-in came from a browser new to the account: the owner reports it from the e-mail.
    expect((await report(newestNotMeLink('finance@sandbox.test'))).status).toBe(204);

    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/login/), { timeout: 10_000 });
    expect(await findPageAlert()).toHaveTextContent("This sign-in was reported as not made by the account's owner");

    await signInThroughForm(app.user, 'finance@sandbox.test');
    await waitFor(() => expect(currentPath(app.router)).toBe('/password-reset-required'));
    expect(await screen.findByRole('heading', { name: 'A new password is needed' })).toBeInTheDocument();
    expect(await findPageAlert()).toHaveTextContent('A sign-in to this account was reported as not made by its owner.');
    await app.user.click(screen.getByRole('link', { name: 'Choose a new password' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/reset'));
  });
});
