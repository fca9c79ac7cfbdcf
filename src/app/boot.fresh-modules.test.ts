import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@mocks/node';

const example = JSON.parse(readFileSync('config.example.json', 'utf8'));
const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
const answerJson = (json: unknown) => answer(JSON.stringify(json));

let root: HTMLElement;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  root = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  root.remove();
  server.resetHandlers();
});
afterAll(() => server.close());

/** One page load: the modules evaluated afresh (as a browser does), from the same source. */
async function pageLoad(fetchFile: typeof fetch) {
  vi.resetModules();
  const { boot } = await import('./boot');
  const calls: string[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => calls.push(request.url));
  const startApp = vi.fn(async () => {
    // What the app does once started: its HTTP client calls the API.
    const { request } = await import('@/lib/http');
    await request('GET', 'session-probe');
  });
  const started = await boot({ startApp, root, fetchFile });
  return { started, startApp, calls };
}

describe('boot: /config.json decides where the app talks to, at every page load', () => {
  it('applies a valid config.json before the app starts, and the same build follows another config.json at the next load', async () => {
    server.use(
      mock.get('https://api-a.example/v1/session-probe', () => HttpResponse.json({ data: null })),
      mock.get('https://api-b.example/session-probe', () => HttpResponse.json({ data: null })),
    );
    const fetchA = answerJson({ ...example, apiUrl: 'https://api-a.example/v1' });
    const first = await pageLoad(fetchA);
    expect(first.started).toBe(true);
    expect(fetchA).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(first.calls).toEqual(['https://api-a.example/v1/session-probe']);

    const second = await pageLoad(answerJson({ ...example, apiUrl: 'https://api-b.example' }));
    expect(second.started).toBe(true);
    expect(second.calls).toEqual(['https://api-b.example/session-probe']);
    expect(root.querySelector('main')).toBeNull();
  });

  it('shows the configuration page, and never starts the app, when config.json is missing', async () => {
    const { started, startApp, calls } = await pageLoad(answer('Not found', 404));
    expect(started).toBe(false);
    expect(startApp).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    const page = within(root).getByRole('main');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(/configuration is missing or invalid/);
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/config.json could not be loaded: HTTP 404 (not found)']);
    expect(document.title).toMatch(/^Configuration problem/);
  });

  it("speaks the reader's language, and lists the operator's problems as they are", async () => {
    localStorage.setItem('language', 'fr');
    try {
      await pageLoad(answer('Not found', 404));
    } finally {
      localStorage.removeItem('language');
    }
    const page = within(root).getByRole('main');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Paytide ne peut pas démarrer : sa configuration est absente ou invalide');
    expect(within(page).getByRole('heading', { level: 2 })).toHaveTextContent('Problèmes détectés');
    expect(within(page).getByRole('listitem')).toHaveTextContent('/config.json could not be loaded: HTTP 404 (not found)');
    expect(document.title).toBe('Problème de configuration · Paytide');
  });

  it('says so when the server answers something that is not JSON (its page in place of a missing file), or nothing at all', async () => {
    await pageLoad(answer('<!doctype html><html><body><div id="root"></div></body></html>'));
    expect(within(root).getByRole('listitem')).toHaveTextContent(/^\/config\.json is not valid JSON/);

    root.replaceChildren();
    const { startApp } = await pageLoad(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(startApp).not.toHaveBeenCalled();
    expect(within(root).getByRole('listitem')).toHaveTextContent('/config.json could not be fetched (network error)');
  });

  it('lists every wrong field of an invalid config.json as plain text, without starting the app', async () => {
    const { startApp } = await pageLoad(answerJson({ ...example, apiUrl: 'ftp://api.example', payOrigin: '<img src=x onerror=alert(1)>', analytics: null }));
    expect(startApp).not.toHaveBeenCalled();
    const problems = within(root)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems.map((problem) => problem?.split(':')[0])).toEqual(['apiUrl', 'payOrigin', 'analytics']);
    expect(problems[1]).toContain('"<img src=x onerror=alert(1)>" is not accepted');
    expect(root.querySelector('img')).toBeNull();
    expect(screen.queryByText(/at .*\.ts:\d+/)).toBeNull(); // no stack
  });
});
