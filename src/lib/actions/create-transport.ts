import { request } from '../http/client';
import { jsonApiContentType } from '../http/json-api';
import type { ApiError, Failure } from '../http/failure';
import { authorizeChannel } from '../realtime/authorize-channel';
import type { ConnectionState } from '../realtime/connection-state';
import { createLiveChannel, type LiveChannel } from '../realtime/live-channel';
import { onDemand } from '../http/on-demand';
import { createActionClient, type ActionClient, type ActionClientOptions, type ActionResult, type LifecycleEvent } from './action-client';
import { createPointerResolver, fetchPointed, isAnswerPointer } from './resolve-pointer';

export interface TransportOptions {
  pusher: { key: string; host: string; cluster: string };
  /** Sent on this transport's own requests only (a setup token), never on the app's. */
  headers?: Record<string, string>;
  onState?: (state: ConnectionState) => void;
  onSubscribed?: () => void;
  onWarning?: (failure: Failure) => void;
  onFatal: (failure: Failure) => void;
  onGaveUp?: (failure: Failure) => void;
  onServerError?: (errors: ApiError[], action: string) => void;
  onLifecycle?: (event: LifecycleEvent) => void;
  /** See `ActionClientOptions.confirmStepUp`. */
  confirmStepUp?: ActionClientOptions['confirmStepUp'];
  /** Push events other than action results (e.g. `resource-updated`). */
  onPush?: (event: string, data: unknown) => void;
  /**
   * Where the live channel's signals go first. The app's transport sends them through the store
   * (`pushReceived`…, see `actionMiddleware`), which hands them back to `receive`; without it (a
   * setup token's own transport, outside the store) they go to `receive` at once.
   */
  route?: (signal: TransportSignal) => void;
}

/** What the live channel tells the transport: a push event, a (re)subscription, or giving up. */
export type TransportSignal = { type: 'push'; event: string; data: unknown } | { type: 'subscribed' } | { type: 'gave-up'; failure: Failure };

/** The transport's side of the signals: answers matched to their calls, resends, and the end of waiting calls. */
export type TransportReceiver = (signal: TransportSignal) => void;

// The contract comes with the first answer, like zod, so the sign-in page does not download it.
const loadContract = onDemand(() => import('../contract'));

/** Every answer is checked against its action's contract before the caller sees it. */
async function checkByContract(action: string, result: ActionResult) {
  const { isActionName, parseAnswer, parseMeta } = await loadContract();
  if (!isActionName(action)) return [];
  const [data, meta] = await Promise.all([parseAnswer(action, result.data), parseMeta(action, result.meta)]);
  return [...(data.ok ? [] : data.errors), ...(meta.ok ? [] : meta.errors)];
}

/**
 * An action client and its live channel, wired the one way that keeps answers: results are fed
 * to the client (an answer too large to push is fetched first), every (re)subscription re-sends
 * what is pending, and a channel that gives up ends what is pending at once.
 */
export function createTransport(options: TransportOptions): { actions: ActionClient; live: LiveChannel; receive: TransportReceiver } {
  const headers = options.headers ?? {};
  // Assigned right below: the channel's callbacks need the client, the client needs the channel.
  // eslint-disable-next-line prefer-const
  let actions: ActionClient;
  const receive: TransportReceiver = (signal) => {
    if (signal.type === 'push') {
      if (signal.event !== 'action-result') options.onPush?.(signal.event, signal.data);
      else if (isAnswerPointer(signal.data)) followPointer(signal.data);
      else actions.handleAnswer(signal.data);
    } else if (signal.type === 'subscribed') {
      // Answers pushed while the channel was down are lost: ask again for every call still waiting.
      actions.resendPending();
      options.onSubscribed?.();
    } else {
      actions.rejectAll(String(signal.failure.code), signal.failure.message);
      options.onGaveUp?.(signal.failure);
    }
  };
  const route = options.route ?? receive;
  const live = createLiveChannel({
    ...options.pusher,
    authorize: (socketId, channelName) => authorizeChannel(socketId, channelName, headers),
    onState: (state) => options.onState?.(state),
    onEvent: (event, data) => route({ type: 'push', event, data }),
    onSubscribed: () => route({ type: 'subscribed' }),
    onGaveUp: (failure) => route({ type: 'gave-up', failure }),
    onAuthorizationWarning: (failure) => options.onWarning?.(failure),
    onAuthorizationFatal: options.onFatal,
  });
  actions = createActionClient({
    transport: {
      post: (endpoint, body, { timeoutMs }) =>
        request('POST', endpoint, body, { timeout: timeoutMs, headers: { ...headers, 'Content-Type': jsonApiContentType } }),
      ready: () => live.ready(),
    },
    onServerError: options.onServerError,
    onLifecycle: options.onLifecycle,
    checkResult: checkByContract,
    confirmStepUp: options.confirmStepUp,
  });
  // An answer too large to push is fetched over HTTP, with this transport's own headers.
  const followPointer = createPointerResolver(actions, (href) => fetchPointed(href, headers));
  return { actions, live, receive };
}
