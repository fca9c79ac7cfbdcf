import { loadAnalytics } from './analytics';
import { pageviewPath } from './pageview-path';
import { writeConsent } from './consent';
import { startMonitoring, type Monitoring } from './monitoring';
import { consoleSink, setReportSink, type ReportSink } from './report';
import { ORDINARY, SECRET_SAMPLES } from './testing/secret-samples';

const SCRIPT = 'https://stats.example/js/script.manual.js';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.src === SCRIPT);
const globals = window as unknown as Record<string, unknown>;

let monitoring: Monitoring | null = null;
let report: ReturnType<typeof vi.fn<ReportSink>>;

beforeEach(() => {
  vi.useFakeTimers();
  report = vi.fn<ReportSink>();
  setReportSink(report);
});

afterEach(() => {
  monitoring?.stop();
  monitoring = null;
  scripts().forEach((script) => script.remove());
  delete globals.plausible;
  delete globals.stats;
  localStorage.clear();
  setReportSink(consoleSink);
  vi.useRealTimers();
});

describe('analytics loader', () => {
  it('adds the script asynchronously and, once its global appears, counts page views, looking every 100 ms', () => {
    const analytics = loadAnalytics({ scriptUrl: SCRIPT, siteId: 'dashboard.example' });
    const [script] = scripts();
    expect(script.async).toBe(true);
    expect(script.dataset.domain).toBe('dashboard.example');
    expect(script.textContent).toBe('');

    analytics.pageview('https://dash.example/login');
    const plausible = vi.fn();
    vi.advanceTimersByTime(2230);
    globals.plausible = plausible;
    vi.advanceTimersByTime(69);
    expect(plausible).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // the next 100 ms step: 2300 ms
    expect(plausible).toHaveBeenCalledExactlyOnceWith('pageview', { u: 'https://dash.example/login' });

    analytics.pageview('https://dash.example/reset/[token]?email=ann@shop.example');
    expect(plausible).toHaveBeenLastCalledWith('pageview', { u: 'https://dash.example/reset/[token]?email=[email]' });
    expect(report).not.toHaveBeenCalled();
  });

  it('gives up silently after 5000 ms, reporting it once, and then counts nothing', () => {
    const analytics = loadAnalytics({ scriptUrl: SCRIPT, siteId: null, globalName: 'stats' });
    analytics.pageview('https://dash.example/login');
    vi.advanceTimersByTime(4900);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(report).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ message: expect.stringContaining('5000 ms') }),
      expect.objectContaining({ area: 'analytics' }),
    );

    const stats = vi.fn();
    globals.stats = stats;
    vi.advanceTimersByTime(10_000);
    analytics.pageview('https://dash.example/projects');
    expect(stats).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a page by its route, with ids and tokens as parameter names and no query', () => {
    expect(pageviewPath('/projects/p_42/transactions/tx%2F9', { projectId: 'p_42', transactionId: 'tx/9' })).toBe(
      '/projects/:projectId/transactions/:transactionId',
    );
    expect(pageviewPath('/reset/s3cr3t', { token: 's3cr3t' })).toBe('/reset/:token');
    expect(pageviewPath('/settings', {})).toBe('/settings');
  });
});

describe('monitoring: analytics behind configuration and consent', () => {
  const analytics = { scriptUrl: SCRIPT, siteId: 'dashboard.example' };
  const errorReporting = { dsn: null, environment: 'test', sampleRate: 1 };

  it('loads nothing without the user consent, and loads the script once it is given', async () => {
    monitoring = startMonitoring({ errorReporting, analytics });
    monitoring.pageview('https://dash.example/login');
    vi.advanceTimersByTime(6000);
    expect(scripts()).toHaveLength(0);
    expect(report).not.toHaveBeenCalled();

    writeConsent(true);
    await monitoring.analyticsReady();
    expect(scripts()).toHaveLength(1);
    const plausible = vi.fn();
    globals.plausible = plausible;
    vi.advanceTimersByTime(100);
    expect(plausible).toHaveBeenCalledExactlyOnceWith('pageview', { u: 'https://dash.example/login' });
  });

  it('loads nothing when the deployment configures no analytics, consent or not', async () => {
    writeConsent(true);
    monitoring = startMonitoring({ errorReporting, analytics: { scriptUrl: null, siteId: null } });
    monitoring.pageview('https://dash.example/login');
    await monitoring.analyticsReady();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('stops counting when consent is withdrawn', async () => {
    writeConsent(true);
    monitoring = startMonitoring({ errorReporting, analytics });
    await monitoring.analyticsReady();
    expect(scripts()).toHaveLength(1);
    const plausible = vi.fn();
    globals.plausible = plausible;
    vi.advanceTimersByTime(100);
    writeConsent(false);
    expect(scripts()).toHaveLength(0);
    monitoring.pageview('https://dash.example/settings');
    expect(plausible).not.toHaveBeenCalled();
  });
});

describe('analytics: no secret in a page view or an event', () => {
  it.each(SECRET_SAMPLES)('$format: not in the page address (route or not-found path, query) nor in event properties', ({ text, leaks, field }) => {
    const analytics = loadAnalytics({ scriptUrl: SCRIPT, siteId: 'dashboard.example' });
    const plausible = vi.fn();
    globals.plausible = plausible;
    vi.advanceTimersByTime(100);

    const inUrl = encodeURIComponent(text);
    // A not-found address: no route parameter names the secret, so only the scrubber stands between it and the script.
    const notFound = `/nowhere/${inUrl}`;
    analytics.pageview(`https://dash.example${pageviewPath(notFound, { '*': `nowhere/${text}` })}?q=${inUrl}`);
    analytics.pageview(`https://dash.example/projects/p_1/search/${inUrl}`);
    analytics.event('Export', { note: `${ORDINARY}; ${text}`, rows: 12, ...(field as Record<string, string>) });

    const sent = JSON.stringify(plausible.mock.calls);
    expect(leaks.filter((leak) => sent.includes(leak))).toEqual([]);
    expect(plausible).toHaveBeenCalledTimes(3);
    expect(plausible.mock.calls[0][1].u).toMatch(/^https:\/\/dash\.example\/nowhere\//);
    const [name, { props }] = plausible.mock.lastCall as [string, { props: Record<string, unknown> }];
    expect([name, props.rows, String(props.note).startsWith(`${ORDINARY}; `)]).toEqual(['Export', 12, true]);
    analytics.stop();
  });

  it('counts events through monitoring once consented, scrubbed, and none before the script is ready', async () => {
    writeConsent(true);
    monitoring = startMonitoring({ errorReporting: { dsn: null, environment: 'test', sampleRate: 1 }, analytics: { scriptUrl: SCRIPT, siteId: null } });
    await monitoring.analyticsReady();
    const plausible = vi.fn();
    monitoring.event('Reveal', { ticket: 'tkt_4ee990d8dae9dedbb2fed5cdd4c82df7' });
    globals.plausible = plausible;
    vi.advanceTimersByTime(100);
    monitoring.event('Reveal', { from: 'sk_live_rxmBL9e3Te6hDBdoxtdM9ruEmwySArPI', step: 2 });
    expect(plausible).toHaveBeenCalledExactlyOnceWith('Reveal', { props: { from: '[secret]', step: 2 } });
  });
});
