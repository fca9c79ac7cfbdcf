import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { parseRuntimeConfig } from '@/config/runtime-config';
import { runtimeConfigPlugin } from '../scripts/runtime-config-plugin';
import { sandboxConfigJson } from '../scripts/sandbox-config';
import { contentSecurityPolicy } from '../scripts/security-headers';

const checked = (json: unknown) => {
  const result = parseRuntimeConfig(json, false);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.config;
};
const example = JSON.parse(readFileSync('config.example.json', 'utf8'));
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy follows config.json', () => {
  it('lists the API and live-channel hosts, and the reporter and analytics hosts only when they are on', () => {
    const csp = contentSecurityPolicy(checked(example));
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.paytide.example wss://ws.paytide.example");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");

    const on = checked({
      ...example,
      errorReporting: { dsn: 'https://public@o1.ingest.reporter.example/42', environment: 'production', sampleRate: 1 },
      analytics: { scriptUrl: 'https://stats.example/js/script.js', siteId: 'dashboard' },
    });
    const withBoth = contentSecurityPolicy(on);
    expect(directive(withBoth, 'connect-src')).toBe(
      "connect-src 'self' https://api.paytide.example wss://ws.paytide.example https://o1.ingest.reporter.example https://stats.example",
    );
    expect(directive(withBoth, 'script-src')).toBe("script-src 'self' https://stats.example");
  });

  it("covers a same-origin API with 'self' and Pusher's cloud by its cluster; with no config.json, only 'self'", () => {
    const cloud = checked({ ...example, apiUrl: '/api', pusher: { key: 'k', host: '', cluster: 'mt1' } });
    expect(directive(contentSecurityPolicy(cloud), 'connect-src')).toBe("connect-src 'self' wss://ws-mt1.pusher.com");
    expect(directive(contentSecurityPolicy(null), 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('config.json of the sandbox modes, generated from their VITE_* variables', () => {
  it.each(['development', 'sandbox', 'test'])('%s: valid, with the sandbox live channel and reporting off', (mode) => {
    const json = sandboxConfigJson(loadEnv(mode, process.cwd(), 'VITE_'));
    const result = parseRuntimeConfig(json, true);
    expect(result.ok && result.config).toMatchObject({
      apiUrl: '/api',
      pusherKey: 'sandbox-key',
      pusherHost: 'ws.sandbox.test',
      payOrigin: null,
      errorReporting: { dsn: null, environment: 'sandbox', sampleRate: 1 },
      analytics: { scriptUrl: null, siteId: null },
    });
  });

  it('passes on the monitoring variables under the same names', () => {
    const json = sandboxConfigJson({
      VITE_ERROR_REPORTING_DSN: 'https://k@reporter.example/1',
      VITE_ERROR_REPORTING_ENV: 'demo',
      VITE_ERROR_REPORTING_SAMPLE_RATE: '0.5',
      VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example/s.js',
      VITE_ANALYTICS_SITE_ID: 'demo',
    });
    expect(json.errorReporting).toEqual({ dsn: 'https://k@reporter.example/1', environment: 'demo', sampleRate: 0.5 });
    expect(json.analytics).toEqual({ scriptUrl: 'https://stats.example/s.js', siteId: 'demo' });
  });

  it('is emitted by sandbox builds only: a production build carries no config.json', () => {
    const emitted = (sandbox: boolean) => {
      const emitFile = vi.fn();
      const plugin = runtimeConfigPlugin(loadEnv('sandbox', process.cwd(), 'VITE_'), sandbox);
      (plugin.generateBundle as unknown as (this: unknown) => void).call({ emitFile });
      return emitFile.mock.calls.map(([file]) => file);
    };
    expect(emitted(false)).toEqual([]);
    const [file] = emitted(true);
    expect(file.fileName).toBe('config.json');
    expect(parseRuntimeConfig(JSON.parse(file.source), true).ok).toBe(true);
  });
});
