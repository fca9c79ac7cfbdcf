/**
 * The mailbox's topics list through the UI with the sandbox (docs/api/mailbox.md): Northwind Group's and
 * its projects' seeded topics, the admin (all rights, supervisor of Northwind Group) and developer@
 * (reads topics only) are the sandbox's.
 */
import { db } from '@mocks/db/store';
import { openLive, signIn } from '@mocks/test/harness';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRows } from '../../../tests/grid-rows';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';

async function openMailbox(email = 'admin@sandbox.test', route = '/mailbox') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' }, LONG)).toBeInTheDocument();
  return app;
}

const topicsGrid = (name = 'Topics of Northwind Group') => screen.findByRole('grid', { name }, LONG);
const subjects = async (name?: string) =>
  within(await topicsGrid(name))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
const orgTopics = () => db.topics.filter((topic) => topic.resourceId === ORG);
/** A topic's subject and thread, as the sandbox's `search` reads them. */
const topicText = (id: string) =>
  [db.topics.get(id)?.subject ?? '', ...db.topicMessages.filter((message) => message.topicId === id).map((message) => message.body)].join('\n').toLowerCase();
const newestFirst = <T extends { updatedAt: string; id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));

describe('topics list', () => {
  it('lists the workspace topics, latest change first, Pending shown as a bold New; each subject opens its thread', async () => {
    await openMailbox();
    const expected = newestFirst(orgTopics()).slice(0, 25);
    await waitFor(async () => expect(await subjects()).toEqual(expected.map((topic) => topic.subject)), LONG);

    const rows = gridRows(await topicsGrid());
    const pending = expected.findIndex((topic) => topic.status === 'Pending');
    const open = expected.findIndex((topic) => topic.status === 'Open');
    expect(rows[pending].cells.Status).toBe('New');
    expect(rows[open].cells.Status).toBe('Open');
    const boldness = (index: number) => getComputedStyle(within(rows[index].row).getByRole('rowheader').querySelector('p, span')!).fontWeight;
    expect(boldness(pending)).toBe('700');
    expect(boldness(open)).not.toBe('700');

    const first = expected[0];
    expect(within(rows[0].row).getByRole('link', { name: first.subject })).toHaveAttribute('href', `/mailbox/${first.id}`);
  });

  it('keeps its filters in the URL and asks the sandbox for them', async () => {
    const app = await openMailbox('admin@sandbox.test', '/mailbox?status=Pending');
    const pending = newestFirst(orgTopics().filter((topic) => topic.status === 'Pending'));
    expect(pending.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await subjects()).toEqual(pending.map((topic) => topic.subject)), LONG);
    expect(gridRows(await topicsGrid()).every((row) => row.cells.Status === 'New')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove filter: Status: New' })).toBeInTheDocument();

    const category = orgTopics()[0].category;
    await app.navigate(`/mailbox?category=${category}`);
    const inCategory = newestFirst(orgTopics().filter((topic) => topic.category === category)).slice(0, 25);
    await waitFor(async () => expect(await subjects()).toEqual(inCategory.map((topic) => topic.subject)), LONG);
    expect(currentPath(app.router)).toBe(`/mailbox?category=${category}`);
  });

  it('searches subjects and messages, the search kept in the URL', async () => {
    const app = await openMailbox();
    await topicsGrid();
    // A word of a message that is not in its subject: the search reads the threads too.
    const word = 'reference';
    const matching = newestFirst(orgTopics().filter((topic) => topicText(topic.id).includes(word)));
    expect(matching.some((topic) => !topic.subject.toLowerCase().includes(word))).toBe(true);
    await app.user.type(screen.getByRole('searchbox', { name: 'Search topics' }), `${word}{Enter}`);
    await waitFor(() => expect(currentPath(app.router)).toBe(`/mailbox?q=${word}`), LONG);
    await waitFor(async () => expect(await subjects()).toEqual(matching.map((topic) => topic.subject)), LONG);
  });

  it("shows a topic another session opens, without a reload (the sandbox's push)", async () => {
    await openMailbox();
    await topicsGrid();
    const live = await openLive(await signIn('owner@sandbox.test'));
    const answer = await live.action('topics/create', {
      resourceId: ORG,
      data: { type: 'topics', attributes: { subject: 'Pushed question no-reply', category: 'account', message: 'Opened elsewhere' } },
    });
    live.close();
    expect(answer.errors).toBeUndefined();
    await waitFor(async () => expect((await subjects())[0]).toBe('Pushed question no-reply'), LONG);
    expect(gridRows(await topicsGrid())[0].cells).toMatchObject({ Status: 'Open', Category: 'Account' });
  });

  it("gives a supervisor every project's topics of the organization, with the project named and filtered, in the URL", async () => {
    const app = await openMailbox('supervisor@sandbox.test');
    await topicsGrid();
    expect(screen.queryByRole('columnheader', { name: 'Project' })).not.toBeInTheDocument();
    const scope = screen.getByRole('radiogroup', { name: 'Topics shown' });
    await app.user.click(within(scope).getByRole('radio', { name: 'All projects' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/mailbox?scope=organization'), LONG);

    const grid = await topicsGrid('Topics of Northwind Group and its projects');
    await waitFor(() => {
      const projects = new Set(gridRows(grid).map((row) => row.cells.Project));
      expect(projects).toContain('Northwind Shop');
      expect(projects).toContain('Northwind Sandbox');
    }, LONG);

    await app.navigate('/mailbox?scope=organization&project=res_prj_northwind_shop');
    const shop = newestFirst(db.topics.filter((topic) => topic.resourceId === 'res_prj_northwind_shop')).slice(0, 25);
    await waitFor(async () => expect(await subjects('Topics of Northwind Group and its projects')).toEqual(shop.map((topic) => topic.subject)), LONG);
    expect(gridRows(await topicsGrid('Topics of Northwind Group and its projects')).every((row) => row.cells.Project === 'Northwind Shop')).toBe(true);
  });

  it('offers New topic with topics.all only, and no organization scope without topics.supervisor', async () => {
    await openMailbox('developer@sandbox.test', '/mailbox?scope=organization');
    await topicsGrid();
    expect(screen.queryByRole('link', { name: 'New topic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Topics shown' })).not.toBeInTheDocument();
    // The scope in the URL is not the developer's to use: the workspace's own topics are listed.
    await waitFor(
      async () =>
        expect(await subjects()).toEqual(
          newestFirst(orgTopics())
            .slice(0, 25)
            .map((topic) => topic.subject),
        ),
      LONG,
    );
  });
});
