import type { MessageCatalogue } from '@/lib/forms';

/**
 * The server's refusals of approve, reject and cancel → message keys, beyond the shared money-out
 * ones (`own-payout`, `payout-not-awaiting-approval`, `payout-not-cancellable`: `errors:moneyOut.*`).
 */
export const decisionCodes: MessageCatalogue = {
  forbidden: 'payouts:errors.forbidden',
  'not-found': 'payouts:errors.notFound',
  'reason.invalid': 'payouts:reject.reasonInvalid',
};
