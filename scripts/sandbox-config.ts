import type { RuntimeConfigJson } from '../src/config/runtime-config.ts';

/**
 * The `config.json` of the sandbox modes (development, test, sandbox), from the mode's `VITE_*`
 * variables: the only thing they are still read for. Production builds carry no config.json: the
 * operator provides one (config.example.json, docs/deployment.md).
 */
export function sandboxConfigJson(env: Record<string, string | boolean | undefined>): RuntimeConfigJson {
  const read = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const sampleRate = read('VITE_ERROR_REPORTING_SAMPLE_RATE');
  return {
    apiUrl: read('VITE_API_URL') ?? '/api',
    pusher: { key: read('VITE_PUSHER_KEY') ?? '', host: read('VITE_PUSHER_HOST') ?? '', cluster: read('VITE_PUSHER_CLUSTER') ?? 'eu' },
    payOrigin: read('VITE_PAY_ORIGIN'),
    errorReporting: {
      dsn: read('VITE_ERROR_REPORTING_DSN'),
      environment: read('VITE_ERROR_REPORTING_ENV') ?? 'sandbox',
      sampleRate: sampleRate === null ? 1 : Number(sampleRate),
    },
    analytics: { scriptUrl: read('VITE_ANALYTICS_SCRIPT_URL'), siteId: read('VITE_ANALYTICS_SITE_ID') },
  };
}
