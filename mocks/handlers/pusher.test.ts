import Pusher from 'pusher-js';
import { call, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

/** The app's own client configuration (src/lib/realtime/live-channel.ts) against the sandbox. */
it('speaks the protocol pusher-js expects', async () => {
  const token = await signIn('admin@sandbox.test');
  const channelName = `private-encrypted-session-${crypto.randomUUID()}`;
  const client = new Pusher('sandbox-key', {
    cluster: 'sandbox',
    wsHost: 'ws.sandbox.test',
    wsPort: 443,
    wssPort: 443,
    forceTLS: true,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: 'channel-authorization',
      transport: 'ajax',
      customHandler: ({ socketId, channelName: name }, callback) => {
        call('POST', 'channel-authorization', { socket_id: socketId, channel_name: name }, token).then(
          (answer) => callback(null, answer.body as unknown as { auth: string }),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  const events: unknown[] = [];
  const channel = client.subscribe(channelName);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  const answered = new Promise<void>((resolve) =>
    channel.bind('action-result', (data: unknown) => {
      events.push(data);
      resolve();
    }),
  );
  await call('POST', 'actions', { data: { requestReference: ref('via-pusher'), action: 'users/me' } }, token);
  await answered;
  expect(events[0]).toMatchObject({ requestReference: ref('via-pusher'), action: 'users/me', data: { type: 'users' } });
  client.disconnect();
});
