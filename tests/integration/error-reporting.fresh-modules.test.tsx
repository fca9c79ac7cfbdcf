import { screen, waitFor, within } from '@testing-library/react';
import { config } from '@/config/env';
import { setAccessToken } from '@/lib/http';
import { startMonitoring, type Monitoring } from '@/lib/monitoring/monitoring';
import { renderApp, withSandbox } from '../render-app';

const secret = vi.hoisted(() => ({ token: 'at_live_5f2c9e8d7b6a41f0', email: 'ann.smith@shop.example' }));

// A deployment with error reporting configured (the sandbox has none).
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: { ...actual.config, errorReporting: { dsn: 'https://publickey@o1.ingest.sentry.io/42', environment: 'test', sampleRate: 1 } } };
});

// A page that fails to render, quoting what must never leave the browser.
vi.mock('@/features/auth/pages/reset-page', () => ({
  ResetPage: () => {
    throw new Error(`Cannot show the reset form for ${secret.email} (Authorization: Bearer ${secret.token}; session ${secret.token})`);
  },
}));

withSandbox({ trustStepUp: true });

/** Sentry's transport option: records what the SDK would send instead of sending it. */
const envelopes: string[] = [];
const transport = () => ({
  send: (envelope: unknown) => {
    envelopes.push(JSON.stringify(envelope));
    return Promise.resolve({ statusCode: 200 });
  },
  flush: () => Promise.resolve(true),
});
const events = () => envelopes.filter((envelope) => envelope.includes('"type":"event"'));

let monitoring: Monitoring | null = null;
beforeEach(() => {
  envelopes.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  monitoring = startMonitoring({ errorReporting: config.errorReporting, analytics: config.analytics, transport });
});
afterEach(() => {
  monitoring?.stop();
  monitoring = null;
});

describe('error reporting', () => {
  it('an error thrown by a page waits for consent, then reaches the reporter without the token or the e-mail', async () => {
    setAccessToken(secret.token);
    const { user } = await renderApp({ route: '/reset' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: 'Error reports and usage statistics' });
    expect(envelopes).toEqual([]);

    await user.click(within(banner).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(events()).toHaveLength(1));
    const [sent] = events();
    expect(sent).toContain('Cannot show the reset form for [email] (Authorization: Bearer [token]; session [token])');
    expect(sent).toContain('"environment":"test"');
    expect(sent).toContain('"area":"route"');
    const everything = envelopes.join('\n');
    expect(everything).not.toContain(secret.token);
    expect(everything).not.toContain(secret.email);
    expect(screen.queryByRole('region', { name: 'Error reports and usage statistics' })).not.toBeInTheDocument();
  });

  it('once allowed, unexpected errors (window errors, unhandled rejections) are reported, scrubbed', async () => {
    localStorage.setItem('consent.monitoring', JSON.stringify({ version: 1, granted: true }));
    monitoring?.stop();
    monitoring = startMonitoring({ errorReporting: config.errorReporting, analytics: config.analytics, transport });
    await monitoring.reporterReady();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(`Lost card 4242 4242 4242 4242 of ${secret.email}`), message: 'Lost card' }));
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]).toContain('Lost card [card] of [email]');
    expect(events()[0]).not.toContain('4242');
  });

  it('declined: nothing is sent, not even the reports made before', async () => {
    const { user } = await renderApp({ route: '/reset' });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), message: 'later' }));
    await monitoring?.reporterReady();
    expect(envelopes).toEqual([]);
  });
});
