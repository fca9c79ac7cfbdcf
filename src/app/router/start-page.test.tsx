import { act, screen, waitFor } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { projectIdsUnder } from '@mocks/db/access';
import { pushResourceUpdated } from '@mocks/pusher-hub';
import { openDisputeStatuses } from '@/lib/contract/dispute-statuses';
import { DISPUTES_NEEDING_RESPONSE } from '@/features/disputes';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const isOpen = (status: string) => (openDisputeStatuses as readonly string[]).includes(status);
/** What the sandbox has open in Northwind Group right now. */
const openNorthwindDisputes = () => {
  const projects = new Set(projectIdsUnder('res_org_northwind'));
  return db.disputes.filter((dispute) => projects.has(dispute.projectId) && isOpen(dispute.status));
};
const disputesLink = () => screen.getByRole('link', { name: /^All disputes\b/ });
/** The link's name with its count: "All disputes 3 needing a response" (labels shown) or "All disputes, 3 needing a response" (icons only). */
const withCount = (count: number) => new RegExp(`^All disputes,? ${count} needing a response$`);

describe('where each role starts', () => {
  it('disputes@ starts on the disputes that need a response, with their count beside Disputes, refreshed when one changes', async () => {
    markReleaseNotesSeen('disputes@sandbox.test');
    const app = await renderSignedIn('disputes@sandbox.test', '/');
    await waitFor(() => expect(currentPath(app.router)).toBe(DISPUTES_NEEDING_RESPONSE), LONG);
    expect(DISPUTES_NEEDING_RESPONSE).toBe('/disputes?status=new&status=action-required&status=merchant-action-required');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' }, LONG)).toBeInTheDocument();

    // The list read the disputes up to the sandbox clock: the count is what is open now.
    const open = openNorthwindDisputes();
    expect(open.length).toBeGreaterThan(1);
    await waitFor(() => expect(disputesLink()).toHaveAccessibleName(withCount(open.length)), LONG);

    // A dispute decided elsewhere is pushed as resource-updated: the count follows without a reload.
    const [first] = open;
    act(() => {
      db.disputes.patch(first.id, { status: 'lost' });
      pushResourceUpdated(first.projectId, { type: 'disputes', id: first.id });
    });
    await waitFor(() => expect(disputesLink()).toHaveAccessibleName(withCount(open.length - 1)), LONG);
  });

  it('admin@ keeps the dashboard as the start page', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LONG)).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/');
  });
});
