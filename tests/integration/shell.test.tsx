import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { currentPath, renderApp, renderSignedIn, signInThroughForm, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

const navLinkNames = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await within(nav).findByRole('link', { name: /settings/i });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
};

const closeReleaseNotes = async (user: Awaited<ReturnType<typeof renderSignedIn>>['user']) => {
  const dialog = await screen.findByRole('dialog', { name: /dates in utc/i });
  await user.click(within(dialog).getByLabelText(/i understand/i));
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /dates in utc/i })).not.toBeInTheDocument());
};

describe('sidebar and permissions', () => {
  it('admin sees the entries whose screens exist, and no entry that would lead to not-found', async () => {
    await renderSignedIn('admin@sandbox.test');
    // The Dashboard entry is permission-gated: it appears once the workspace's permissions have loaded.
    await waitFor(
      async () =>
        expect(await navLinkNames()).toEqual([
          'Dashboard',
          'Projects',
          'Channels',
          'Analytics',
          'Transactions',
          'Customers',
          'Reports',
          // Finances (Northwind Group has old payout requests), then Accounts (organizations only).
          'Balances',
          'Rolling reserve',
          'Processing payouts',
          'Payout requests',
          'Subscriptions',
          'Plans',
          'Wallet',
          'Top-up requests',
          'Transfers',
          'Statements',
          'Account balances',
          'Payout methods',
          'Settlement payouts',
          expect.stringMatching(/^All disputes, \d+ needing a response$/),
          'Aggregated disputes',
          expect.stringMatching(/^Reviews, \d+ open reviews$/),
          'Lists',
          'Rules',
          'Payment links',
          'Team',
          'Audit trail',
          'Developers',
          'API keys',
          'Webhook endpoints',
          expect.stringMatching(/^Mailbox(, \d+ new)?$/),
          'Settings',
          'Log out',
        ]),
      { timeout: 10_000 },
    );
  });

  it('support typing the URLs of API keys, Team, the audit trail or Webhook endpoints gets not-found', async () => {
    const { router } = await renderSignedIn('support@sandbox.test');
    const names = await navLinkNames();
    for (const hidden of ['API keys', 'Team', 'Audit trail', 'Webhook endpoints']) expect(names).not.toContain(hidden);
    for (const path of ['/api-keys', '/team', '/audit', '/webhook-endpoints']) {
      await act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    }
  });

  it('a user without resource-tree permission sees "No accesses yet" and no switcher', async () => {
    await renderSignedIn('noaccess@sandbox.test');
    expect(await screen.findByRole('heading', { name: 'No accesses yet' })).toBeInTheDocument();
    expect(screen.getByText(/your access not yet configured/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /switch workspace/i })).not.toBeInTheDocument();
  });
});

describe('workspace', () => {
  it('loads all 5,000 resources page by page and finds any of them in the switcher', async () => {
    const { user, store, router } = await renderSignedIn('enterprise@sandbox.test', '/projects');
    await waitFor(() => expect(store.getState().resources.status).toBe('loaded'), { timeout: 15_000 });
    // 5,000 workspaces, and the channels of the first organizations' projects and standalone projects.
    expect(store.getState().resources.items.filter((r) => r.resourceType !== 'channel')).toHaveLength(5000);
    // Rendering the shell and the projects overview of 5,000 resources takes a while on a busy 2-core machine.
    await user.click(await screen.findByRole('button', { name: /switch workspace/i }, { timeout: 10_000 }));
    const search = await screen.findByLabelText('Search workspaces');
    const target = store.getState().resources.items.find((r) => r.resourceType === 'project' && r.parentId)!;
    await user.type(search, target.name);
    const option = await screen.findByRole('option', { name: new RegExp(target.name) });
    // The trees (resources/getChildrenTree) of the organizations in view were read, not those of all 400.
    await waitFor(() => expect(store.getState().resources.children).toHaveProperty(target.parentId!));
    expect(Object.keys(store.getState().resources.children).length).toBeLessThan(10);
    await user.click(option);
    await waitFor(() => expect(store.getState().resources.selectedId).toBe(target.id));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('switching shows "Switching workspace...", goes home, and is restored at the next sign-in', async () => {
    const first = await renderSignedIn('admin@sandbox.test', '/transactions');
    await first.user.click(await screen.findByRole('button', { name: /switch workspace/i }, { timeout: 10_000 }));
    const release = sandboxControls.holdAnswers();
    await first.user.click(await screen.findByRole('option', { name: /solo store/i }));
    expect(await screen.findByText('Switching workspace...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(currentPath(first.router)).toBe('/'));
    await waitFor(() => expect(first.store.getState().resources.selectedId).toBe('res_prj_solo'));
    first.unmount();
    document.cookie = 'session-channel=; Max-Age=0; path=/';
    const second = await renderApp({ route: '/login' });
    await signInThroughForm(second.user, 'admin@sandbox.test');
    await waitFor(() => expect(second.store.getState().resources.selectedId).toBe('res_prj_solo'));
  });
});

describe('release notes', () => {
  it('close stays disabled until the box is ticked, and closing stores isTimezoneSet', async () => {
    const { user, store } = await renderSignedIn('admin@sandbox.test');
    const dialog = await screen.findByRole('dialog', { name: /dates in utc/i });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await closeReleaseNotes(user);
    expect(store.getState().session.user?.isTimezoneSet).toBe(true);
  });

  it('says when closing could not be stored, stays, and Close tries again', async () => {
    const { user, store } = await renderSignedIn('admin@sandbox.test');
    const dialog = await screen.findByRole('dialog', { name: /dates in utc/i });
    sandboxControls.failNextAction(500, { action: 'identities/patch' });
    await user.click(within(dialog).getByLabelText(/i understand/i));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some error occurred. Please try again later');
    expect(store.getState().session.user?.isTimezoneSet).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /dates in utc/i })).not.toBeInTheDocument());
    expect(store.getState().session.user?.isTimezoneSet).toBe(true);
  });
});

describe('session lifetime', () => {
  afterEach(() => vi.useRealTimers());

  it('warns in the last 5 minutes with a countdown; "Stay logged in" keeps the session', async () => {
    const { user } = await renderSignedIn('admin@sandbox.test');
    await closeReleaseNotes(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60_000 + 1_000);
    const warning = await screen.findByRole('dialog', { name: 'You are about to be signed out' }, { timeout: 15_000 });
    expect(within(warning).getByRole('timer')).toHaveTextContent(/^4:5\d$/);
    await user.click(within(warning).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You are about to be signed out' })).not.toBeInTheDocument());
  });

  it('signs out after 30 minutes without a request', async () => {
    const { user, router, store } = await renderSignedIn('admin@sandbox.test');
    await closeReleaseNotes(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60_000);
    await waitFor(() => expect(currentPath(router)).toBe('/session-expired'), { timeout: 5000 });
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('another tab signing out (cookie gone) sends this one to login', async () => {
    const { router } = await renderSignedIn('admin@sandbox.test', '/transactions');
    await waitFor(() => expect(currentPath(router)).toBe('/transactions'));
    document.cookie = 'session-channel=; Max-Age=0; path=/';
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Ftransactions'), { timeout: 15_000 });
  });
});

describe('mailbox badge', () => {
  it('resets when the tab is hidden and refreshes when it is visible again', async () => {
    const { store } = await renderSignedIn('admin@sandbox.test');
    await waitFor(() => expect(store.getState().mailbox.newCount).toBe(3));
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    act(() => setVisibility('hidden'));
    await waitFor(() => expect(store.getState().mailbox.newCount).toBeNull());
    act(() => setVisibility('visible'));
    await waitFor(() => expect(store.getState().mailbox.newCount).toBe(3));
  });
});
