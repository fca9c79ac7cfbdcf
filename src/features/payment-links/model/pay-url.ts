import { config } from '@/config/env';
import { isLinkId } from '@/lib/contract/payment-links';

/**
 * The payer's page of a link: the configured pay origin (`payOrigin` in config.json; the page's own origin in
 * the sandbox) + `/pay/` + the encoded id. Built here from the id, never taken from an answer: what is
 * shown, copied and put in the QR code cannot point anywhere else.
 */
export function payLinkUrl(id: string, origin: string = config.payOrigin ?? window.location.origin): string {
  if (!isLinkId(id)) throw new RangeError(`Not a payment link id: ${JSON.stringify(id)}`);
  return `${origin}/pay/${encodeURIComponent(id)}`;
}
