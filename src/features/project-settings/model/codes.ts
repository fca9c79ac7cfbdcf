import { IP_RANGE_CODES } from '@/components/ip-ranges';
import type { MessageCatalogue } from '@/lib/forms';

const refusals: MessageCatalogue = {
  forbidden: 'projectSettings:errors.forbidden',
  '403': 'projectSettings:errors.forbidden',
  'not-found': 'projectSettings:errors.notFound',
};

/** `projects/setAllowedIps` refusals: a range's own at its line (`/data/attributes/ranges/<i>`), the rest above. */
export const ALLOWED_IPS_CODES: MessageCatalogue = { ...IP_RANGE_CODES, ...refusals };

/** `checkout-translations/create` and `delete` refusals (docs/api/developers.md). */
export const LANGUAGE_CODES: MessageCatalogue = {
  ...refusals,
  'invalid-language-tag': 'projectSettings:languages.add.incorrectFormat',
  'language-exists': 'projectSettings:languages.add.exists',
};

/** `checkout-translations/update` refusals: a text's own under it (`/data/attributes/texts/<key>`). */
export const TEXT_CODES: MessageCatalogue = { ...refusals, invalid: 'projectSettings:languages.edit.invalidText' };

/** Codes the server may send without pointing at the language field. */
export const LANGUAGE_CODE_FIELDS = { 'invalid-language-tag': 'language', 'language-exists': 'language' } as const;
