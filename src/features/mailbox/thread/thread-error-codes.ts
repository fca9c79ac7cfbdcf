import type { MessageCatalogue } from '@/lib/forms';

/** The mailbox's own refusals a reply or a status change may meet (docs/api/mailbox.md), in the user's words. */
export const THREAD_ERROR_CODES: MessageCatalogue = {
  'topic-closed': 'mailbox:thread.errors.topicClosed',
  'attachment-not-found': 'mailbox:thread.errors.attachment',
  'attachment-not-uploaded': 'mailbox:thread.errors.attachment',
  'attachment-in-use': 'mailbox:thread.errors.attachment',
  'not-found': 'mailbox:thread.errors.gone',
  forbidden: 'mailbox:thread.errors.notAllowed',
  '403': 'mailbox:thread.errors.notAllowed',
};
