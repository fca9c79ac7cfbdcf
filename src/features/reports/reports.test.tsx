import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sandboxControls } from '@mocks/controls';
import { GENERATE_MS, READY_MS, reportFileOf } from '@mocks/actions/reports';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';
import { captureSaves } from '../../../tests/capture-saves';
import { parseCsv } from '../../../tests/csv-readers';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };

async function openAs(email: string, route: string) {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const reportsTable = () => screen.findByRole('grid', { name: 'Reports of Northwind Group' }, LONG);
/** The data rows of the table, top to bottom. */
const dataRows = async () =>
  within(await reportsTable())
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader'));
/** dd.MM.yyyy, the default date format. */
const day = (iso: string) => iso.split('-').reverse().join('.');

describe('reports list', () => {
  it("lists the workspace's reports newest first, filters from the URL, and opens a report from its row", async () => {
    const app = await openAs('admin@sandbox.test', '/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await dataRows()).toHaveLength(12), LONG);
    const first = (await dataRows())[0];
    const seed = db.reports.get('rep_seed_08')!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Processing transactions');
    expect(within(first).getByText(`${day(seed.period.from)}`)).toBeInTheDocument();
    expect(within(first).getByText('Ready')).toBeInTheDocument();
    expect(within(first).getByText('CSV')).toBeInTheDocument();

    await app.navigate('/reports?status=expired');
    await waitFor(async () => expect(await dataRows()).toHaveLength(5), LONG);
    for (const row of await dataRows()) {
      expect(within(row).getByText('Archived')).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: /^Request again: / })).toBeInTheDocument();
    }

    await app.navigate('/reports');
    await waitFor(async () => expect(await dataRows()).toHaveLength(12), LONG);
    await app.user.click(within((await dataRows())[0]).getByRole('rowheader'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing transactions report' }, LONG)).toBeInTheDocument();
  }, 40_000);

  it('requests a report: it is queued at once, then generating and ready as the sandbox clock runs', async () => {
    const app = await openAs('admin@sandbox.test', '/reports');
    await reportsTable();
    await app.user.click(await screen.findByRole('button', { name: 'Request report' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Request report' });
    expect(within(dialog).getByRole('option', { name: 'Organization' })).toBeInTheDocument();

    // The period is checked as typed, in the user's date format (the calendar loads with the first date field).
    fireEvent.change(await within(dialog).findByLabelText(/^From/, {}, LONG), { target: { value: '10.03.2026' } });
    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: '01.03.2026' } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Request report' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Report type/)).toHaveAccessibleDescription('Choose a report type'));
    expect(within(dialog).getByLabelText(/^To/)).toHaveAccessibleDescription('The period must not end before it starts');

    await app.user.selectOptions(within(dialog).getByLabelText(/^Report type/), 'Settled transactions');
    await app.user.selectOptions(within(dialog).getByLabelText(/^Level/), 'Channel');
    await app.user.click(within(dialog).getByRole('button', { name: 'Last 7 days' }));
    await app.user.click(within(dialog).getByRole('radio', { name: 'XLSX (Excel)' }));
    const before = db.reports.all().length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Request report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request report' })).not.toBeInTheDocument(), LONG);

    expect(db.reports.all()).toHaveLength(before + 1);
    const created = db.reports.all().find((r) => r.status === 'queued')!;
    const to = new Date().toISOString().slice(0, 10);
    expect(created).toMatchObject({ resourceId: 'res_org_northwind', kind: 'settled-transactions', level: 'channel', format: 'xlsx', period: { to } });
    const newest = async () => (await dataRows())[0];
    await waitFor(async () => expect(within(await newest()).getByText('Queued')).toBeInTheDocument(), LONG);
    expect(within(await newest()).getByText('XLSX (Excel)')).toBeInTheDocument();

    act(() => void sandboxControls.advance(GENERATE_MS));
    await waitFor(async () => expect(within(await newest()).getByText('Generating')).toBeInTheDocument(), LONG);
    act(() => void sandboxControls.advance(READY_MS - GENERATE_MS));
    await waitFor(async () => expect(within(await newest()).getByText('Ready')).toBeInTheDocument(), LONG);
    expect(db.reports.get(created.id)?.status).toBe('ready');
  }, 40_000);

  it("shows the server's refusal next to its field", async () => {
    const app = await openAs('admin@sandbox.test', '/reports');
    await reportsTable();
    await app.user.click(await screen.findByRole('button', { name: 'Request report' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Request report' });
    await app.user.selectOptions(within(dialog).getByLabelText(/^Report type/), 'Processing transactions');
    // The workspace stopped being an organization after the form was opened.
    db.resources.patch('res_org_northwind', { resourceType: 'project' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Request report' }));
    const level = within(dialog).getByLabelText(/^Level/);
    await waitFor(() => expect(level).toHaveAccessibleDescription(/The organization level is only available in an organization workspace/), LONG);
    expect(level).toHaveAttribute('aria-invalid', 'true');
    expect(db.reports.all().filter((r) => r.status === 'queued')).toHaveLength(0);
  }, 40_000);
});

describe('report details', () => {
  it('downloads a ready report with progress, cancel and retry, saved under the name from the answer', async () => {
    const saves = captureSaves();
    const seed = db.reports.get('rep_seed_01')!;
    const app = await openAs('admin@sandbox.test', '/reports/rep_seed_01/acquiring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing transactions report' }, LONG)).toBeInTheDocument();
    const parameters = screen.getByRole('table', { name: 'Parameters' });
    expect(within(parameters).getByRole('row', { name: /Level Organization/ })).toBeInTheDocument();
    expect(within(parameters).getByRole('row', { name: /Service acquiring/ })).toBeInTheDocument();
    expect(within(parameters).getByText(day(seed.period.to))).toBeInTheDocument();

    // A failed download says so and can be tried again.
    sandboxControls.failNext(500, { path: 'reports/rep_seed_01/file' });
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The download failed', {}, LONG)).toBeInTheDocument();

    // The next try is held after its first half: the progress shows, and it can be cancelled.
    const body = reportFileOf(seed);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/reports/:id/file',
        () => {
          let sent = 0;
          const half = Math.ceil(body.byteLength / 2);
          const stream = new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (sent > 0) await gate;
              if (sent >= body.byteLength) return controller.close();
              controller.enqueue(new Uint8Array(body.slice(sent, sent + half)));
              sent += half;
            },
          });
          return new HttpResponse(stream, {
            headers: { 'Content-Length': String(body.byteLength), 'Content-Disposition': `attachment; filename="${seed.fileName}"` },
          });
        },
        { once: true },
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Downloading… 50%', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Downloading… 50%' })).toHaveAttribute('aria-valuenow', '50');
    await app.user.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(await screen.findByText('Download cancelled.')).toBeInTheDocument();
    release();
    expect(saves.saved).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Download again' }));
    const savedAs = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && element.textContent === `Saved as ${seed.fileName}`,
      {},
      LONG,
    );
    expect(within(savedAs).getByText(seed.fileName).tagName).toBe('BDI');
    expect(saves.saved).toHaveLength(1);
    expect(saves.saved[0].fileName).toBe(seed.fileName);
    expect(saves.saved[0].blob.size).toBe(seed.size);
    const [header] = parseCsv((await saves.saved[0].blob.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Date', 'Transaction ID', 'Organization', 'Type', 'Status', 'Amount', 'Fee', 'Currency']);
    saves.restore();
  }, 40_000);

  it('requests an expired report again: a new queued report with the same parameters', async () => {
    const app = await openAs('admin@sandbox.test', '/reports/rep_seed_03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing transactions report' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/This report has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Request again' }));

    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/reports/rep_seed_03'), LONG);
    const again = db.reports.all().find((r) => r.requestedAgainFrom === 'rep_seed_03')!;
    expect(app.router.state.location.pathname).toBe(`/reports/${again.id}`);
    expect(again).toMatchObject({
      status: 'queued',
      kind: 'processing-transactions',
      level: 'project',
      format: 'xlsx',
      period: db.reports.get('rep_seed_03')!.period,
    });
    expect(await screen.findByText(/The report is queued/, {}, LONG)).toBeInTheDocument();
    act(() => void sandboxControls.advance(READY_MS));
    expect(await screen.findByRole('button', { name: 'Download' }, LONG)).toBeInTheDocument();
  }, 40_000);

  it.each(['rep_unknown', 'rep_seed_13'])(
    '%s (unknown, or of another workspace) reads as not available',
    async (id) => {
      await openAs('admin@sandbox.test', `/reports/${id}`);
      const alert = (await screen.findByText('Report not available', {}, LONG)).closest('[role="alert"]');
      expect(alert).toHaveTextContent('Report not available');
      expect(alert).toHaveTextContent(`Report ${id} doesn't exist in this workspace or you don't have permission to read it.`);
      expect(screen.getByRole('heading', { level: 1, name: 'Report details' })).toBeInTheDocument();
    },
    40_000,
  );
});

describe('reports permissions', () => {
  it('finance@ reads reports but cannot request them: no request button, no "Request again"', async () => {
    await openAs('finance@sandbox.test', '/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect((await dataRows()).length).toBeGreaterThan(0), LONG);
    expect(screen.queryByRole('button', { name: 'Request report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Request again/ })).not.toBeInTheDocument();
  }, 40_000);

  it('support@ has no reports permission: no page, no menu entry', async () => {
    await openAs('support@sandbox.test', '/reports');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request report' })).not.toBeInTheDocument();
  }, 40_000);
});
it('a request that met a 5xx is checked again with its own reference, never sent as a second report', async () => {
  const app = await openAs('admin@sandbox.test', '/reports');
  await reportsTable();
  await app.user.click(await screen.findByRole('button', { name: 'Request report' }, LONG));
  const dialog = await screen.findByRole('dialog', { name: 'Request report' });
  await app.user.selectOptions(within(dialog).getByLabelText(/^Report type/), 'Settled transactions');
  await app.user.click(within(dialog).getByRole('button', { name: 'Last 7 days' }));
  const before = db.reports.all().length;
  sandboxControls.failNext(500, { action: 'reports/request' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Request report' }));
  const notice = await within(dialog).findByRole('alert', {}, LONG);
  expect(notice).toHaveTextContent('We could not confirm this yet');
  expect(within(dialog).queryByRole('button', { name: 'Request report' })).not.toBeInTheDocument();
  await app.user.click(within(notice).getByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request report' })).not.toBeInTheDocument(), LONG);
  expect(db.reports.all()).toHaveLength(before + 1);
});
