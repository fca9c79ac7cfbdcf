/**
 * Spec §2: the Mailbox entry shows for topics.all, topics.read or topics.supervisor, and each of them
 * alone opens the part of the mailbox it allows (ADR 0005). support@ is given a custom group on
 * Northwind Group holding one of them and nothing else.
 */
import { db } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRows } from '../../../tests/grid-rows';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

/** support@ holds exactly these permissions on Northwind Group. */
async function signInHolding(...permissions: string[]) {
  db.groups.upsert({ id: 'grp_northwind_mailbox_only', name: 'Northwind Group · Mailbox only', role: 'custom', resourceId: ORG, permissions });
  db.identities.patch('idn_support', { groupIds: ['grp_northwind_mailbox_only'] });
  markReleaseNotesSeen('support@sandbox.test');
  return renderSignedIn('support@sandbox.test', '/settings');
}

const navigation = () => screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
const mailboxEntry = async () => within(await navigation()).findByRole('link', { name: /^Mailbox/ }, LONG);

/** Follows the sidebar's Mailbox entry to the topics list. */
async function openFromSidebar(app: App) {
  await app.user.click(await mailboxEntry());
  await waitFor(() => expect(currentPath(app.router)).toBe('/mailbox'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' }, LONG)).toBeInTheDocument();
  return screen.findByRole('grid', { name: 'Topics of Northwind Group' }, LONG);
}

const orgTopics = () => db.topics.filter((topic) => topic.resourceId === ORG);
const notFound = async (app: App, path: string) => {
  await app.navigate(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LONG)).toBeInTheDocument();
};

describe('the Mailbox entry and what each topics permission opens', () => {
  it('topics.read alone: the workspace topics to read; no new topic, and no conversation without messages.read', async () => {
    const app = await signInHolding('topics.read');
    const grid = await openFromSidebar(app);
    const first = orgTopics()[0];
    await waitFor(
      () =>
        expect(
          within(grid)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toContain(first.subject),
      LONG,
    );
    // Subjects are not links: the thread needs messages.read too, and the page says so.
    expect(within(grid).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/Reading their conversations takes the permission to read messages/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New topic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Topics shown' })).not.toBeInTheDocument();
    await notFound(app, `/mailbox/${first.id}`);
    await notFound(app, '/mailbox/new');
  });

  it('topics.read with messages.read: each subject opens its conversation', async () => {
    const app = await signInHolding('topics.read', 'messages.read.1315667214');
    const grid = await openFromSidebar(app);
    const link = await within(grid).findByRole('link', { name: orgTopics()[0].subject }, LONG);
    expect(screen.queryByText(/Reading their conversations takes the permission to read messages/)).not.toBeInTheDocument();
    await app.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: orgTopics()[0].subject }, LONG)).toBeInTheDocument();
  });

  it('topics.all alone: the topics and New topic; a topic sent comes back to the list, which shows it', async () => {
    const app = await signInHolding('topics.all');
    await openFromSidebar(app);
    await app.user.click(screen.getByRole('link', { name: 'New topic' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New topic' }, LONG)).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Settlement dates no-reply');
    await app.user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Account' }));
    await app.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'When do settlements arrive?');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(currentPath(app.router)).toBe('/mailbox'), LONG);
    expect(await screen.findByText('Topic sent to support', {}, LONG)).toBeInTheDocument();
    const sent = db.topics.find((topic) => topic.subject === 'Settlement dates no-reply');
    expect(sent).toMatchObject({ resourceId: ORG, status: 'Open' });
    const grid = await screen.findByRole('grid', { name: 'Topics of Northwind Group' }, LONG);
    await waitFor(() => expect(gridRows(grid)[0].cells.Subject).toContain('Settlement dates no-reply'), LONG);
    await notFound(app, `/mailbox/${sent!.id}`);
  });

  it("topics.supervisor alone: the topics, and every project's of the organization", async () => {
    const app = await signInHolding('topics.supervisor');
    await openFromSidebar(app);
    expect(screen.queryByRole('link', { name: 'New topic' })).not.toBeInTheDocument();
    const scope = await screen.findByRole('radiogroup', { name: 'Topics shown' }, LONG);
    await app.user.click(within(scope).getByRole('radio', { name: 'All projects' }));
    const grid = await screen.findByRole('grid', { name: 'Topics of Northwind Group and its projects' }, LONG);
    await waitFor(() => expect(new Set(gridRows(grid).map((row) => row.cells.Project))).toContain('Northwind Shop'), LONG);
    expect(within(grid).queryAllByRole('link')).toHaveLength(0);
  });

  it('none of them: no entry, and the mailbox is not found', async () => {
    const app = await signInHolding('messages.read.1315667214', 'transactions.read.2479032559');
    await within(await navigation()).findByRole('link', { name: 'Transactions' }, LONG);
    expect(within(await navigation()).queryByRole('link', { name: /^Mailbox/ })).not.toBeInTheDocument();
    await notFound(app, '/mailbox');
  });
});
