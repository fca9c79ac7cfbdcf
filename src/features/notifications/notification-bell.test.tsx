import { screen, waitFor, within } from '@testing-library/react';
import { callerOf } from '@/lib/actions';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { READY_MS } from '@mocks/actions/reports';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

withSandbox({ trustStepUp: true });

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function signedIn(route = '/') {
  markReleaseNotesSeen('admin@sandbox.test');
  const app = await renderSignedIn('admin@sandbox.test', route);
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

const bell = (name: RegExp | string) => screen.findByRole('button', { name }, { timeout: 10_000 });

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
});
