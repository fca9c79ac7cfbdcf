/**
 * The app's transport (action client + pusher-js with encryption) against the sandbox: answers
 * arrive encrypted on `private-encrypted-session-*`, and answers too large to push by pointer.
 */
import { http, HttpResponse } from 'msw';
import { createTransport, isOutcomeUnknown, type ActionClient } from '@/lib/actions';
import { setAccessToken, type Failure } from '@/lib/http';
import { ACTION_RESULT_TTL_MS } from '@mocks/action-result-pointers';
import { sharedSecretFor } from '@mocks/channel-encryption';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { channelSignature } from '@mocks/pusher-hub';
import { signIn } from '@mocks/test/harness';
import { newSessionChannel } from '@/features/session';
import { withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const pusher = { key: 'sandbox-key', host: 'ws.sandbox.test', cluster: 'sandbox' };
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
});

/** Signed in as `email`, the app's transport on a fresh session channel. */
async function connect(email = 'admin@sandbox.test', onFatal: (failure: Failure) => void = () => undefined) {
  setAccessToken(await signIn(email));
  const { actions, live } = createTransport({ pusher, onFatal });
  live.start(newSessionChannel());
  stop = () => {
    actions.rejectAll();
    live.stop();
  };
  return { actions, live };
}

/** Paths of the API calls made while `run` runs. */
async function requestsDuring<T>(run: () => Promise<T>) {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', listener);
  try {
    return { result: await run(), paths };
  } finally {
    server.events.removeListener('request:start', listener);
  }
}

type Row = { id: string; attributes: { customer: { email: string } } };
const listHundred = (actions: ActionClient) => actions.call<Row[]>({ action: 'transactions/list', payload: { resourceId: SHOP, page: { size: 100 } } });

describe('answers on the encrypted session channel', () => {
  it('are decrypted by pusher-js and settle the call', async () => {
    const { actions, live } = await connect();
    expect(live.channelName()).toMatch(/^private-encrypted-session-/);
    const me = await actions.call<{ attributes: { email: string } }>({ action: 'users/me' });
    expect(me.data?.attributes.email).toBe('admin@sandbox.test');
  });

  it('a list larger than one push event arrives by pointer, is fetched and used like an inline answer', async () => {
    const { actions } = await connect();
    const { result, paths } = await requestsDuring(() => listHundred(actions));
    expect(result.data).toHaveLength(100);
    expect(result.meta?.page?.total).toBe(db.transactions.filter((t) => t.projectId === SHOP).length);
    expect(result.data![0].attributes.customer.email).toMatch(/@/);
    // The answer came over HTTP: one GET of the pointer, after the POST.
    expect(paths.filter((p) => p.startsWith('GET ') && p.includes('/api/action-results/'))).toHaveLength(1);
    expect(result).not.toHaveProperty('pointer');
    expect(result).not.toHaveProperty('headers');
  });

  it('a pointer that expired before it was fetched ends the call at once with a clear, retryable failure', async () => {
    const { actions } = await connect();
    // The fetch happens eleven minutes late: the sandbox clock moves, then the real handler answers.
    server.use(http.get('*/api/action-results/:id', () => void sandboxControls.advance(ACTION_RESULT_TTL_MS + 60_000)));
    const failure = await listHundred(actions).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failure).toMatchObject({
      code: 'answer-unavailable',
      retryable: true,
      action: 'transactions/list',
      errors: [{ code: 'answer-unavailable', title: 'The answer has expired or belongs to another session', detail: '404 not-found' }],
    });
    // Not the 30 s time-out (that would be code 'timeout' and an unknown outcome): the refused fetch ends the call.
    expect(isOutcomeUnknown(failure)).toBe(false);
    // Asking again (the same intent) gets a fresh pointer.
    server.resetHandlers();
    await expect(listHundred(actions)).resolves.toMatchObject({ data: expect.any(Array) });
  });

  it('a key of the wrong size fails the authorization cleanly: the session ends, nothing throws, no call hangs', async () => {
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.error);
    window.addEventListener('error', onError);
    // A correct signature (the subscription would succeed) with a 16-byte key: pusher-js would throw on every event.
    server.use(
      http.post('*/api/channel-authorization', async ({ request }) => {
        const { socket_id: socketId, channel_name: channel } = (await request.json()) as { socket_id: string; channel_name: string };
        await sharedSecretFor(channel);
        return HttpResponse.json({ auth: channelSignature(socketId, channel), shared_secret: btoa('sixteen byte key') });
      }),
    );
    const fatal = vi.fn();
    try {
      const { actions } = await connect('admin@sandbox.test', fatal);
      await vi.waitFor(() => expect(fatal).toHaveBeenCalledTimes(1));
      expect(fatal.mock.calls[0][0]).toMatchObject({ message: 'Channel authorization without a usable shared_secret' });
      // The channel is never subscribed with the unusable key: a call waits for it, and the app's
      // answer to the fatal failure (sign-out) ends it at once.
      const pending = actions.call({ action: 'users/me' });
      expect(sandboxControls.state().subscriptions).toBe(0);
      actions.rejectAll();
      await expect(pending).rejects.toMatchObject({ code: 'signed-out' });
      expect(thrown).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
