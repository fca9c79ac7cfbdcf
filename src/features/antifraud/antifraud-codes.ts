import type { MessageCatalogue } from '@/lib/forms';

/** The sandbox's refusals of the antifraud actions → keys of their translated messages. */
export const ANTIFRAUD_CODES: MessageCatalogue = {
  'review-closed': 'antifraud:errors.reviewClosed',
  'list-in-use': 'antifraud:errors.listInUse',
  'default-list': 'antifraud:errors.defaultList',
  'invalid-item': 'antifraud:errors.invalidItem',
  'expiry-in-past': 'antifraud:errors.expiryInPast',
  'alias-taken': 'antifraud:errors.aliasTaken',
  'not-found': 'antifraud:errors.notFound',
  'invalid-rule': 'antifraud:errors.invalidRule',
  'built-in-rule': 'antifraud:errors.builtInRule',
  forbidden: 'antifraud:errors.forbidden',
  '403': 'antifraud:errors.forbidden',
  invalid: 'errors:invalid',
};
