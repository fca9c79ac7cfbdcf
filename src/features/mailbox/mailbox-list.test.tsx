/**
 * The mailbox's topics list through the UI with the sandbox (docs/api/mailbox.md): Northwind Group's and
 * its projects' seeded topics, the admin (all rights, supervisor of Northwind Group) and developer@
 * (reads topics only) are the sandbox's.
 */
import { db } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRows } from '../../../tests/grid-rows';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox();

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';

async function openMailbox(email = 'admin@sandbox.test', route = '/mailbox') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' }, LONG)).toBeInTheDocument();
  return app;
}

const topicsGrid = (name = 'Topics of Northwind Group') => screen.findByRole('grid', { name }, LONG);
const subjects = async (name?: string) => within(await topicsGrid(name)).getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
const orgTopics = () => db.topics.filter((topic) => topic.resourceId === ORG);
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
    await app.router.navigate(`/mailbox?category=${category}`);
    const inCategory = newestFirst(orgTopics().filter((topic) => topic.category === category)).slice(0, 25);
    await waitFor(async () => expect(await subjects()).toEqual(inCategory.map((topic) => topic.subject)), LONG);
    expect(currentPath(app.router)).toBe(`/mailbox?category=${category}`);
  });

  it('offers New topic with topics.all only, and no organization scope without topics.supervisor', async () => {
    await openMailbox('developer@sandbox.test');
    await topicsGrid();
    expect(screen.queryByRole('link', { name: 'New topic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Topics shown' })).not.toBeInTheDocument();
  });
});
