import { screen, waitFor } from '@testing-library/react';
import { config } from '@/config/env';
import { CONSENT_KEY } from '@/lib/monitoring/consent';
import { markReleaseNotesSeen, renderApp, renderSignedIn, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

describe('consent to error reports and usage statistics', () => {
  it('in the sandbox with nothing configured: no banner and nothing loaded', async () => {
    expect(config.errorReporting.dsn).toBeNull();
    expect(config.analytics.scriptUrl).toBeNull();
    const { i18n } = await renderApp({ route: '/login' });
    await screen.findByLabelText(/^email/i, {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: /error reports/i })).not.toBeInTheDocument();
    expect(i18n.hasLoadedNamespace('consent')).toBe(false);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('Settings has a switch, off until the user turns it on, kept in this browser', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/settings?tab=preferences');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 20_000 });
    const toggle = await screen.findByRole('switch', { name: 'Share error reports and usage statistics' });
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();

    await app.user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ version: 1, granted: true });

    await app.user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ version: 1, granted: false });
  });
});
