import { http as mock, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createAxiosTransport } from './axios-transport';
import { isApiOrigin } from './token-scope';

describe('isApiOrigin: who may receive the bearer token', () => {
  const page = 'https://dashboard.example/transactions';

  it.each([
    ['actions', '/api', true],
    ['/api/transaction-exports/1/file', '/api', true],
    ['https://dashboard.example/api/x', '/api', true],
    ['https://DASHBOARD.example:443/api/x', '/api', true],
    ['https://files.example/export.csv', '/api', false],
    ['//files.example/export.csv', '/api', false],
    ['http://dashboard.example/api/x', '/api', false],
    ['https://dashboard.example:8443/api/x', '/api', false],
    ['https://dashboard.example.evil.test/api', '/api', false],
    ['https://dashboard.example@evil.test/api', '/api', false],
    ['data:text/plain,hi', '/api', false],
    ['javascript:alert(1)', '/api', false],
    ['actions', 'https://api.example/v1', true],
    ['https://api.example/other', 'https://api.example/v1', true],
    ['https://dashboard.example/api/x', 'https://api.example/v1', false],
  ])('%s with API %s → %s', (url, apiUrl, expected) => {
    expect(isApiOrigin(url, apiUrl, page)).toBe(expected);
  });
});

describe('the HTTP transport', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('attaches the bearer token to the API origin only, and strips any to another origin', async () => {
    const seen: Record<string, string | null> = {};
    const record =
      (name: string) =>
      ({ request }: { request: Request }) => {
        seen[name] = request.headers.get('authorization');
        return HttpResponse.json({ data: null });
      };
    server.use(
      mock.get('*/api/token-probe', record('api')),
      mock.get('https://files.example.test/export.csv', record('files')),
      mock.get('https://files.example.test/explicit', record('explicit')),
    );
    const send = createAxiosTransport({ baseURL: '/api', accessToken: () => 'secret-token', succeeded: () => {}, failed: () => {} });
    await send({ method: 'GET', url: 'token-probe' });
    await send({ method: 'GET', url: 'https://files.example.test/export.csv' });
    await send({ method: 'GET', url: 'https://files.example.test/explicit', headers: { Authorization: 'Bearer step-token' } });
    expect(seen).toEqual({ api: 'Bearer secret-token', files: null, explicit: null });
  });

  it('sends the parameters of a GET as its query string (spec §7), and a cancelled call as `cancelled`, told to no listener', async () => {
    let query = '';
    server.use(
      mock.get('*/api/query-probe', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ data: null });
      }),
    );
    const failed = vi.fn();
    const send = createAxiosTransport({ baseURL: '/api', accessToken: () => null, succeeded: () => {}, failed });
    await send({ method: 'GET', url: 'query-probe', params: { 'page[size]': 500, filter: 'a b&c' } });
    expect(new URLSearchParams(query).get('page[size]')).toBe('500');
    expect(new URLSearchParams(query).get('filter')).toBe('a b&c');

    const controller = new AbortController();
    controller.abort();
    await expect(send({ method: 'GET', url: 'query-probe', signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
    expect(failed).not.toHaveBeenCalled();
  });
});
