import type { MessageCatalogue } from '@/lib/forms';

/** The sandbox's refusals of the billing actions → keys of their translated messages. */
export const BILLING_CODES: MessageCatalogue = {
  'already-paused': 'billing:errors.alreadyPaused',
  'not-pausable': 'billing:errors.notPausable',
  'not-paused': 'billing:errors.notPaused',
  'already-cancelled': 'billing:errors.alreadyCancelled',
  'nothing-to-retry': 'billing:errors.nothingToRetry',
  'plan-archived': 'billing:errors.planArchived',
  'already-archived': 'billing:errors.alreadyArchived',
  'not-changeable': 'billing:errors.notChangeable',
  'date-in-past': 'billing:errors.dateInPast',
  'resume-before-pause': 'billing:errors.resumeBeforePause',
  'currency-not-offered': 'billing:errors.currencyNotOffered',
  'interval-differs': 'billing:errors.intervalDiffers',
  'same-plan': 'billing:errors.samePlan',
  'preview-changed': 'billing:errors.previewChanged',
  'preview-expired': 'billing:errors.previewExpired',
  'payment-declined': 'billing:errors.paymentDeclined',
  'not-found': 'billing:errors.notFound',
  forbidden: 'billing:errors.forbidden',
  '403': 'billing:errors.forbidden',
  invalid: 'errors:invalid',
};
