import { readFileSync } from 'node:fs';
import { parseRuntimeConfig, type RuntimeConfigJson } from './runtime-config';

const example: RuntimeConfigJson = JSON.parse(readFileSync('config.example.json', 'utf8'));
const withField = (path: string, value: unknown) => {
  const json = structuredClone(example) as unknown as Record<string, Record<string, unknown>>;
  const [section, key] = path.split('.');
  if (key === undefined) (json as Record<string, unknown>)[section] = value;
  else json[section][key] = value;
  return json;
};
const problemsOf = (json: unknown, sandbox = false) => {
  const checked = parseRuntimeConfig(json, sandbox);
  return checked.ok ? [] : checked.problems;
};

describe('parseRuntimeConfig', () => {
  it('takes the documented example (config.example.json) as the app configuration', () => {
    expect(parseRuntimeConfig(example, false)).toEqual({
      ok: true,
      config: {
        apiUrl: 'https://api.paytide.example',
        pusherKey: 'paytide-live-key',
        pusherHost: 'ws.paytide.example',
        pusherCluster: 'eu',
        payOrigin: 'https://pay.paytide.example',
        errorReporting: { dsn: null, environment: 'production', sampleRate: 1 },
        analytics: { scriptUrl: null, siteId: null },
        sandbox: false,
      },
    });
  });

  it('takes a same-origin API path, Pusher cloud (no host), a reporter DSN and an analytics script', () => {
    const json = {
      ...example,
      apiUrl: '/api',
      pusher: { key: 'k', host: '', cluster: 'mt1' },
      payOrigin: 'https://pay.example:8443/',
      errorReporting: { dsn: 'https://public@o1.ingest.reporter.example/42', environment: 'staging', sampleRate: 0.25 },
      analytics: { scriptUrl: 'https://stats.example/script.js', siteId: 'dashboard' },
    };
    const checked = parseRuntimeConfig(json, false);
    expect(checked.ok && checked.config).toMatchObject({
      apiUrl: '/api',
      pusherHost: '',
      pusherCluster: 'mt1',
      payOrigin: 'https://pay.example:8443',
      errorReporting: { dsn: 'https://public@o1.ingest.reporter.example/42', environment: 'staging', sampleRate: 0.25 },
      analytics: { scriptUrl: 'https://stats.example/script.js', siteId: 'dashboard' },
    });
  });

  it.each([
    ['apiUrl', 'http://api.example'],
    ['apiUrl', '//evil.example/api'],
    ['apiUrl', 'api.example'],
    ['apiUrl', 'https://user:pw@api.example'],
    ['apiUrl', ''],
    ['apiUrl', 42],
    ['pusher', 'key'],
    ['pusher.key', ''],
    ['pusher.host', 'wss://ws.example'],
    ['pusher.host', 'ws.example/path'],
    ['pusher.cluster', ''],
    ['payOrigin', null],
    ['payOrigin', 'http://pay.example'],
    ['payOrigin', 'https://pay.example/pay'],
    ['payOrigin', 'https://pay.example/?x=1'],
    ['payOrigin', 'https://pay.example/#x'],
    ['payOrigin', 'https://user:pw@pay.example'],
    ['payOrigin', 'javascript:alert(1)'],
    ['errorReporting', null],
    ['errorReporting.dsn', 'http://key@reporter.example/1'],
    ['errorReporting.dsn', ''],
    ['errorReporting.environment', ''],
    ['errorReporting.sampleRate', 1.5],
    ['errorReporting.sampleRate', -0.1],
    ['errorReporting.sampleRate', '1'],
    ['analytics.scriptUrl', 'http://stats.example/script.js'],
    ['analytics.scriptUrl', '/script.js'],
    ['analytics.siteId', ''],
    ['analytics.siteId', 7],
  ])('refuses %s = %j, naming the field', (path, value) => {
    const problems = problemsOf(withField(path, value));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${path.replace('.', '\\.')}: `));
  });

  it('names a missing field, and a field it does not know (a misspelt one), listing every problem at once', () => {
    const { apiUrl: _, ...withoutApi } = example;
    expect(problemsOf({ ...withoutApi, apiURL: '/api', pusher: { ...example.pusher, cluster: undefined, region: 'eu' } })).toEqual([
      'apiURL: is not a configuration field',
      expect.stringMatching(/^apiUrl: missing; must be a same-origin path/),
      'pusher.region: is not a configuration field',
      expect.stringMatching(/^pusher\.cluster: missing; /),
    ]);
    expect(problemsOf([])).toEqual([expect.stringMatching(/^config\.json: \[\] is not accepted; must be a JSON object/)]);
    expect(problemsOf({ ...example, apiUrl: `ftp://${'a'.repeat(200)}` })[0]).toMatch(/^apiUrl: "ftp:\/\/a{70}… is not accepted/);
  });

  it('lets the sandbox use http (a local backend or payer page) and the page itself as the pay origin', () => {
    const local = {
      ...example,
      apiUrl: 'http://localhost:8080/api',
      payOrigin: null,
      errorReporting: { ...example.errorReporting, dsn: 'http://key@localhost:9000/1' },
    };
    expect(problemsOf(local, true)).toEqual([]);
    expect(problemsOf({ ...example, payOrigin: 'http://localhost:4000' }, true)).toEqual([]);
    expect(problemsOf({ ...example, payOrigin: 'http://localhost:4000/pay' }, true)).toEqual([expect.stringMatching(/^payOrigin: /)]);
    expect(problemsOf(local, false).map((p) => p.split(':')[0])).toEqual(['apiUrl', 'payOrigin', 'errorReporting.dsn']);
  });
});
