// Its own module graph and window: Sentry's init wraps globals (console, fetch, history) for good.
import {
  addBreadcrumb,
  captureEvent,
  captureMessage,
  getClient,
  getCurrentScope,
  getIsolationScope,
  setContext,
  setExtra,
  setTag,
  type Event,
} from '@sentry/browser';
import { setAccessToken } from '@/lib/http';
import { startErrorReporter, type ErrorReporter } from './error-reporter';
import { ORDINARY, SECRET_SAMPLES } from './testing/secret-samples';

type Envelope = [unknown, [{ type: string }, unknown][]];

/** Sentry's transport option: records what the SDK would send instead of sending it. */
const envelopes: Envelope[] = [];
const transport = () => ({
  send: (envelope: unknown) => {
    envelopes.push(envelope as Envelope);
    return Promise.resolve({ statusCode: 200 });
  },
  flush: () => Promise.resolve(true),
});
const sentEvents = () => envelopes.flatMap(([, items]) => items.filter(([header]) => header.type === 'event').map(([, payload]) => payload as Event));
const sent = async () => {
  await getClient()?.flush(2000);
  return JSON.stringify(envelopes);
};

let reporter: ErrorReporter;
beforeAll(() => {
  reporter = startErrorReporter({ dsn: 'https://publickey@o1.ingest.sentry.io/42', environment: 'test', sampleRate: 1, transport });
});
afterAll(() => reporter.close());
beforeEach(() => {
  envelopes.length = 0;
  getIsolationScope().clearBreadcrumbs();
  getCurrentScope().clearBreadcrumbs();
});
afterEach(() => {
  setAccessToken(null);
  window.history.replaceState(null, '', '/');
});

describe('error reports: no secret by any path', () => {
  it.each(SECRET_SAMPLES)(
    '$format: not in the message, exception values, breadcrumbs, URL, extra, contexts, tags or request',
    async ({ text, leaks, field }) => {
      const message = `${ORDINARY}; ${text}`;
      const inUrl = encodeURIComponent(text);
      // The page's address (the event's request URL, and a navigation breadcrumb).
      window.history.replaceState(null, '', `/projects/p_1/search/${inUrl}?q=${inUrl}&page=2`);
      addBreadcrumb({ category: 'fetch', message, data: { url: `https://api.example/v1/actions?q=${inUrl}`, body: text, ...field } });
      setContext('payload', { note: text, nested: { list: [text] }, ...field });
      setExtra('note', text);
      setTag('note', text);

      captureMessage(message);
      reporter.sink(new Error(message, { cause: new Error(text) }), { area: 'test', detail: text, ...field });
      captureEvent({
        message: 'request failed',
        request: { url: `https://api.example/v1/x?q=${inUrl}`, data: text, query_string: `q=${inUrl}`, headers: { 'X-Note': text } },
      });

      const everything = await sent();
      expect(leaks.filter((leak) => everything.includes(leak))).toEqual([]);

      // What is not a secret arrives as it was.
      const [fromMessage, fromError, fromRequest] = sentEvents();
      expect(fromMessage.message?.startsWith(`${ORDINARY}; `)).toBe(true);
      expect(fromError.exception?.values?.map((value) => value.value?.slice(0, ORDINARY.length))).toContain(ORDINARY);
      expect(fromError.exception?.values).toHaveLength(2);
      expect(fromError.extra).toMatchObject({ area: 'test' });
      expect(fromMessage.request?.url).toMatch(/^http:\/\/localhost(:\d+)?\/projects\/p_1\/search\//);
      expect(fromMessage.breadcrumbs?.map((breadcrumb) => breadcrumb.category)).toEqual(expect.arrayContaining(['navigation', 'fetch']));
      expect(fromRequest.request?.url).toMatch(/^https:\/\/api\.example\/v1\/x\?q=/);
    },
  );

  it('hides the access token by value, whatever it looks like, on every path', async () => {
    const token = 'plain-lowercase-token-0042';
    setAccessToken(token);
    addBreadcrumb({ message: `sent ${token}` });
    setContext('session', { current: token });
    reporter.sink(new Error(`refused ${token}`), { header: `X-Session ${token}` });
    const everything = await sent();
    expect(sentEvents()).toHaveLength(1);
    expect(everything).not.toContain(token);
    expect(everything).toContain('refused [token]');
  });

  it('passes spans, logs and metrics through the scrubber too, should any of them be turned on', () => {
    const options = getClient()!.getOptions();
    const secret = 'sk_live_rxmBL9e3Te6hDBdoxtdM9ruEmwySArPI';
    const ticket = { ticket: { value: 'tkt_4ee990d8dae9dedbb2fed5cdd4c82df7', type: 'string' as const } };
    const ids = { trace_id: '76c027d2240c456b820b36aef35a3e02', span_id: 'b67974ae071cf2de' };
    const span = options.beforeSendSpan!({
      ...ids,
      name: `GET /x?key=${secret}`,
      start_timestamp: 1,
      end_timestamp: 2,
      status: 'ok',
      is_segment: true,
      attributes: ticket,
    });
    const log = options.beforeSendLog!({ level: 'info', message: `key ${secret}`, attributes: ticket });
    const metric = options.beforeSendMetric!({ name: 'reveal', type: 'counter', value: 1, attributes: ticket });
    expect(JSON.stringify([span, log, metric])).not.toMatch(/rxmBL9e3|4ee990d8/);
    expect(span).toMatchObject(ids);
  });
});
