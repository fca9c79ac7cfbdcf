/**
 * Channels through the UI against the sandbox (docs/api/channels.md): the list, creating, editing,
 * terminals, refusals that keep what was typed, what a reader and a role without the right see, the
 * switcher's tree, and the transactions of a channel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const STORE = 'res_chn_nw_store';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function open(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const channelsTable = () => screen.findByRole('grid', { name: 'Channels of Northwind Group' }, LONG);
const rowOf = async (name: string) => (await within(await channelsTable()).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;
const names = async () =>
  within(await channelsTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function openCreate(app: App) {
  await channelsTable();
  await app.user.click(await screen.findByRole('button', { name: 'Add channel' }, LONG));
  return screen.findByRole('dialog', { name: 'Add channel' });
}

describe('channels list', () => {
  it("lists the organization's channels with kind, currency, terminals and project; the kind filter lives in the URL", async () => {
    const app = await open('/channels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Channels' }, LONG)).toBeInTheDocument();
    const store = await rowOf('Flagship Store');
    expect(within(store).getByText('Point of sale')).toBeInTheDocument();
    expect(within(store).getByText('EUR')).toBeInTheDocument();
    expect(within(store).getByText('3')).toBeInTheDocument();
    expect(within(store).getByText('Northwind Shop')).toBeInTheDocument();
    expect(within(await rowOf('Summer Pop-up Kiosk')).getByText('Disabled')).toBeInTheDocument();
    // Solo Store's channels belong to another workspace.
    expect(await names()).not.toContain('Market Stall');

    await app.navigate('/channels?kind=point-of-sale');
    await waitFor(async () => expect(await names()).toEqual(['Flagship Store', 'Summer Pop-up Kiosk']), LONG);
  });
});

describe('create and edit', () => {
  it('refuses a name taken in the project next to the field, keeping what was typed; then creates the channel and opens it', async () => {
    const app = await open('/channels');
    const dialog = await openCreate(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await within(dialog).findByText('Choose a project.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a kind.')).toBeInTheDocument();

    await app.user.selectOptions(within(dialog).getByLabelText(/^Project/), 'res_prj_northwind_shop');
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'northwind app');
    await app.user.click(within(dialog).getByRole('radio', { name: /^Mobile app/ }));
    await app.user.selectOptions(within(dialog).getByLabelText(/^Default currency/), 'USD');
    await app.user.type(within(dialog).getByLabelText(/^Statement descriptor/), 'NW <APP>');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await within(dialog).findByText('Use 5–22 characters: Latin letters, digits, spaces and . , - &, with at least one letter.')).toBeInTheDocument();

    await app.user.clear(within(dialog).getByLabelText(/^Statement descriptor/));
    await app.user.type(within(dialog).getByLabelText(/^Statement descriptor/), 'NW KIDS APP');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    // The sandbox's refusal: another channel of the project has the name (case does not matter).
    expect(await within(dialog).findByText('Another channel of this project has this name.', undefined, LONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('northwind app');
    expect(within(dialog).getByLabelText(/^Statement descriptor/)).toHaveValue('NW KIDS APP');
    expect(within(dialog).getByLabelText(/^Default currency/)).toHaveValue('USD');

    await app.user.clear(within(dialog).getByLabelText(/^Name/));
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Kids App');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kids App' }, LONG)).toBeInTheDocument();
    const created = db.resources.find((r) => r.name === 'Kids App')!;
    expect(created).toMatchObject({ resourceType: 'channel', parentId: 'res_prj_northwind_shop', channel: { kind: 'mobile-app', defaultCurrency: 'USD' } });
    expect(currentPath(app.router)).toBe(`/channels/${created.id}`);
    // A mobile app has no terminals.
    expect(screen.queryByRole('heading', { name: /^Terminals/ })).not.toBeInTheDocument();
  });

  it("edits a channel's name, status and descriptor on its page", async () => {
    const app = await open(`/channels/${STORE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flagship Store' }, LONG)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Edit channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit channel' });
    await app.user.clear(within(dialog).getByLabelText(/^Name/));
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Flagship Store Berlin');
    await app.user.click(within(dialog).getByRole('radio', { name: /^Disabled/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flagship Store Berlin' }, LONG)).toBeInTheDocument();
    expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0);
    expect(db.resources.get(STORE)).toMatchObject({ name: 'Flagship Store Berlin', channel: { status: 'disabled' } });
  });
});

describe('terminals', () => {
  it('adds a terminal (a serial number taken in the project is refused, the typing kept), renames and removes it', async () => {
    const app = await open(`/channels/${STORE}`);
    const section = await screen.findByRole('region', { name: 'Terminals (3)' }, LONG);
    expect(within(section).getByRole('rowheader', { name: 'Customer service desk' })).toBeInTheDocument();

    await app.user.click(within(section).getByRole('button', { name: 'Add terminal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add terminal' });
    await app.user.type(within(dialog).getByLabelText(/^Label/), 'Till 4');
    await app.user.type(within(dialog).getByLabelText(/^Serial number/), 'nw-pax-00101');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add terminal' }));
    expect(await within(dialog).findByText('A terminal of this project has this serial number.', undefined, LONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Label/)).toHaveValue('Till 4');
    await app.user.clear(within(dialog).getByLabelText(/^Serial number/));
    await app.user.type(within(dialog).getByLabelText(/^Serial number/), 'NW-PAX-00150');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add terminal' }));
    expect(await screen.findByRole('region', { name: 'Terminals (4)' }, LONG)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Rename Till 4' }));
    dialog = await screen.findByRole('dialog', { name: /^Rename/ });
    await app.user.clear(within(dialog).getByLabelText(/^Label/));
    await app.user.type(within(dialog).getByLabelText(/^Label/), 'Express till');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Express till' }, LONG)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Remove Express till' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove terminal' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('region', { name: 'Terminals (3)' }, LONG)).toBeInTheDocument();
    expect(db.resources.get(STORE)?.channel?.terminals.map((t) => t.label)).toEqual(['Till 1', 'Till 2', 'Customer service desk']);
  });
});

describe('permissions', () => {
  it('a reader (support) sees channels and terminals but no controls to change them', async () => {
    const app = await open('/channels', 'support@sandbox.test');
    await rowOf('Flagship Store');
    expect(screen.queryByRole('button', { name: 'Add channel' })).not.toBeInTheDocument();
    await app.navigate(`/channels/${STORE}`);
    await screen.findByRole('heading', { level: 1, name: 'Flagship Store' }, LONG);
    expect(screen.getByRole('region', { name: 'Terminals (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit channel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add terminal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('a role without channels.read has no sidebar entry, and a channel page reads like an unknown one', async () => {
    await open(`/channels/${STORE}`, 'custom@sandbox.test');
    expect(await screen.findByRole('heading', { level: 1 }, LONG)).toBeInTheDocument();
    expect(screen.queryByText('Flagship Store')).not.toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: /main/i }, LONG);
    expect(within(nav).queryByRole('link', { name: 'Channels' })).not.toBeInTheDocument();
  });

  it('a channel of Solo Store reads like an unknown one in Northwind Group', async () => {
    await open('/channels/res_chn_solo_stall');
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Channel not found');
    expect(screen.queryByText('Market Stall')).not.toBeInTheDocument();
  });
});

describe('the switcher and the transactions of a channel', () => {
  it("shows a project's channels in the switcher; choosing one opens its page in the project's workspace", async () => {
    const app = await open('/channels');
    await channelsTable();
    await app.user.click(await screen.findByRole('button', { name: /switch workspace/i }, LONG));
    const list = await screen.findByRole('listbox', { name: 'Workspaces' }, LONG);
    await app.user.click(await within(list).findByRole('option', { name: /^Market Stall/ }, LONG));
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Stall' }, LONG)).toBeInTheDocument();
    expect(app.store.getState().resources.selectedId).toBe('res_prj_solo');
  });

  it("opens the transactions list filtered by the channel, and a payment's page names its channel", async () => {
    const app = await open(`/channels/${STORE}`);
    await screen.findByRole('heading', { level: 1, name: 'Flagship Store' }, LONG);
    await app.user.click(screen.getByRole('link', { name: 'View transactions' }));
    await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);
    expect(currentPath(app.router)).toBe(`/transactions?channel=${STORE}`);
    expect(await screen.findByRole('button', { name: 'Remove filter: Channel: Flagship Store' }, LONG)).toBeInTheDocument();
    const expected = db.transactions.filter((t) => t.channelId === STORE);
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${expected.length.toLocaleString('en')}$`))).toBeInTheDocument(), LONG);

    const payment = expected.find((t) => !t.parentId)!;
    await app.navigate(`/transactions/${payment.id}`);
    const channelLink = await screen.findByRole('link', { name: 'Flagship Store' }, LONG);
    expect(channelLink).toHaveAttribute('href', `/channels/${STORE}`);
  });
});

describe('analytics and reports by channel', () => {
  it("breaks analytics down by channel, each channel's row opening its payments", async () => {
    const app = await open('/analytics');
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Break down by' }, LONG), 'Channel');
    await waitFor(() => expect(currentPath(app.router)).toBe('/analytics?by=channelId'));
    const table = await screen.findByRole('table', { name: /^Approval and declines/ }, LONG);
    const store = await within(table).findByRole('link', { name: 'Flagship Store' }, LONG);
    expect(store).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/transactions\\?created\\.from=.+&channel=${STORE}$`)));
    expect(within(table).getByRole('columnheader', { name: 'Channel' })).toBeInTheDocument();
  });

  it('requests a channel-level report narrowed to one channel', async () => {
    const app = await open('/reports');
    await app.user.click(await screen.findByRole('button', { name: 'Request report' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Request report' });
    await app.user.selectOptions(within(dialog).getByLabelText(/^Report type/), 'Processing transactions');
    expect(within(dialog).queryByLabelText(/^Channel/)).not.toBeInTheDocument();
    await app.user.selectOptions(within(dialog).getByLabelText(/^Level/), 'Terminal');
    await app.user.selectOptions(within(dialog).getByLabelText(/^Channel/), 'Flagship Store');
    await app.user.click(within(dialog).getByRole('button', { name: 'Last 7 days' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Request report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request report' })).not.toBeInTheDocument(), LONG);
    expect(db.reports.all().find((r) => r.status === 'queued')).toMatchObject({ level: 'terminal', channelId: STORE });
  });
});
