import type { MessageCatalogue } from '@/lib/forms';

/**
 * Server codes of 'Create organization' and 'Create project' (for `applyServerErrors`): per field
 * (`<field>.<code>`, the contract's refusals and the sandbox's own rules such as a taken number),
 * then the refusals of the whole form. An unknown code under a field reads 'This value is not valid'.
 */
export const CREATE_CODES: MessageCatalogue = {
  'name.required': 'projects:validation.nameRequired',
  'name.invalid': 'projects:validation.nameLength',
  'number.required': 'projects:validation.numberRequired',
  'number.invalid': 'projects:validation.numberFormat',
  'number.taken': 'projects:validation.numberTaken',
  'website.required': 'projects:validation.websiteRequired',
  'website.invalid': 'projects:validation.websiteFormat',
  'mode.required': 'projects:validation.modeRequired',
  'mode.invalid': 'projects:validation.modeRequired',
  forbidden: 'projects:create.forbidden',
  'no-rights': 'projects:create.forbidden',
  '403': 'projects:create.forbidden',
};
