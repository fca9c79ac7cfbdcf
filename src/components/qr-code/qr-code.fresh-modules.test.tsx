import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/render-ui';
import { QrCode } from './qr-code';

// The qrcode library's chunk does not arrive.
vi.mock('qrcode', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:4173/assets/browser-x1.js');
});

describe('QrCode', () => {
  it('says that it could not be loaded, with Reload, when the library does not arrive', async () => {
    await renderWithProviders(<QrCode value="otpauth://totp/Paytide?secret=ABC" label="QR code to scan" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded. Reload the page.');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code to scan' })).not.toBeInTheDocument();
  });
});
