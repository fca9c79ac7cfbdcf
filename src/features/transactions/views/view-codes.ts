import type { MessageCatalogue } from '@/lib/forms';

/** Server codes of 'Save view' (for `applyServerErrors`), per field then for the whole form. */
export const VIEW_CODES: MessageCatalogue = {
  'name.required': 'transactions:views.nameRequired',
  'name.invalid': 'transactions:views.nameTooLong',
  'name.name-taken': 'transactions:views.nameTaken',
  'name-taken': 'transactions:views.nameTaken',
  forbidden: 'transactions:views.forbidden',
  'not-found': 'transactions:views.notFound',
};
