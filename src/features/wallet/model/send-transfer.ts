import type { IntentRequest, IntentSpec } from '@/features/intents';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import type { MessageCatalogue } from '@/lib/forms';
import { paymentInstrumentMessageKeys } from '@/lib/validation/payment-instruments';

/** Where a transfer goes: a saved payout method's id, or `card` for a card typed in. */
export const NEW_CARD = 'card';

export interface TransferValues {
  currency: string;
  /** As typed ('2 500,00'). */
  amount: string;
  destination: string;
  description: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

export const emptyTransfer = (currency: string): TransferValues => ({
  currency,
  amount: '',
  destination: NEW_CARD,
  description: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
  cardholderName: '',
});

/** What the confirmation states and the request sends: a card only as its token and masked number. */
export interface TransferDraft {
  resourceId: string;
  currency: string;
  amount: number;
  description: string;
  /** A payout method's id, or a card token's. */
  destinationId: string;
  destinationKind: 'payout-method' | 'card-token';
  /** As the confirmation names it: 'Main account · DE89 •••• 3000', '•••• 4242 · Marta Silva'. */
  destinationText: string;
}

export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'cardholderName'] as const;
/** The form's fields, named as the server's error pointers name them. */
export const TRANSFER_FIELDS = ['currency', 'amount', 'description', ...CARD_FIELDS] as const;

/** The server's codes of `card-tokens/create` and `transfers/create` → message keys (beyond `errors:moneyOut.*`). */
export const transferErrorCodes: MessageCatalogue = {
  ...paymentInstrumentMessageKeys,
  'payoutMethod.not-found': 'wallet:send.methodGone',
  'cardToken.card-token-expired': 'wallet:send.cardAgain',
  'cardToken.card-token-used': 'wallet:send.cardAgain',
  'unknown-currency': 'errors:money.unknownCurrency',
  forbidden: 'wallet:errors.forbidden',
  'not-found': 'wallet:errors.notFound',
  'reference-reused': 'wallet:errors.referenceReused',
};

/** The intent target of a transfer: one open request per wallet at a time. */
export const transferTarget = (resourceId: string) => `transfer-request:${resourceId}`;

/** The `transfers/create` request an intent stores and sends: never a card number, never a code. */
export function sendTransferSpec(draft: TransferDraft): Omit<IntentSpec, 'target'> {
  const description = draft.description.trim();
  const relationship =
    draft.destinationKind === 'payout-method'
      ? { payoutMethod: { data: { type: 'payout-methods', id: draft.destinationId } } }
      : { cardToken: { data: { type: 'card-tokens', id: draft.destinationId } } };
  const request: IntentRequest = {
    endpoint: PAYOUTS_ENDPOINT,
    action: 'transfers/create',
    payload: {
      resourceId: draft.resourceId,
      data: {
        type: 'transfers',
        attributes: { amount: draft.amount, currency: draft.currency, ...(description && { description }) },
        relationships: relationship,
      },
    },
  };
  return {
    request,
    summary: { kind: 'transfer', amount: draft.amount, currency: draft.currency },
    invalidates: [
      { type: 'Transfer', id: 'LIST' },
      { type: 'Wallet', id: 'SUMMARY' },
    ],
  };
}

/** The draft a stored request carries: what "Check again" sends, shown as it was confirmed. */
export function draftOf(request: IntentRequest | undefined): TransferDraft | null {
  const payload = request?.payload as
    | {
        resourceId?: string;
        data?: {
          attributes?: { amount?: number; currency?: string; description?: string };
          relationships?: { payoutMethod?: { data?: { id?: string } }; cardToken?: { data?: { id?: string } } };
        };
      }
    | undefined;
  const a = payload?.data?.attributes;
  if (!payload?.resourceId || typeof a?.amount !== 'number' || !a.currency) return null;
  const method = payload.data?.relationships?.payoutMethod?.data?.id;
  return {
    resourceId: payload.resourceId,
    amount: a.amount,
    currency: a.currency,
    description: a.description ?? '',
    destinationId: method ?? payload.data?.relationships?.cardToken?.data?.id ?? '',
    destinationKind: method ? 'payout-method' : 'card-token',
    // A stored request names the destination by id only (a card by its token): the screen words it.
    destinationText: '',
  };
}
