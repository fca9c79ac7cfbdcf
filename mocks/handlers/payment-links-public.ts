/**
 * The public side of payment links (no sign-in): what the payer's page shows, and a sandbox
 * "pay" with a test card that charges through the merchant's antifraud rules (docs/api/antifraud.md):
 * a charge for the link's project (successful, or held for review), and the link marked paid; a
 * payment the rules block is declined (`402 payment-declined`) and the link stays open. See
 * docs/api/payment-links.md.
 */
import { HttpResponse } from 'msw';
import { LINK_NOT_AVAILABLE } from '@/lib/contract/payment-links';
import type { CardBrand } from '@/lib/contract/transactions';
import { cardFieldNames, paymentInstrumentTitles, validateCard } from '@/lib/validation/payment-instruments';
import { now } from '../clock';
import { closeLink, isServerToServer, settleExpiry } from '../actions/payment-links';
import type { PaymentLink } from '../db/payment-links';
import type { Currency } from '../db/schema';
import { db } from '../db/store';
import { chargeThroughRules, type PaymentDraft } from '../antifraud/payments';
import { apiError, apiRoute, errorResponse, readJson, attributesOf, type ApiError } from './respond';

/** The link, when a payer may still pay it; else the response that says it is not available. */
function openLink(id: string): PaymentLink | Response {
  const found = db.paymentLinks.get(id);
  if (!found) return errorResponse(404, 'link-not-available', LINK_NOT_AVAILABLE);
  const link = settleExpiry(found);
  const project = db.resources.get(link.projectId);
  if (link.status !== 'active' || !project || isServerToServer(project)) return errorResponse(410, 'link-not-available', LINK_NOT_AVAILABLE);
  return link;
}

const publicJson = (link: PaymentLink) => {
  const project = db.resources.get(link.projectId);
  const organization = project?.parentId ? db.resources.get(project.parentId) : undefined;
  return {
    type: 'public-payment-links',
    id: link.id,
    attributes: {
      merchantName: organization?.name ?? project?.name ?? '',
      projectName: project?.name ?? '',
      amount: link.amount,
      currency: link.currency,
      description: link.description,
      expiresAt: link.expiresAt,
    },
  };
};

interface TestCard {
  digits: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
  name: string;
  email: string;
}

const emptyCardField = {
  cardNumber: 'invalid-card-number',
  expiry: 'invalid-expiry-date',
  cvc: 'invalid-cvc',
  cardholderName: 'invalid-cardholder-name',
} as const;

/** Spec §5 card errors (card expired, invalid card number, invalid cardholder name, invalid CVC, invalid expiry date), by the payment-instrument library. */
function readCard(body: unknown): TestCard | ApiError[] {
  const attributes = attributesOf(body);
  const errors: ApiError[] = [];
  const card = validateCard(
    { cardNumber: attributes.cardNumber, expiry: attributes.expiry, cvc: attributes.cvc, cardholderName: attributes.cardholderName },
    now(),
  );
  if (!card.ok) {
    for (const field of cardFieldNames) {
      // The pay page names an empty field by the field's own card error, as it always has.
      const code = card.errors[field] === 'required' ? emptyCardField[field] : card.errors[field];
      if (code) errors.push(apiError(code, paymentInstrumentTitles[code], { source: { pointer: `/data/attributes/${field}` } }));
    }
  }
  const email = typeof attributes.email === 'string' ? attributes.email.trim() : '';
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.push(apiError('invalid-email', 'Enter a valid e-mail address', { source: { pointer: '/data/attributes/email' } }));
  }
  if (!card.ok || errors.length) return errors;
  const { digits, brand, expMonth, expYear, cardholderName } = card.value;
  return { digits, brand: brand ?? 'visa', expMonth, expYear, name: cardholderName, email };
}

/** The payer's card payment of the link, as the merchant's rules see it (mocks/antifraud/payments.ts). */
function draftFor(link: PaymentLink, card: TestCard): PaymentDraft {
  return {
    projectId: link.projectId,
    amount: link.amount,
    currency: link.currency as Currency,
    card: { brand: card.brand, last4: card.digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear, country: 'GB' },
    customer: { name: card.name, email: card.email || `${card.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com` },
    ipCountry: 'GB',
    referenceId: `PL-${link.id.replace(/^pl_/, '').slice(0, 10).toUpperCase()}`,
    description: link.description || null,
    paymentLinkId: link.id,
  };
}

export const paymentLinkPublicHandlers = [
  apiRoute('get', 'public/payment-links/:id', ({ params }) => {
    const link = openLink(String(params.id));
    return link instanceof Response ? link : HttpResponse.json({ data: publicJson(link) });
  }),
  apiRoute('post', 'public/payment-links/:id/pay', async ({ request, params }) => {
    const link = openLink(String(params.id));
    if (link instanceof Response) return link;
    const card = readCard(await readJson(request));
    if (Array.isArray(card)) return HttpResponse.json({ errors: card }, { status: 422 });
    // Through the merchant's antifraud rules: a blocked payment is declined and the link stays open.
    const charge = chargeThroughRules(draftFor(link, card)).transaction;
    if (charge.status === 'failed') return errorResponse(402, 'payment-declined', 'The payment was declined');
    closeLink(link, 'paid', { transactionId: charge.id });
    return HttpResponse.json(
      {
        data: {
          type: 'payment-link-payments',
          id: charge.id,
          attributes: { amount: charge.amount, currency: charge.currency, status: charge.status, paidAt: charge.createdAt },
        },
      },
      { status: 201 },
    );
  }),
];
