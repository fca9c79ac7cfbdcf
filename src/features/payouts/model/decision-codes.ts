import type { MessageCatalogue } from '@/lib/forms';

/** The server's refusals of approve, reject and cancel → message keys. */
export const decisionCodes: MessageCatalogue = {
  'own-payout': 'payouts:errors.ownPayout',
  'payout-not-awaiting-approval': 'payouts:errors.notAwaitingApproval',
  'payout-not-cancellable': 'payouts:errors.notCancellable',
  'step-up-required': 'payouts:stepUp.required',
  forbidden: 'payouts:errors.forbidden',
  'not-found': 'payouts:errors.notFound',
  'reason.invalid': 'payouts:reject.reasonInvalid',
};
