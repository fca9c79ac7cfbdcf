import { request } from '../client';
import { jsonApiBody } from '../json-api';

const linkPath = (id: string) => `public/payment-links/${encodeURIComponent(id)}`;

/** `GET public/payment-links/{id}`: what a payer sees of a link (no session). */
export const getPublicLink = (id: string) => request('GET', linkPath(id));

/** `POST public/payment-links/{id}/pay` with a sandbox test card. */
export const postPublicLinkPayment = (id: string, card: Record<string, string>) =>
  request('POST', `${linkPath(id)}/pay`, jsonApiBody('payment-link-payments', card));
