export const PAYMENT_LINKS_LIST = '/payment-links';
/** The query parameter that opens one link's share panel (URL, QR code) over the list. */
export const LINK_PARAM = 'link';

/** Where one payment link is shown: the list with that link's share panel open (links have no page of their own). */
export const paymentLinkHref = (id: string) => `${PAYMENT_LINKS_LIST}?${new URLSearchParams({ [LINK_PARAM]: id }).toString()}`;
