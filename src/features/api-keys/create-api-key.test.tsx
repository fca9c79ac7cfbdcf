/**
 * Creating an API key through the UI with the sandbox (docs/api/developers.md): `developer@sandbox.test`
 * (developer on Northwind Group: may give any permission), `twofa@sandbox.test` (admin, code 123456) and
 * Northwind Shop (`res_prj_northwind_shop`, live) are the sandbox's.
 */
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { jsonApiBody, request } from '@/lib/http';
import { currentPath, markReleaseNotesSeen, renderApp, renderSignedIn, signInThroughForm, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const SHOP = 'res_prj_northwind_shop';
const CREATE = `/api-keys/create?project=${SHOP}`;

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openCreate(email = 'developer@sandbox.test', route = CREATE) {
  markReleaseNotesSeen(email);
  let app: App;
  if (email === 'twofa@sandbox.test') {
    app = await renderApp({ route: `/login?redirect=${encodeURIComponent(route)}` });
    await signInThroughForm(app.user, email);
    await waitFor(() => expect(currentPath(app.router)).toBe('/login/2fa'), LONG);
    const code = await screen.findByRole('group', { name: 'Verification code' }, LONG);
    await app.user.type(within(code).getAllByRole('textbox')[0], '123456');
    await waitFor(() => expect(currentPath(app.router)).not.toMatch(/^\/login/), LONG);
    if (currentPath(app.router) !== route) await app.navigate(route);
  } else app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Create an API key' }, LONG)).toBeInTheDocument();
  await screen.findByRole('textbox', { name: /^Name/ }, LONG);
  return app;
}

const picker = () => screen.getByRole('group', { name: 'Permissions' });
const ipLine = (line: number) => screen.getByRole('textbox', { name: `IP address or range ${line}` });

async function choosePermission(app: App, search: string, label: string) {
  const box = within(picker()).getByRole('searchbox', { name: 'Search permissions' });
  await app.user.clear(box);
  await app.user.type(box, search);
  await app.user.click(within(picker()).getByRole('checkbox', { name: label }));
}

async function addIpLine(app: App, text: string) {
  await app.user.click(screen.getByRole('button', { name: 'Add range' }));
  const lines = screen.getAllByRole('textbox', { name: /^IP address or range \d+$/ });
  await app.user.type(lines[lines.length - 1], text);
}

/** The secret as the sandbox answered it to `POST secrets/reveal`, read off the wire. */
function captureRevealed() {
  const seen: { ticket?: string; secret?: string } = {};
  const onRequest = async ({ request: sent }: { request: Request }) => {
    if (!new URL(sent.url).pathname.endsWith('/secrets/reveal')) return;
    const body = (await sent
      .clone()
      .json()
      .catch(() => null)) as { data?: { attributes?: { ticket?: string } } } | null;
    seen.ticket = body?.data?.attributes?.ticket;
  };
  const onResponse = async ({ request: sent, response }: { request: Request; response: Response }) => {
    if (!new URL(sent.url).pathname.endsWith('/secrets/reveal')) return;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { data?: { attributes?: { secret?: string } } } | null;
    if (body?.data?.attributes?.secret) seen.secret = body.data.attributes.secret;
  };
  server.events.on('request:start', onRequest);
  server.events.on('response:mocked', onResponse);
  return { seen, stop: () => (server.events.removeListener('request:start', onRequest), server.events.removeListener('response:mocked', onResponse)) };
}

describe('create an API key', () => {
  it('makes a key with two permissions and an IP range, shows its secret once with copy, and then its page', async () => {
    const wire = captureRevealed();
    try {
      const app = await openCreate();
      await app.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Billing sync');
      // The developer may give what it does not hold itself (refunds).
      expect(screen.getByText(/Your developer role may give any permission/)).toBeInTheDocument();
      await choosePermission(app, 'transactions', 'View transactions');
      await choosePermission(app, 'refund', 'Refund payments');
      expect(within(picker()).getByText('2 selected')).toBeInTheDocument();
      await addIpLine(app, '203.0.113.7/24');
      // Checked as typed; the range is stored as its network.
      expect(ipLine(1)).toHaveAccessibleDescription('Saved as 203.0.113.0/24');
      await app.user.click(screen.getByRole('button', { name: 'Create key' }));

      const dialog = await screen.findByRole('dialog', { name: 'Your new API key' }, LONG);
      const field = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Secret key' }, LONG);
      expect(field.value).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
      expect(field).toHaveAttribute('readonly');
      // Left to right in every language (the input's own box carries the direction).
      expect(field.closest('[dir]')).toHaveAttribute('dir', 'ltr');
      expect(within(dialog).getByText('Copy it now: it is shown only once')).toBeInTheDocument();
      const secret = field.value;
      expect(wire.seen.secret).toBe(secret);

      await app.user.click(within(dialog).getByRole('button', { name: 'Copy' }));
      expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(secret);

      // Closing asks first; going back shows the same secret.
      await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(within(dialog).getByText('Have you copied the secret?')).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox', { name: 'Secret key' })).not.toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Show it again' }));
      expect(within(dialog).getByRole('textbox', { name: 'Secret key' })).toHaveValue(secret);
      await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await app.user.click(within(dialog).getByRole('button', { name: 'Yes, close' }));

      const created = db.apiKeys.all().find((key) => key.name === 'Billing sync');
      expect(created).toMatchObject({
        projectId: SHOP,
        permissions: ['transactions.read.2479032559', 'refund.write'],
        allowedIps: ['203.0.113.0/24'],
        expiresAt: null,
      });
      await waitFor(() => expect(currentPath(app.router)).toBe(`/api-keys/${created!.id}`), LONG);
      expect(await screen.findByRole('heading', { level: 1, name: 'Billing sync' }, LONG)).toBeInTheDocument();
      const facts = screen.getByRole('region', { name: 'Key' });
      expect(within(facts).getByText('View transactions')).toBeInTheDocument();
      expect(within(facts).getByText('Refund payments')).toBeInTheDocument();
      expect(within(facts).getByText('203.0.113.0/24')).toBeInTheDocument();
      expect(within(facts).getByText(`${secret.slice(0, 12)}…`)).toBeInTheDocument();

      // Gone from the page, and the ticket cannot be redeemed again.
      expect(document.body.textContent).not.toContain(secret);
      expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
      expect(wire.seen.ticket).toMatch(/^tkt_/);
      await expect(request('POST', 'secrets/reveal', jsonApiBody('secret-reveals', { ticket: wire.seen.ticket }))).rejects.toMatchObject({
        code: 410,
        errors: [expect.objectContaining({ code: 'ticket-used' })],
      });
    } finally {
      wire.stop();
    }
  });

  it("says 'Select at least one permission' before sending, and under the picker when the server says it", async () => {
    const app = await openCreate();
    await app.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nothing yet');
    const before = db.apiKeys.all().length;
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await within(picker()).findByText('Select at least one permission')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(db.apiKeys.all()).toHaveLength(before);

    await choosePermission(app, 'refund', 'Refund payments');
    // The server's own refusal, without a pointer (code `permissions-required`), lands on the picker too.
    let refused = false;
    server.use(
      http.post('*/api/actions', async ({ request: sent }) => {
        const body = (await sent.clone().json()) as { data: { action: string } };
        if (refused || body.data.action !== 'api-keys/create') return undefined;
        refused = true;
        return HttpResponse.json({ errors: [{ code: 'permissions-required', title: 'Select at least one permission' }] }, { status: 422 });
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await within(picker()).findByText('Select at least one permission', {}, LONG)).toBeInTheDocument();
    expect(refused).toBe(true);
    expect(db.apiKeys.all()).toHaveLength(before);
  });

  it('flags an invalid range and a duplicate on their own lines as they are typed, and sends nothing until they are fixed', async () => {
    const app = await openCreate();
    await app.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Office only');
    await choosePermission(app, 'refund', 'Refund payments');
    await addIpLine(app, '10.0.0.300');
    await addIpLine(app, '2001:DB8::1');
    await addIpLine(app, '2001:db8:0::1/128');
    expect(ipLine(1)).toHaveAccessibleDescription('Enter an IPv4 or IPv6 address, or a CIDR range such as 192.0.2.0/24');
    expect(ipLine(1)).toHaveAttribute('aria-invalid', 'true');
    expect(ipLine(2)).toHaveAccessibleDescription('Saved as 2001:db8::1/128');
    expect(ipLine(3)).toHaveAccessibleDescription('Same range as line 2');
    const before = db.apiKeys.all().length;
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).not.toBeInTheDocument();
    expect(db.apiKeys.all()).toHaveLength(before);

    await app.user.click(screen.getByRole('button', { name: 'Remove line 3' }));
    await app.user.clear(ipLine(1));
    await app.user.type(ipLine(1), '10.0.0.0/8');
    expect(ipLine(1)).toHaveAccessibleDescription('Saved as 10.0.0.0/8');
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'Your new API key' }, LONG)).toBeInTheDocument();
    expect(db.apiKeys.all().find((key) => key.name === 'Office only')?.allowedIps).toEqual(['10.0.0.0/8', '2001:db8::1/128']);
  });

  it("puts the server's refusal of a range on its line, blank lines being left out first", async () => {
    const app = await openCreate();
    await app.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Two offices');
    await choosePermission(app, 'refund', 'Refund payments');
    await addIpLine(app, '203.0.113.0/24');
    await app.user.click(screen.getByRole('button', { name: 'Add range' }));
    await addIpLine(app, '198.51.100.0/24');
    server.use(
      http.post('*/api/actions', async ({ request: sent }) => {
        const body = (await sent.clone().json()) as { data: { action: string; payload: { data: { attributes: { allowedIps: string[] } } } } };
        if (body.data.action !== 'api-keys/create') return undefined;
        expect(body.data.payload.data.attributes.allowedIps).toEqual(['203.0.113.0/24', '198.51.100.0/24']);
        return HttpResponse.json(
          { errors: [{ code: 'duplicate-cidr', title: 'Duplicate', source: { pointer: '/data/attributes/allowedIps/1' } }] },
          { status: 422 },
        );
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    // The blank line is gone: the second range sent is on line 2.
    await waitFor(() => expect(ipLine(2)).toHaveAccessibleDescription(/^This range is already in the list/), LONG);
    expect(ipLine(2)).toHaveAttribute('aria-invalid', 'true');
    expect(ipLine(2)).toHaveValue('198.51.100.0/24');
    expect(screen.queryByRole('textbox', { name: 'IP address or range 3' })).not.toBeInTheDocument();
    expect(ipLine(1)).toHaveAccessibleDescription('Saved as 203.0.113.0/24');
  });

  it('offers only what the user holds on the project, unless their role may escalate (developer)', async () => {
    // Cleo (custom role) manages API keys and reads transactions, but cannot refund.
    db.groups.patch('grp_northwind_team_manager', {
      permissions: ['api-keys.read', 'api-keys.write', 'transactions.read.2479032559', 'projects.read', 'identities.resource-tree.read'],
    });
    const app = await openCreate('custom@sandbox.test');
    const box = within(picker()).getByRole('searchbox', { name: 'Search permissions' });
    await app.user.type(box, 'refund');
    const refund = within(picker()).getByRole('checkbox', { name: 'Refund payments' });
    expect(refund).toBeDisabled();
    expect(refund).toHaveAccessibleDescription(/You can only give what you hold/);
    await app.user.clear(box);
    await app.user.type(box, 'transactions');
    expect(within(picker()).getByRole('checkbox', { name: 'View transactions' })).toBeEnabled();
    expect(screen.getByText(/You can give what you hold on Northwind Shop/)).toBeInTheDocument();
  });

  it('asks a user with 2FA for a fresh code in the step-up dialog; a wrong one is refused there, the right one makes the key', async () => {
    db.users.patch(markReleaseNotesSeen('twofa@sandbox.test').id, { stepUpTrusted: false });
    const app = await openCreate('twofa@sandbox.test');
    await app.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Signed off');
    await choosePermission(app, 'refund', 'Refund payments');
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" }, LONG);
    const boxes = () => within(stepUp).getAllByRole<HTMLInputElement>('textbox');
    await app.user.type(boxes()[0], '654321');
    expect(await within(stepUp).findByText('Incorrect 2FA verification code', {}, LONG)).toBeInTheDocument();
    expect(db.apiKeys.all().find((key) => key.name === 'Signed off')).toBeUndefined();

    await app.user.type(boxes()[0], '123456');
    expect(await screen.findByRole('dialog', { name: 'Your new API key' }, LONG)).toBeInTheDocument();
    expect(db.apiKeys.all().filter((key) => key.name === 'Signed off')).toEqual([expect.objectContaining({ projectId: SHOP })]);
  });
});
