/**
 * An API key's secret never enters the Redux store (docs/api/developers.md, *Secrets are shown once*):
 * no dispatched action and no state after it holds it, nor the URL or the browser's storage, while it
 * is made, shown, copied and closed, for a new key and for a rolled one.
 */
import { createSlice, type Middleware } from '@reduxjs/toolkit';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };

type App = Awaited<ReturnType<typeof renderSignedIn>>;

/** Every secret `POST secrets/reveal` answered, read off the wire. */
function captureSecrets() {
  const secrets: string[] = [];
  const listener = async ({ request, response }: { request: Request; response: Response }) => {
    if (!new URL(request.url).pathname.endsWith('/secrets/reveal')) return;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { data?: { attributes?: { secret?: unknown } } } | null;
    const secret = body?.data?.attributes?.secret;
    if (typeof secret === 'string') secrets.push(secret);
  };
  server.events.on('response:mocked', listener);
  return { secrets, stop: () => server.events.removeListener('response:mocked', listener) };
}

/** A store middleware (added the way lazy slices add theirs) that records every action, the state after it, and the URL then. */
function recordStore(app: App) {
  const seen: string[] = [];
  const recorder: Middleware = (api) => (next) => (action) => {
    seen.push(JSON.stringify(action));
    const result = next(action);
    seen.push(JSON.stringify(api.getState()));
    seen.push(window.location.href, currentPath(app.router));
    return result;
  };
  app.services.injectSlice(createSlice({ name: 'secretProbe', initialState: {}, reducers: {} }) as never, recorder as never);
  return seen;
}

async function showAndClose(app: App, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title }, LONG);
  const field = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Secret key' }, LONG);
  const secret = field.value;
  await app.user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  await within(dialog).findByRole('button', { name: 'Copied' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await app.user.click(within(dialog).getByRole('button', { name: 'Yes, close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  return secret;
}

describe('the secret of an API key', () => {
  it('is in no action, state, URL or storage while it is made, shown and closed, nor when the key is rolled', async () => {
    const wire = captureSecrets();
    try {
      markReleaseNotesSeen('developer@sandbox.test');
      const app = await renderSignedIn('developer@sandbox.test', '/api-keys/create?project=res_prj_northwind_shop');
      const seen = recordStore(app);
      await app.user.type(await screen.findByRole('textbox', { name: /^Name/ }, LONG), 'Never stored');
      const picker = screen.getByRole('group', { name: 'Permissions' });
      await app.user.type(within(picker).getByRole('searchbox', { name: 'Search permissions' }), 'refund');
      await app.user.click(within(picker).getByRole('checkbox', { name: 'Refund payments' }));
      await app.user.click(screen.getByRole('button', { name: 'Create key' }));
      const made = await showAndClose(app, 'Your new API key');

      await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/api-keys\/key_/), LONG);
      await app.user.click(await screen.findByRole('button', { name: 'Roll secret' }, LONG));
      const rollDialog = await screen.findByRole('dialog', { name: "Roll the key's secret" });
      await app.user.click(within(rollDialog).getByRole('button', { name: 'Roll secret' }));
      const rolled = await showAndClose(app, "The key's new secret");

      expect(wire.secrets).toEqual([made, rolled]);
      expect(made).toMatch(/^sk_live_/);
      expect(seen.length).toBeGreaterThan(20);
      for (const secret of wire.secrets) {
        expect(seen.filter((text) => text.includes(secret))).toEqual([]);
        expect(JSON.stringify(app.store.getState())).not.toContain(secret);
        expect(window.location.href).not.toContain(secret);
        expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toContain(secret);
        expect(document.body.textContent).not.toContain(secret);
      }
    } finally {
      wire.stop();
    }
  });
});
