/**
 * The public side of payment links (no sign-in): what the payer's page shows, and a sandbox
 * "pay" with a test card that creates a successful charge for the link's project and marks the
 * link paid. See docs/api/payment-links.md.
 */
import { HttpResponse } from 'msw';
import { LINK_NOT_AVAILABLE } from '@/lib/contract/payment-links';
import type { CardBrand } from '@/lib/contract/transactions';
import { nowIso } from '../clock';
import { closeLink, isServerToServer, settleExpiry } from '../actions/payment-links';
import type { PaymentLink } from '../db/payment-links';
import type { Currency, Transaction } from '../db/schema';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { feeFor } from '../db/transactions';
import { pushResourceUpdated } from '../pusher-hub';
import { transactionJson } from '../serializers';
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
      amount: link.amount, currency: link.currency, description: link.description, expiresAt: link.expiresAt,
    },
  };
};

const luhn = (digits: string) => {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
};

const brandOf = (digits: string): CardBrand =>
  /^3[47]/.test(digits) ? 'amex' : /^(5[1-5]|2[2-7])/.test(digits) ? 'mastercard' : /^35/.test(digits) ? 'jcb' : /^6/.test(digits) ? 'discover' : 'visa';

interface TestCard {
  digits: string;
  expMonth: number;
  expYear: number;
  name: string;
  email: string;
}

/** Spec §5 card errors: card expired, invalid card number, invalid cardholder name, invalid CVC, invalid expiry date. */
function readCard(body: unknown): TestCard | ApiError[] {
  const attributes = attributesOf(body);
  const text = (key: string) => (typeof attributes[key] === 'string' ? (attributes[key] as string).trim() : '');
  const errors: ApiError[] = [];
  const error = (field: string, code: string, title: string) => errors.push(apiError(code, title, { source: { pointer: `/data/attributes/${field}` } }));
  const digits = text('cardNumber').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) error('cardNumber', 'invalid-card-number', 'Invalid card number');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text('expiry'));
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? 2000 + Number(expiry[2]) : 0;
  const today = new Date(nowIso());
  if (!expiry || expMonth < 1 || expMonth > 12) error('expiry', 'invalid-expiry-date', 'Invalid expiry date');
  else if (expYear * 12 + expMonth < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) error('expiry', 'card-expired', 'Card expired');
  if (!/^\d{3,4}$/.test(text('cvc'))) error('cvc', 'invalid-cvc', 'Invalid CVC');
  const name = text('cardholderName');
  if (!/^\p{L}[\p{L}' .-]{1,}$/u.test(name)) error('cardholderName', 'invalid-cardholder-name', 'Invalid cardholder name');
  const email = text('email');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) error('email', 'invalid-email', 'Enter a valid e-mail address');
  return errors.length ? errors : { digits, expMonth, expYear, name, email };
}

function chargeFor(link: PaymentLink, card: TestCard): Transaction {
  const at = nowIso();
  const currency = link.currency as Currency;
  return {
    id: newId('trx_pl'), projectId: link.projectId, type: 'charge', status: 'successful',
    amount: link.amount, currency, refundedAmount: 0, capturedAmount: 0, cancelledAmount: 0,
    fee: feeFor(link.amount, currency), paymentMethod: 'card',
    card: { brand: brandOf(card.digits), last4: card.digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear, country: 'GB' },
    customer: { name: card.name, email: card.email || `${card.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com` },
    referenceId: `PL-${link.id.replace(/^pl_/, '').slice(0, 10).toUpperCase()}`,
    riskScore: 12, country: 'GB', description: link.description || null, paymentLinkId: link.id,
    createdAt: at, settledAt: null,
    statusHistory: [{ status: 'created', at }, { status: 'successful', at }],
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
    const charge = db.transactions.insert(chargeFor(link, card));
    closeLink(link, 'paid', { transactionId: charge.id });
    const { type, id, attributes } = transactionJson(charge);
    pushResourceUpdated(charge.projectId, { type, id, attributes }, { permission: 'transactions.read.2479032559' });
    return HttpResponse.json(
      { data: { type: 'payment-link-payments', id: charge.id, attributes: { amount: charge.amount, currency: charge.currency, status: charge.status, paidAt: charge.createdAt } } },
      { status: 201 },
    );
  }),
];
