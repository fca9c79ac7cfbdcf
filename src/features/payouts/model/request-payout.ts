import type { IntentRequest, IntentSpec } from '@/features/intents';
import { PAYOUT_TEXT_MAX } from '@/lib/contract/payouts';
import type { MessageCatalogue } from '@/lib/forms';
import { PAYOUTS_ENDPOINT } from '../payouts-endpoint';
import { checkMoneyText, formatMoney, parseMoney } from '@/lib/money';

export interface RequestPayoutValues {
  currency: string;
  /** As typed ('2 500,00'). */
  amount: string;
  /** The payout method's id. */
  payoutMethod: string;
  description: string;
}

/** What the confirmation states and the request sends. */
export interface PayoutDraft {
  resourceId: string;
  currency: string;
  amount: number;
  payoutMethod: string;
  description: string;
}

/** The form's fields, named as the server's error pointers name them. */
export const REQUEST_FIELDS = ['currency', 'amount', 'payoutMethod', 'description'] as const;

/** The server's codes of `payouts/create` → message keys (beyond the shared money-out ones, `errors:moneyOut.*`). */
export const requestErrorCodes: MessageCatalogue = {
  'payoutMethod.not-found': 'payouts:request.methodGone',
  'payoutMethod.required': 'payouts:request.methodRequired',
  'unknown-currency': 'errors:money.unknownCurrency',
  forbidden: 'payouts:errors.forbidden',
  'not-found': 'payouts:errors.notFound',
  'reference-reused': 'payouts:errors.referenceReused',
};

/** Why a typed amount cannot be requested: form, decimals, zero, more than is available now. */
export function checkPayoutAmount(
  text: string,
  currency: string,
  available: number | null,
  locale: string,
): { key: string; values?: Record<string, string | number> } | null {
  const problem = checkMoneyText(text, currency, locale);
  if (problem) return problem;
  const minor = parseMoney(text, currency) ?? 0;
  if (available !== null && minor > available)
    return { key: 'payouts:request.exceedsAvailableNow', values: { available: formatMoney(available, currency, locale) } };
  return null;
}

export const descriptionProblem = (text: string) => text.trim().length > PAYOUT_TEXT_MAX;

/** The `payouts/create` request an intent stores and sends: never a code (the step-up window is the server's). */
export function requestPayoutSpec(draft: PayoutDraft): Omit<IntentSpec, 'target'> {
  const description = draft.description.trim();
  const request: IntentRequest = {
    endpoint: PAYOUTS_ENDPOINT,
    action: 'payouts/create',
    payload: {
      resourceId: draft.resourceId,
      data: {
        type: 'payouts',
        attributes: { amount: draft.amount, currency: draft.currency, ...(description && { description }) },
        relationships: { payoutMethod: { data: { type: 'payout-methods', id: draft.payoutMethod } } },
      },
    },
  };
  return {
    request,
    summary: { kind: 'payout', amount: draft.amount, currency: draft.currency },
    invalidates: [{ type: 'Payout', id: 'LIST' }],
  };
}

/** The draft a stored request carries: what "Check again" sends, shown as it was confirmed. */
export function draftOf(request: IntentRequest | undefined): PayoutDraft | null {
  const payload = request?.payload as
    | {
        resourceId?: string;
        data?: { attributes?: { amount?: number; currency?: string; description?: string }; relationships?: { payoutMethod?: { data?: { id?: string } } } };
      }
    | undefined;
  const a = payload?.data?.attributes;
  if (!payload?.resourceId || typeof a?.amount !== 'number' || !a.currency) return null;
  return {
    resourceId: payload.resourceId,
    amount: a.amount,
    currency: a.currency,
    description: a.description ?? '',
    payoutMethod: payload.data?.relationships?.payoutMethod?.data?.id ?? '',
  };
}
