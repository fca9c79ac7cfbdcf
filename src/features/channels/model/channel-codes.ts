import type { MessageCatalogue } from '@/lib/forms';

/** The channel forms' fields, in the order their errors are read. */
export const CHANNEL_FIELDS = ['project', 'name', 'kind', 'defaultCurrency', 'statementDescriptor', 'status'] as const;
export const TERMINAL_FIELDS = ['label', 'serialNumber'] as const;

/**
 * Server codes of the channel and terminal forms (for `applyServerErrors`): per field, then those of
 * the whole form. An unknown code under a field reads 'This value is not valid'.
 */
export const CHANNEL_CODES: MessageCatalogue = {
  'name.required': 'channels:errors.nameRequired',
  'name.too-long': 'channels:errors.nameTooLong',
  'name.duplicate-name': 'channels:errors.duplicateName',
  'defaultCurrency.currency-not-processed': 'channels:errors.currencyNotProcessed',
  'statementDescriptor.invalid': 'channels:errors.descriptorRule',
  'statementDescriptor.too-short': 'channels:errors.descriptorRule',
  'statementDescriptor.too-long': 'channels:errors.descriptorRule',
  'label.required': 'channels:errors.labelRequired',
  'label.too-long': 'channels:errors.labelTooLong',
  'serialNumber.required': 'channels:errors.serialRequired',
  'serialNumber.invalid': 'channels:errors.serialInvalid',
  'serialNumber.too-long': 'channels:errors.serialInvalid',
  'serialNumber.duplicate-serial': 'channels:errors.duplicateSerial',
  'not-found': 'channels:errors.gone',
  forbidden: 'channels:errors.forbidden',
  '403': 'channels:errors.forbidden',
  'not-point-of-sale': 'channels:errors.notPointOfSale',
  'too-many-terminals': 'channels:errors.tooManyTerminals',
};
