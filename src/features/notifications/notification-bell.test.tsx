import { act, screen, waitFor, within } from '@testing-library/react';
import { callerOf } from '@/lib/actions';
import { formatMoney } from '@/lib/money';
import { sandboxControls } from '@mocks/controls';
import { now } from '@mocks/clock';
import { db } from '@mocks/db/store';
import { READY_MS } from '@mocks/actions/reports';
import { selectVisibleNotifications } from './notifications-slice';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

withSandbox({ trustStepUp: true });

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function signedIn(route = '/', email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  await waitFor(() => expect(app.store.getState().permissions.status).toBe('loaded'), { timeout: 10_000 });
  return app;
}

/** Asks for a report of the selected workspace, as the reports page would, and lets the sandbox build it. */
async function reportMadeReady(app: App) {
  const resourceId = app.store.getState().resources.selectedId!;
  const level = db.resources.get(resourceId)?.resourceType === 'organization' ? 'organization' : 'project';
  const answer = await callerOf(app.store.dispatch).call<{ id: string }>({
    action: 'reports/request',
    payload: { resourceId, data: { type: 'reports', attributes: { kind: 'settled-transactions', level, period: { from: '2025-01-01', to: '2025-01-31' } } } },
  });
  sandboxControls.advance(READY_MS);
  return answer.data!.id;
}

const LONG = { timeout: 10_000 };
const bell = (name: RegExp | string) => screen.findByRole('button', { name }, LONG);

/**
 * The Northwind shop's clock runs on past two events of its subscriptions (docs/api/billing.md,
 * *Dunning*): `sub_nw_past_due_3` (failed three days ago, two reminders sent) is halted when its last
 * reminder's retry fails, two days from today; `sub_nw_weekly` renews four days from today on a card
 * that now declines: its first failure. `sub_nw_past_due_1` sends reminders meanwhile (the same episode).
 */
function subscriptionsFailAndHalt() {
  // The first billing call after a reset arms the sandbox's billing clock (a subscription's page would make it).
  expect(sandboxControls.runAs('admin@sandbox.test', 'subscriptions/get', undefined, 'sub_nw_weekly').errors).toBeUndefined();
  const weekly = db.subscriptions.get('sub_nw_weekly')!;
  const customer = db.customers.get(weekly.customerId)!;
  db.customers.upsert({ ...customer, paymentMethods: customer.paymentMethods.map((card) => ({ ...card, declines: true })) });
  act(() => void sandboxControls.advance(Date.parse(weekly.currentPeriodEnd) + 1_000 - now()));
  expect(db.subscriptions.get('sub_nw_weekly')).toMatchObject({ status: 'past-due', dunning: { remindersSent: 0 } });
  expect(db.subscriptions.get('sub_nw_past_due_3')).toMatchObject({ status: 'halted' });
  expect(db.subscriptions.get('sub_nw_past_due_1')).toMatchObject({ status: 'past-due', dunning: { remindersSent: 2 } });
  return { weekly, halted: db.subscriptions.get('sub_nw_past_due_3')! };
}

/** As shown (jest-dom compares text with its spaces collapsed; money has a no-break space). */
const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en').replace(/\s+/g, ' ');

const linkTo = (panel: HTMLElement, href: string) =>
  within(panel)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href') === href);

describe('the notification bell', () => {
  it('counts a report that became ready; the entry leads to the report and is read then', async () => {
    const app = await signedIn();
    await bell('Notifications');
    const reportId = await reportMadeReady(app);

    await app.user.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const entry = within(panel).getByRole('link', { name: /Your report is ready/ });
    expect(entry).toHaveTextContent('Unread');
    await app.user.click(entry);

    await waitFor(() => expect(currentPath(app.router)).toBe(`/reports/${reportId}`));
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks all as read, and Escape closes the panel with focus back on the bell', async () => {
    const app = await signedIn();
    await bell('Notifications');
    await reportMadeReady(app);
    sandboxControls.openDispute();
    await app.user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: /New dispute of/ })).toBeInTheDocument();

    await app.user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('a kind switched off in Settings makes no entry', async () => {
    const app = await signedIn('/settings?tab=notifications');
    const reports = await screen.findByRole('switch', { name: 'Reports' }, { timeout: 10_000 });
    expect(reports).toBeChecked();
    await app.user.click(reports);
    await waitFor(() => expect(db.users.get('usr_admin')?.preferences.notifications).toMatchObject({ reports: false }));
    await waitFor(() => expect(app.store.getState().session.user?.preferences.notifications?.reports).toBe(false));

    await reportMadeReady(app);
    sandboxControls.openDispute();
    // The dispute still counts: only reports were switched off.
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(app.store.getState().notifications.entries.map((entry) => entry.kind)).toEqual(['disputes']);
  });

  it("tells finance of a subscription's first failed payment and of a halt, once each, with the amount", async () => {
    const app = await signedIn('/', 'finance@sandbox.test');
    await bell('Notifications');
    const { weekly, halted } = subscriptionsFailAndHalt();

    await app.user.click(await bell(/^Notifications, \d+ unread$/));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const failed = await waitFor(() => {
      const links = linkTo(panel, '/subscriptions/sub_nw_weekly');
      expect(links).toHaveLength(1);
      return links[0];
    }, LONG);
    expect(failed).toHaveTextContent(`A subscription payment of ${money(weekly.amount, weekly.currency)} failed; reminders have started`);
    const [haltedEntry] = linkTo(panel, '/subscriptions/sub_nw_past_due_3');
    expect(haltedEntry).toHaveTextContent(`A subscription was halted after its last reminder (${money(halted.amount, halted.currency)} unpaid)`);
    // Its reminders are the episode already told (before this session): nothing new.
    expect(linkTo(panel, '/subscriptions/sub_nw_past_due_1')).toEqual([]);
    const idsOf = (link: string) =>
      app.store
        .getState()
        .notifications.entries.filter((entry) => entry.link === link)
        .map((entry) => entry.id);
    expect(idsOf('/subscriptions/sub_nw_weekly')).toEqual([`subscriptions:sub_nw_weekly:failed:${weekly.currentPeriodEnd}`]);
    expect(idsOf('/subscriptions/sub_nw_past_due_3')).toEqual([`subscriptions:sub_nw_past_due_3:halted:${halted.dunning!.failedAt}`]);
    // Stored without the customer's name.
    const stored = localStorage.getItem(`notifications:${app.store.getState().session.user!.id}`) ?? '';
    expect(stored).toContain('sub_nw_weekly');
    expect(stored).not.toContain(db.customers.get(weekly.customerId)!.name);
  });

  it('support, who only reads subscriptions, hears the same pushes and is shown none of them', async () => {
    const app = await signedIn('/', 'support@sandbox.test');
    await bell(/^Notifications/);
    subscriptionsFailAndHalt();
    await waitFor(
      () =>
        expect(app.store.getState().notifications.entries.map((entry) => entry.link)).toEqual(
          expect.arrayContaining(['/subscriptions/sub_nw_weekly', '/subscriptions/sub_nw_past_due_3']),
        ),
      LONG,
    );
    expect(selectVisibleNotifications(app.store.getState()).filter((entry) => entry.kind === 'subscriptions')).toEqual([]);
    await app.user.click(await bell(/^Notifications/));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/subscriptions/')),
    ).toEqual([]);
  });

  it('the Subscriptions switch says what it brings; switched off, a failure and a halt make no entry', async () => {
    const app = await signedIn('/settings?tab=notifications', 'finance@sandbox.test');
    const subscriptions = await screen.findByRole('switch', { name: 'Subscriptions' }, { timeout: 10_000 });
    expect(subscriptions).toBeChecked();
    expect(subscriptions).toHaveAccessibleDescription('A first failed payment and a halt');
    await app.user.click(subscriptions);
    await waitFor(() => expect(db.users.get('usr_finance')?.preferences.notifications).toEqual({ subscriptions: false }), LONG);
    await waitFor(() => expect(app.store.getState().session.user?.preferences.notifications?.subscriptions).toBe(false), LONG);

    subscriptionsFailAndHalt();
    sandboxControls.openDispute();
    // The dispute still counts: only subscriptions were switched off.
    await waitFor(() => expect(app.store.getState().notifications.entries.map((entry) => entry.kind)).toContain('disputes'), LONG);
    expect(app.store.getState().notifications.entries.filter((entry) => entry.kind === 'subscriptions')).toEqual([]);
  });
});
