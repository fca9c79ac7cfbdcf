import type { MessageCatalogue } from '@/lib/forms';

/** The sandbox's refusals of the dispute actions → keys of their translated messages. */
export const DISPUTE_CODES: MessageCatalogue = {
  'dispute-not-open': 'disputes:details.errors.notOpen',
  'dispute-not-accessible': 'disputes:details.noAccess.title',
  'too-many-files': 'disputes:details.errors.tooManyFiles',
  'evidence-required': 'disputes:details.errors.evidenceRequired',
  'file-too-large': 'disputes:workspace.fileTooLarge',
  'unsupported-file-type': 'disputes:workspace.fileType',
  'not-found': 'disputes:details.errors.fileGone',
  forbidden: 'disputes:details.errors.forbidden',
  invalid: 'errors:invalid',
  '403': 'disputes:details.errors.forbidden',
};
