import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/render-ui';
import { toPaymentLink } from '../api/payment-links-api';
import { qrPngDataUrl, qrSvg, svgDataUrl } from '../model/qr-code';
import { LinkSharePanel } from './link-share-panel';

/** A link as the server sends it, with a `url` that points to another origin. */
const answer = (id: string) => ({
  type: 'payment-links',
  id,
  attributes: {
    amount: 1250,
    currency: 'EUR',
    description: 'Order 4711',
    status: 'active',
    expiresAt: null,
    reminderDays: null,
    url: 'https://evil.example/pay/x',
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  relationships: { project: { data: { type: 'resources', id: 'res_prj_northwind_shop' } } },
});

describe('LinkSharePanel: the URL comes from the link id on our origin, never from the answer', () => {
  it('shows, copies, draws and downloads as PNG our URL of the link, whatever url the server sent', async () => {
    const ours = `${window.location.origin}/pay/pl_3f9a`;
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const { user, findByLabelText, getByRole, findByRole } = await renderWithProviders(<LinkSharePanel link={await toPaymentLink(answer('pl_3f9a'))} />);

    expect(await findByLabelText('Link')).toHaveValue(ours);
    await user.click(getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(ours);
    const qr = await findByRole('img', { name: 'QR code of the payment link “Order 4711”' });
    expect(qr).toHaveAttribute('src', svgDataUrl(await qrSvg(ours)));
    const png = await qrPngDataUrl(ours);
    await user.click(getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(clicked).toEqual([png]));
  });

  it('keeps an id with odd characters inside /pay/, encoded', async () => {
    const { findByLabelText } = await renderWithProviders(<LinkSharePanel link={await toPaymentLink(answer('a/../../admin?x#y'))} />);
    const shown = new URL(((await findByLabelText('Link')) as HTMLInputElement).value);
    expect(shown.origin).toBe(window.location.origin);
    expect(shown.pathname).toBe('/pay/a%2F..%2F..%2Fadmin%3Fx%23y');
    expect(shown.search + shown.hash).toBe('');
  });

  it('refuses an answer whose link id cannot be a path segment of its URL', async () => {
    await expect(toPaymentLink(answer('..'))).rejects.toThrow();
    await expect(toPaymentLink(answer('.'))).rejects.toThrow();
  });
});
