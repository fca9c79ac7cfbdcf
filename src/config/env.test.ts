import { readConfig } from './env';

const PAY = { VITE_PAY_ORIGIN: 'https://pay.example' };

describe('readConfig', () => {
  it('fills the defaults a production deployment may leave out', () => {
    expect(readConfig(PAY, false)).toEqual({
      apiUrl: '/api',
      pusherKey: '',
      pusherHost: '',
      pusherCluster: 'eu',
      payOrigin: 'https://pay.example',
      sandbox: false,
      errorReporting: { dsn: null, environment: 'production', sampleRate: 1 },
      analytics: { scriptUrl: null, siteId: null },
    });
  });

  it('takes the deployment values', () => {
    const env = { VITE_API_URL: 'https://api.example/v1', VITE_PUSHER_KEY: 'key', VITE_PUSHER_HOST: 'ws.example', VITE_PUSHER_CLUSTER: 'mt1', VITE_PAY_ORIGIN: 'https://pay.example/' };
    expect(readConfig(env, true)).toMatchObject({ apiUrl: 'https://api.example/v1', pusherKey: 'key', pusherHost: 'ws.example', pusherCluster: 'mt1', payOrigin: 'https://pay.example', sandbox: true });
  });

  it('refuses an empty API address or a value that is not text, instead of starting half-configured', () => {
    expect(() => readConfig({ ...PAY, VITE_API_URL: '' }, false)).toThrow('VITE_API_URL');
    expect(() => readConfig({ ...PAY, VITE_PUSHER_KEY: true }, false)).toThrow('VITE_PUSHER_KEY');
  });

  it('needs the pay origin in production, as an https origin and nothing more; the sandbox defaults to the page', () => {
    expect(() => readConfig({}, false)).toThrow('VITE_PAY_ORIGIN');
    for (const wrong of ['http://pay.example', 'pay.example', 'https://pay.example/pay', 'https://pay.example/?x=1', 'https://pay.example/#x', 'https://user:pw@pay.example', 'javascript:alert(1)']) {
      expect(() => readConfig({ VITE_PAY_ORIGIN: wrong }, false)).toThrow('VITE_PAY_ORIGIN');
    }
    expect(readConfig({ VITE_PAY_ORIGIN: 'https://pay.example:8443' }, false).payOrigin).toBe('https://pay.example:8443');
    expect(readConfig({}, true).payOrigin).toBeNull();
    expect(readConfig({ VITE_PAY_ORIGIN: 'http://localhost:4000' }, true).payOrigin).toBe('http://localhost:4000');
    expect(() => readConfig({ VITE_PAY_ORIGIN: 'http://localhost:4000/pay' }, true)).toThrow('VITE_PAY_ORIGIN');
  });

  it('reads error reporting and analytics, off unless set; the sandbox reports as its own environment', () => {
    expect(readConfig({}, true).errorReporting).toEqual({ dsn: null, environment: 'sandbox', sampleRate: 1 });
    const env = {
      ...PAY,
      VITE_ERROR_REPORTING_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      VITE_ERROR_REPORTING_ENV: 'staging',
      VITE_ERROR_REPORTING_SAMPLE_RATE: '0.25',
      VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example/js/script.manual.js',
      VITE_ANALYTICS_SITE_ID: 'dashboard.example',
    };
    expect(readConfig(env, false)).toMatchObject({
      errorReporting: { dsn: 'https://abc123@o1.ingest.sentry.io/42', environment: 'staging', sampleRate: 0.25 },
      analytics: { scriptUrl: 'https://stats.example/js/script.manual.js', siteId: 'dashboard.example' },
    });
  });

  it('refuses a malformed DSN, sample rate or script address rather than reporting elsewhere', () => {
    for (const dsn of ['o1.ingest.sentry.io/42', 'http://abc@o1.ingest.sentry.io/42', 'https://o1.ingest.sentry.io/42', 'https://abc@o1.ingest.sentry.io/']) {
      expect(() => readConfig({ ...PAY, VITE_ERROR_REPORTING_DSN: dsn }, false)).toThrow('VITE_ERROR_REPORTING_DSN');
    }
    for (const rate of ['2', '-0.1', 'all']) {
      expect(() => readConfig({ ...PAY, VITE_ERROR_REPORTING_SAMPLE_RATE: rate }, false)).toThrow('VITE_ERROR_REPORTING_SAMPLE_RATE');
    }
    for (const url of ['/js/script.js', 'http://stats.example/script.js', 'javascript:alert(1)']) {
      expect(() => readConfig({ ...PAY, VITE_ANALYTICS_SCRIPT_URL: url }, false)).toThrow('VITE_ANALYTICS_SCRIPT_URL');
    }
  });
});
