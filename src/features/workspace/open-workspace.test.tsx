/**
 * Opening the workspace after a reload: the last workspace's rights are asked for beside the list of
 * resources, so the first page waits for one round trip, not two; they count only if that workspace
 * is still one of the user's.
 */
import { screen, waitFor } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { stopActionLogs, watchActions } from '../../../tests/action-log';
import { markReleaseNotesSeen, renderRestored, withSandbox } from '../../../tests/render-app';

withSandbox();
afterEach(stopActionLogs);

const LONG = { timeout: 15_000 };
const rightsAskedFor = (log: ReturnType<typeof watchActions>) => log.of('identities/getMyPermissions').map((call) => call.payload?.resourceId);

describe('opening the workspace', () => {
  it("asks for the last workspace's rights without waiting for the resources list", async () => {
    const admin = markReleaseNotesSeen('admin@sandbox.test');
    localStorage.setItem(`selected-resource:${admin.id}`, 'res_prj_northwind_shop');
    const log = watchActions();
    // The resources list fails: rights asked for only after it answers would never be asked for.
    sandboxControls.failNextAction('internal', { action: 'identities/listMyResources' });
    const app = await renderRestored('admin@sandbox.test', '/transactions');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, LONG);
    await waitFor(() => expect(rightsAskedFor(log)).toEqual(['res_prj_northwind_shop']));

    await app.user.click(tryAgain);
    await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);
    expect(screen.getByRole('button', { name: /switch workspace/i })).toHaveTextContent('Northwind Shop');
  });

  it('does not use the rights of a last workspace the user no longer has', async () => {
    const admin = markReleaseNotesSeen('admin@sandbox.test');
    localStorage.setItem(`selected-resource:${admin.id}`, 'res_prj_northwind_shop');
    db.resources.remove('res_prj_northwind_shop');
    const log = watchActions();
    const app = await renderRestored('admin@sandbox.test', '/transactions');
    await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);
    expect(screen.getByRole('button', { name: /switch workspace/i })).toHaveTextContent('Northwind Group');
    expect(app.store.getState().permissions.resourceId).toBe('res_org_northwind');
    expect(rightsAskedFor(log)).toEqual(['res_prj_northwind_shop', 'res_org_northwind']);
  });
});
