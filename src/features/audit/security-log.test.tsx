/**
 * The security log through the UI with the sandbox (docs/api/audit.md *The security log*): the audit
 * trail's security events at `/audit/security`, filtered by member, IP address and event in the URL,
 * exported as CSV; not there for a member without `audit-log.read`.
 */
import { db } from '@mocks/db/store';
import { login } from '@mocks/test/harness';
import { recordSignInFailed } from '@mocks/actions/audit-sign-ins';
import { screen, waitFor, within } from '@testing-library/react';
import { isSecurityEvent } from '@/lib/contract/security-events';
import { captureSaves } from '../../../tests/capture-saves';
import { gridRows } from '../../../tests/grid-rows';
import { parseCsv, runsAsFormula } from '../../../tests/csv-readers';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
/** The seed's unknown computer that guessed at Fiona's password three times. */
const STRANGER_IP = '203.0.113.200';

async function open(route: string, email = 'admin@sandbox.test', heading = 'Security log') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: heading }, LONG)).toBeInTheDocument();
  return app;
}

const securityGrid = () => screen.findByRole('grid', { name: 'Security log of Northwind Group' }, LONG);
const rows = async () => gridRows(await securityGrid()).map(({ cells }) => cells);
const statusTexts = () => screen.queryAllByRole('status').map((element) => element.textContent ?? '');

describe('the security log', () => {
  it('an admin reaches it from the audit trail: sign-ins and failed ones with who, address and device, and no other change', async () => {
    // Someone types a wrong password for Fiona just now.
    expect((await login('finance@sandbox.test', 'Not-her-password-1')).status).toBe(401);
    const app = await open('/audit', 'admin@sandbox.test', 'Audit trail');
    const views = screen.getByRole('navigation', { name: 'Audit trail views' });
    expect(within(views).getByRole('link', { name: 'All changes' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(within(views).getByRole('link', { name: 'Security log' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/audit/security'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security log' }, LONG)).toBeInTheDocument();

    await waitFor(async () => expect((await rows()).length).toBeGreaterThan(5), LONG);
    const shown = await rows();
    const failed = shown.find((cells) => cells.Event === 'Failed to sign in' && cells['IP address'] === '127.0.0.1')!;
    expect(failed).toMatchObject({ Who: 'Fiona Financefinance@sandbox.test', Details: 'Wrong password' });
    const own = shown.find((cells) => cells.Event === 'Signed in' && cells.Who.startsWith('Ada Admin'))!;
    expect(own['IP address']).toBe('127.0.0.1');
    expect(own.Details).toMatch(/^New session tok_/);
    expect(shown.map((cells) => cells.Event)).toContain("Changed a member's role");
    expect(shown.map((cells) => cells.Event)).not.toContain('Refunded a payment');
    expect(shown.map((cells) => cells.Event)).not.toContain('Created a payment link');
  });

  it('a row opens its details over the list, as in the audit trail: the reason, the address', async () => {
    expect((await login('finance@sandbox.test', 'Not-her-password-1')).status).toBe(401);
    const app = await open('/audit/security?ip=127.0.0.1&event=auth%2FsignInFailed');
    await waitFor(async () => expect((await rows()).map((cells) => cells.Details)).toEqual(['Wrong password']), LONG);
    const grid = await securityGrid();
    const failedRow = within(grid)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Wrong password') && row.textContent.includes('127.0.0.1'))!;
    await app.user.click(within(failedRow).getByRole('link', { name: 'Failed to sign in' }));
    const drawer = await screen.findByRole('dialog', { name: 'Failed to sign in' });
    expect(within(drawer).getByRole('region', { name: 'Session' })).toHaveTextContent(/IP address127\.0\.0\.1/);
    expect(within(drawer).getByRole('table', { name: 'Changes' })).toHaveTextContent(/reason.*invalid-credentials/);
  });

  it('names a refused passkey as it names a wrong password', async () => {
    recordSignInFailed(db.users.get('usr_finance')!, 'invalid-passkey', { ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0' });
    await open('/audit/security?ip=198.51.100.7&event=auth%2FsignInFailed');
    await waitFor(async () => expect((await rows()).map((cells) => cells.Details)).toEqual(['Passkey not accepted']), LONG);
  });

  it('filters by IP address, member and event in the URL', async () => {
    const app = await open('/audit/security');
    await securityGrid();
    await app.user.click(screen.getByRole('button', { name: /^Filters/ }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await app.user.type(within(filters).getByRole('textbox', { name: 'IP address' }), STRANGER_IP);
    await app.user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentPath(app.router)).toBe(`/audit/security?ip=${STRANGER_IP}`));
    await waitFor(async () => expect(await rows()).toHaveLength(3), LONG);
    for (const cells of await rows()) {
      expect(cells).toMatchObject({
        Event: 'Failed to sign in',
        Who: 'Fiona Financefinance@sandbox.test',
        'IP address': STRANGER_IP,
        Details: 'Wrong password',
      });
    }

    await app.navigate('/audit/security?who=usr_finance&event=auth%2FsignIn');
    await waitFor(async () => {
      const found = await rows();
      expect(found.length).toBeGreaterThan(0);
      for (const cells of found) expect(cells).toMatchObject({ Event: 'Signed in', Who: 'Fiona Financefinance@sandbox.test' });
    }, LONG);
    expect(screen.getByRole('button', { name: 'Remove filter: Event: Signed in' })).toBeInTheDocument();
  });

  it('an address links to every event from it', async () => {
    const app = await open('/audit/security?event=auth%2FsignInFailed');
    await waitFor(async () => expect((await rows()).map((cells) => cells['IP address'])).toContain(STRANGER_IP), LONG);
    const grid = await securityGrid();
    await app.user.click(within(grid).getAllByRole('link', { name: STRANGER_IP })[0]);
    await waitFor(() => expect(currentPath(app.router)).toBe(`/audit/security?ip=${encodeURIComponent(STRANGER_IP)}`));
    await waitFor(async () => {
      const found = await rows();
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((cells) => cells['IP address'] === STRANGER_IP)).toBe(true);
    }, LONG);
    expect(screen.getByRole('button', { name: `Remove filter: IP address: ${STRANGER_IP}` })).toBeInTheDocument();
  });

  it('exports the filtered events as CSV, one line each, a hostile member name inert', async () => {
    // A member whose name is a formula with a bidi mark, signing in (the entry keeps the name as it was then).
    db.users.patch('usr_finance', { name: '\u200F=1+1 @SUM(A1)' });
    expect((await login('finance@sandbox.test')).status).toBe(200);
    const saves = captureSaves();
    try {
      const app = await open('/audit/security?who=usr_finance');
      await waitFor(async () => expect((await rows()).some((cells) => cells.Event === 'Signed in' && cells.Who.startsWith('\u200F=1+1'))).toBe(true), LONG);
      const listed = await rows();
      await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(
        () => expect(statusTexts()).toContainEqual(expect.stringMatching(/^Saved security-log-Northwind Group-\d{4}-\d{2}-\d{2}\.csv with \d+ entries\.$/)),
        LONG,
      );
      expect(saves.saved).toHaveLength(1);
      const [file] = saves.saved;
      expect(file.fileName).toMatch(/^security-log-Northwind Group-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...lines] = parseCsv((await file.blob.text()).replace(/^\uFEFF/, ''));
      expect(header).toEqual([
        'At (UTC)',
        'At (UTC)',
        'Event',
        'Member name',
        'Member e-mail',
        'IP address',
        'User agent',
        'Session ID',
        'Object type',
        'Object ID',
        'Workspace',
        'Details',
      ]);
      expect(lines).toHaveLength(listed.length);
      expect(lines.every((line) => isSecurityEvent(line[2]) && line[4] === 'finance@sandbox.test')).toBe(true);
      expect(lines.filter((line) => line[5] === STRANGER_IP).map((line) => line[11])).toEqual([
        'reason: invalid-credentials',
        'reason: invalid-credentials',
        'reason: invalid-credentials',
      ]);
      const hostile = lines.find((line) => line[3].includes('=1+1'))!;
      expect(hostile.slice(2, 4)).toEqual(['auth/signIn', "'\u200F=1+1 @SUM(A1)"]);
      for (const line of lines) for (const cell of line) expect(runsAsFormula(cell), cell).toBe(false);
    } finally {
      saves.restore();
    }
  });

  it('is not there for a member without audit rights: no link, and the address is not found', async () => {
    const app = await open('/audit/security', 'support@sandbox.test', 'Page not found');
    expect(screen.queryByRole('link', { name: 'Security log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await app.navigate('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LONG)).toBeInTheDocument();
  });
});
