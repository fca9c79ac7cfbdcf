import type { TFunction } from 'i18next';
import { MESSAGE_MAX, SUBJECT_MAX, topicCategories, type TopicCategory, type TopicRelatedType } from '@/lib/contract/mailbox-rules';
import type { MessageCatalogue } from '@/lib/forms';
import type { NewTopic } from '../api/topics-api';

export interface NewTopicValues {
  subject: string;
  /** '' until chosen. */
  category: TopicCategory | '';
  /** '' for a topic about nothing in particular. */
  relatedType: TopicRelatedType | '';
  relatedId: string;
  message: string;
}

export const emptyTopic = (related: { type: TopicRelatedType; id: string } | null = null): NewTopicValues => ({
  subject: '',
  category: related ? relatedCategory[related.type] : '',
  relatedType: related?.type ?? '',
  relatedId: related?.id ?? '',
  message: '',
});

/** The category a topic about an object of this kind most likely has (the user may change it). */
const relatedCategory: Readonly<Record<TopicRelatedType, TopicCategory>> = { transactions: 'payments', disputes: 'disputes', payouts: 'payouts' };

/** The form's fields, as the server's error pointers name them (`related` and `attachments` → `codeFields`). */
export const TOPIC_FIELDS = ['subject', 'category', 'message', 'relatedId', 'attachments'] as const;

/** Server refusals that belong to a field whatever their pointer. */
export const topicCodeFields: Readonly<Record<string, string>> = {
  'related-not-found': 'relatedId',
  'attachment-not-found': 'attachments',
  'attachment-not-uploaded': 'attachments',
  'attachment-in-use': 'attachments',
  'file-too-large': 'attachments',
  'file-type': 'attachments',
};

/** The server's codes of this form → message keys. */
export const topicErrorCodes: MessageCatalogue = {
  'related-not-found': 'mailbox:newTopic.errors.relatedNotFound',
  'attachment-not-found': 'mailbox:newTopic.errors.attachmentGone',
  'attachment-not-uploaded': 'mailbox:newTopic.errors.attachmentNotUploaded',
  'attachment-in-use': 'mailbox:newTopic.errors.attachmentGone',
  'file-too-large': 'mailbox:newTopic.errors.attachmentRefused',
  'file-type': 'mailbox:newTopic.errors.attachmentRefused',
  forbidden: 'mailbox:newTopic.errors.forbidden',
};

/** The message length from which the counter is shown. */
export const MESSAGE_COUNTER_FROM = MESSAGE_MAX - 1_000;

/** Validation on blur and on Send; every message translated (`locale` writes the numbers in them). */
export function topicValidators(t: TFunction<'mailbox'>, locale = 'en') {
  const count = new Intl.NumberFormat(locale);
  return {
    subject: (value: string) => {
      const text = value.trim();
      if (!text) return t('newTopic.errors.subjectRequired');
      return text.length > SUBJECT_MAX ? t('newTopic.errors.subjectLong', { max: count.format(SUBJECT_MAX) }) : null;
    },
    category: (value: string) => (topicCategories.some((c) => c === value) ? null : t('newTopic.errors.categoryRequired')),
    relatedId: (value: string, values: NewTopicValues) => (values.relatedType && !value.trim() ? t('newTopic.errors.relatedIdRequired') : null),
    message: (value: string) => {
      const text = value.trim();
      if (!text) return t('newTopic.errors.messageRequired');
      return text.length > MESSAGE_MAX ? t('newTopic.errors.messageLong', { max: count.format(MESSAGE_MAX) }) : null;
    },
  };
}

/** The form (validated) → what `topics/create` is sent. */
export const toNewTopic = (values: NewTopicValues, attachmentIds: string[]): NewTopic => ({
  subject: values.subject.trim(),
  category: values.category as TopicCategory,
  message: values.message.trim(),
  related: values.relatedType && values.relatedId.trim() ? { type: values.relatedType, id: values.relatedId.trim() } : null,
  attachmentIds,
});
