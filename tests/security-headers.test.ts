import { contentSecurityPolicy } from '../scripts/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy for error reporting and analytics', () => {
  it('lists no third-party host when neither is configured', () => {
    const policy = contentSecurityPolicy({ VITE_API_URL: '/api', VITE_PUSHER_HOST: 'ws.example' });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'wss://ws.example']);
  });

  it("lets the error reporter send to its DSN's host, and nothing else", () => {
    const policy = contentSecurityPolicy({ VITE_PUSHER_HOST: 'ws.example', VITE_ERROR_REPORTING_DSN: 'https://abc123@o17.ingest.sentry.io/42' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'wss://ws.example', 'https://o17.ingest.sentry.io']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('loads the analytics script from its origin and lets it send there', () => {
    const policy = contentSecurityPolicy({ VITE_PUSHER_HOST: 'ws.example', VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example:8443/js/script.manual.js' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://stats.example:8443']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'wss://ws.example', 'https://stats.example:8443']);
  });

  it('refuses a value that is not a URL rather than printing a policy that blocks it', () => {
    expect(() => contentSecurityPolicy({ VITE_ANALYTICS_SCRIPT_URL: 'stats.example/script.js' })).toThrow('VITE_ANALYTICS_SCRIPT_URL');
  });
});
