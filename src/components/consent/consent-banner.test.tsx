import { screen, waitFor } from '@testing-library/react';
import { CONSENT_KEY, readConsent } from '@/lib/monitoring/consent';
import { renderWithProviders } from '../../../tests/render-ui';
import { ConsentBanner } from './consent-banner';

afterEach(() => localStorage.clear());

const banner = () => screen.queryByRole('region', { name: 'Error reports and usage statistics' });

describe('consent banner', () => {
  it('asks without blocking the page and keeps the answer, with its version, in this browser', async () => {
    const { user } = await renderWithProviders(<ConsentBanner />);
    expect(await screen.findByRole('region', { name: 'Error reports and usage statistics' })).toHaveTextContent('card data are removed first');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ version: 1, granted: true });
  });

  it('a refusal is a choice too: the banner goes and nothing is granted', async () => {
    const { user } = await renderWithProviders(<ConsentBanner />, { lng: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ablehnen' })).not.toBeInTheDocument());
    expect(readConsent()).toBe('refused');
  });

  it('asks again when the stored answer is of an older version, not when it is current', async () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: 0, granted: true }));
    expect(readConsent()).toBe('unset');
    const { unmount } = await renderWithProviders(<ConsentBanner />);
    expect(await screen.findByRole('region', { name: 'Error reports and usage statistics' })).toBeInTheDocument();
    unmount();

    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: 1, granted: false }));
    const { i18n } = await renderWithProviders(<ConsentBanner />);
    await waitFor(() => expect(i18n.hasLoadedNamespace('consent')).toBe(true));
    expect(banner()).not.toBeInTheDocument();
  });
});
