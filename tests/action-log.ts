import { server } from '@mocks/node';

/** One async action as the app posted it (a resend of the same reference is listed once). */
export interface SentAction {
  action: string;
  id?: string;
  payload?: Record<string, unknown> & { page?: { size?: number; after?: string; number?: number } };
  requestReference: string;
}

const ACTION_PATH = /\/api\/(?:(?:mailbox|payouts)\/)?actions$/;
const stops = new Set<() => void>();

/**
 * Records every async action the app posts from now on, to any action endpoint, read from the POSTs
 * the sandbox's MSW server sees. Stopped by `stopActionLogs()` (call it in the file's `afterEach`).
 */
export function watchActions() {
  const sent: SentAction[] = [];
  const references = new Set<string>();
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !ACTION_PATH.test(new URL(request.url).pathname)) return;
    void request
      .clone()
      .json()
      .then(
        (body: { data?: Partial<SentAction> }) => {
          const { action, id, payload, requestReference } = body.data ?? {};
          if (typeof action !== 'string' || typeof requestReference !== 'string' || references.has(requestReference)) return;
          references.add(requestReference);
          sent.push({ action, id, payload, requestReference });
        },
        () => undefined,
      );
  };
  server.events.on('request:start', listener);
  const stop = () => server.events.removeListener('request:start', listener);
  stops.add(stop);
  return {
    sent,
    /** The calls of one action, in the order they were posted. */
    of: (action: string) => sent.filter((call) => call.action === action),
    stop,
  };
}

export function stopActionLogs() {
  for (const stop of stops) stop();
  stops.clear();
}
