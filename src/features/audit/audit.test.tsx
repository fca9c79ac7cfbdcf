/**
 * The audit trail through the UI with the sandbox (docs/api/audit.md): its seeded entries on Northwind
 * Group, and the entries the sandbox writes for every action it applies, whoever applies it.
 */
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { openLive, signIn } from '@mocks/test/harness';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRows } from '../../../tests/grid-rows';
import { captureSaves } from '../../../tests/capture-saves';
import { parseCsv, runsAsFormula } from '../../../tests/csv-readers';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const SHOP = 'res_prj_northwind_shop';

async function openAudit(route = '/audit', email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' }, LONG)).toBeInTheDocument();
  return app;
}

const auditGrid = () => screen.findByRole('grid', { name: 'Audit trail of Northwind Group' }, LONG);
const rows = async () => gridRows(await auditGrid()).map(({ cells }) => cells);
const statusTexts = () => screen.queryAllByRole('status').map((element) => element.textContent ?? '');

/**
 * Finance signed in from their own session (another browser). Signed in before the page opens: a
 * sign-in is an entry too (the security log's), and these tests follow the refund's.
 */
const financeElsewhere = async () => openLive(await signIn('finance@sandbox.test'));

/** A payment of Northwind Shop nobody refunded yet, refunded by finance from that session. */
async function refundAsFinance(live: Awaited<ReturnType<typeof financeElsewhere>>, amount = 500) {
  const payment = db.transactions.find(
    (t) => t.projectId === SHOP && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0 && t.currency === 'EUR',
  )!;
  // The sandbox clock stands still in tests: a second later, the refund is the newest entry, after the sign-ins.
  sandboxControls.advance(1_000);
  const answer = await live.action('transactions/refund', { data: { type: 'refunds', attributes: { amount } } }, { id: payment.id });
  live.close();
  expect(answer.errors).toBeUndefined();
  return payment.id;
}

/** A payment link of Northwind Shop created by the admin's other session, its description typed as given. */
async function createLink(description: string) {
  const live = await openLive(await signIn('admin@sandbox.test'));
  const answer = await live.action('payment-links/create', {
    data: {
      type: 'payment-links',
      attributes: { amount: 1250, currency: 'EUR', description },
      relationships: { project: { data: { type: 'resources', id: SHOP } } },
    },
  });
  live.close();
  expect(answer.errors).toBeUndefined();
  return (answer.data as { id: string }).id;
}

describe('the audit trail', () => {
  it('shows an admin who did what, when, to which object and what changed; a row opens every change, the session and the workspace', async () => {
    const app = await openAudit();
    const shown = await rows();
    expect(shown.length).toBeGreaterThan(10);
    const refund = shown.find((cells) => cells.Action === 'Refunded a payment')!;
    expect(refund.Object).toMatch(/^Transactiontrx_/);
    expect(refund.Changes).toMatch(/status: .+ → (partially-refunded|refunded)/);
    // Newest first.
    const times = gridRows(await auditGrid()).map(({ row }) => row.querySelector('time')!.getAttribute('datetime')!);
    expect([...times].sort().reverse()).toEqual(times);

    // The object links to its page; the action opens the entry's details over the list.
    const grid = await auditGrid();
    const refundRow = within(grid)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Refunded a payment'))!;
    const objectId = refund.Object.replace(/^Transaction/, '');
    expect(within(refundRow).getByRole('link', { name: objectId })).toHaveAttribute('href', `/transactions/${objectId}`);
    await app.user.click(within(refundRow).getByRole('link', { name: 'Refunded a payment' }));
    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/audit\?entry=aud_/), LONG);
    const drawer = await screen.findByRole('dialog', { name: 'Refunded a payment' });
    const changes = within(drawer).getByRole('table', { name: 'Changes' });
    expect(within(changes).getByRole('rowheader', { name: 'status' })).toBeInTheDocument();
    expect(within(changes).getByRole('rowheader', { name: 'refundedAmount' })).toBeInTheDocument();
    const session = within(drawer).getByRole('region', { name: 'Session' });
    expect(session).toHaveTextContent(/Device\w+ on \w+/);
    expect(session).toHaveTextContent(/IP address\d+\.\d+\.\d+\.\d+/);
    expect(within(drawer).getByRole('region', { name: 'Entry' })).toHaveTextContent(/WorkspaceNorthwind Shop/);
    await app.user.click(within(drawer).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath(app.router)).toBe('/audit');
  });

  it('a refund made elsewhere appears at the top as it happens, with who made it and what changed', async () => {
    const finance = await financeElsewhere();
    await openAudit();
    const before = await rows();
    const paymentId = await refundAsFinance(finance);
    await waitFor(async () => expect((await rows())[0].Object).toBe(`Transaction${paymentId}`), LONG);
    const [top] = await rows();
    expect(top.Action).toBe('Refunded a payment');
    expect(top.Who).toBe('Fiona Financefinance@sandbox.test');
    expect(top.Changes).toMatch(/^status: successful → partially-refunded/);
    // What was newest is now second.
    expect((await rows())[1]).toEqual(before[0]);
  });

  it('where new entries would shift the rows being read (oldest first), it counts them and shows them on request', async () => {
    const finance = await financeElsewhere();
    const app = await openAudit('/audit?sort=at');
    const [oldest] = await rows();
    const paymentId = await refundAsFinance(finance);
    const notice = await screen.findByText('1 new entry', {}, LONG);
    // The rows being read stay as they were.
    expect((await rows())[0]).toEqual(oldest);
    await app.user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Show newest' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/audit'));
    await waitFor(async () => expect((await rows())[0].Object).toBe(`Transaction${paymentId}`), LONG);
    expect(screen.queryByText('1 new entry')).not.toBeInTheDocument();
  });

  it('filters in the URL narrow the rows: who, action, object type, search; chips name them', async () => {
    const app = await openAudit();
    await auditGrid();
    // Narrow screens (jsdom has no layout) keep the filters in a drawer.
    await app.user.click(screen.getByRole('button', { name: /^Filters/ }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await app.user.selectOptions(within(filters).getByRole('combobox', { name: 'Action' }), 'Captured a payment');
    await app.user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/audit?action=transactions%2Fcapture'));
    await waitFor(async () => expect(new Set((await rows()).map((cells) => cells.Action))).toEqual(new Set(['Captured a payment'])), LONG);

    await app.navigate('/audit?who=usr_finance&action=transactions%2Frefund');
    await waitFor(async () => {
      const found = await rows();
      expect(found.length).toBeGreaterThan(0);
      for (const cells of found) {
        expect(cells.Action).toBe('Refunded a payment');
        expect(cells.Who).toBe('Fiona Financefinance@sandbox.test');
      }
    }, LONG);
    expect(screen.getByRole('button', { name: 'Remove filter: Action: Refunded a payment' })).toBeInTheDocument();

    await app.navigate('/audit?object=team-members');
    await waitFor(async () => expect((await rows()).every((cells) => cells.Object.startsWith('Team member'))).toBe(true), LONG);
    const member = (await rows())[0].Object.replace(/^Team member/, '');

    await app.navigate(`/audit?q=${encodeURIComponent(member)}`);
    await waitFor(async () => {
      const found = await rows();
      expect(found.map((cells) => cells.Object)).toContain(`Team member${member}`);
      // Every row names it: its object, or who did it.
      for (const cells of found) expect(`${cells.Object} ${cells.Who}`).toContain(member);
    }, LONG);

    // Nothing matches: the list says so and offers to clear the filters.
    await app.navigate('/audit?q=no-such-object-anywhere');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' }, LONG)).toBeInTheDocument();
  });
});

describe('export', () => {
  it('writes the filtered rows, every page of them, one line per change, with a value typed as =1+1 inert', async () => {
    const linkId = await createLink('=1+1');
    const saves = captureSaves();
    try {
      const app = await openAudit('/audit?action=payment-links%2Fcreate');
      await waitFor(async () => expect((await rows()).map((cells) => cells.Object)).toContain(`Payment link${linkId}`), LONG);
      const listed = await rows();
      await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(
        () => expect(statusTexts()).toContainEqual(expect.stringMatching(/^Saved audit-Northwind Group-\d{4}-\d{2}-\d{2}\.csv with \d+ entries\.$/)),
        LONG,
      );
      expect(saves.saved).toHaveLength(1);
      const [file] = saves.saved;
      expect(file.fileName).toMatch(/^audit-Northwind Group-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...lines] = parseCsv((await file.blob.text()).replace(/^\uFEFF/, ''));
      expect(header).toEqual([
        'At (UTC)',
        'At (UTC)',
        'Actor name',
        'Actor e-mail',
        'Action',
        'Object type',
        'Object ID',
        'Workspace',
        'Field',
        'Before',
        'After',
        'Session ID',
        'IP address',
      ]);
      expect(new Set(lines.map((line) => line[4]))).toEqual(new Set(['payment-links/create']));
      expect(new Set(lines.map((line) => line[6]))).toEqual(new Set(listed.map((cells) => cells.Object.replace(/^Payment link/, ''))));
      const description = lines.find((line) => line[6] === linkId && line[8] === 'description')!;
      expect(description.slice(9, 11)).toEqual(['', "'=1+1"]);
      for (const line of lines) for (const cell of line) expect(runsAsFormula(cell), cell).toBe(false);
    } finally {
      saves.restore();
    }
  });

  it('reads page after page by cursor, up to every matching entry, newest first', async () => {
    const template = db.auditEntries.all().find((entry) => entry.resource?.id === SHOP)!;
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let i = 0; i < 620; i += 1) {
      db.auditEntries.insert({
        ...template,
        requestReference: null,
        id: `aud_bulk_${String(i).padStart(4, '0')}`,
        at: new Date(start + i * 60_000).toISOString(),
        object: { type: 'transactions', id: `trx_exportpaging_${i}` },
        changes: [{ field: 'status', before: 'successful', after: `step-${i}` }],
      });
    }
    const saves = captureSaves();
    try {
      const app = await openAudit('/audit?q=trx_exportpaging_');
      await waitFor(async () => expect(screen.getByText(/of 620$/)).toBeInTheDocument(), LONG);
      await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(statusTexts()).toContainEqual(expect.stringMatching(/ with 620 entries\.$/)), LONG);
      const [, ...lines] = parseCsv((await saves.saved[0].blob.text()).replace(/^\uFEFF/, ''));
      expect(lines).toHaveLength(620);
      expect(lines[0][10]).toBe('step-619');
      expect(lines.at(-1)?.[10]).toBe('step-0');
      expect(new Set(lines.map((line) => line[6])).size).toBe(620);
    } finally {
      saves.restore();
    }
  });

  it('can be cancelled while it reads: nothing is saved', async () => {
    const saves = captureSaves();
    try {
      const app = await openAudit();
      await auditGrid();
      sandboxControls.dropNextPush({ action: 'audit/list' });
      await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await app.user.click(await screen.findByRole('button', { name: 'Cancel export' }, LONG));
      await waitFor(() => expect(statusTexts()).toContain('The export was cancelled. Nothing was saved.'));
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
      expect(saves.saved).toEqual([]);
    } finally {
      saves.restore();
    }
  });
});
