import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '@/components/feedback/form-error';
import { MESSAGE_MAX, topicCategories, type TopicRelatedType } from '@/lib/contract/mailbox-rules';
import { intlLocale } from '@/lib/i18n';
import type { TopicSummary } from '../mailbox-slice';
import { MAILBOX_PATH } from '../mailbox-href';
import { topicCategoryKey } from '../model/labels';
import { emptyTopic, MESSAGE_COUNTER_FROM, toNewTopic, topicValidators, type NewTopicValues } from '../model/new-topic-form';
import { RelatedField } from './related-field';
import { useCreateTopic } from './use-create-topic';
import { useRelatedLookup } from './use-related-lookup';

interface Props {
  resourceId: string;
  /** What the topic is about when the page was opened for it (`?related=`). */
  related: { type: TopicRelatedType; id: string } | null;
  /** The kinds of object the user may read here. */
  relatedTypes: readonly TopicRelatedType[];
  /** May attach files (messages.write). */
  mayAttach: boolean;
  onCreated: (topic: TopicSummary) => void;
}

/** Subject, category, what it is about, the first message and its files; Send opens the topic. */
export function NewTopicForm({ resourceId, related, relatedTypes, mayAttach, onCreated }: Props) {
  const { t, i18n } = useTranslation('mailbox');
  const form = useForm<NewTopicValues>({
    mode: 'controlled',
    initialValues: emptyTopic(related && relatedTypes.includes(related.type) ? related : null),
    validate: topicValidators(t, intlLocale(i18n.language)),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const lookup = useRelatedLookup(values.relatedType, values.relatedId);
  const creation = useCreateTopic(form, resourceId, onCreated);
  // The attachments (`useAttachmentUploads(resourceId)` from '@/components/attachments') join here once
  // that component is on main: its uploaded ids go with the topic, and Send waits while one uploads.
  const attachmentIds: string[] = [];
  const uploading = false;
  const sending = creation.sending;
  const messageLength = values.message.trim().length;
  const numbers = new Intl.NumberFormat(intlLocale(i18n.language));

  const send = (submitted: NewTopicValues) => {
    if (submitted.relatedType && lookup.state === 'missing') {
      form.setFieldError('relatedId', t('newTopic.errors.relatedNotFound'));
      return;
    }
    void creation.submit(toNewTopic(submitted, attachmentIds));
  };

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="md" maw={720}>
        <FormError message={creation.message} />
        <TextInput label={t('newTopic.subject')} withAsterisk disabled={sending} {...form.getInputProps('subject')} />
        <Select
          label={t('newTopic.category')}
          placeholder={t('newTopic.categoryPlaceholder')}
          withAsterisk
          allowDeselect={false}
          data={topicCategories.map((value) => ({ value, label: t(topicCategoryKey(value)) }))}
          disabled={sending}
          {...form.getInputProps('category')}
        />
        {relatedTypes.length > 0 && <RelatedField form={form} types={relatedTypes} lookup={lookup} disabled={sending} />}
        <Textarea
          label={t('newTopic.message')}
          withAsterisk
          rows={8}
          resize="vertical"
          disabled={sending}
          description={
            messageLength >= MESSAGE_COUNTER_FROM ? t('newTopic.messageCount', { used: numbers.format(messageLength), max: numbers.format(MESSAGE_MAX) }) : undefined
          }
          {...form.getInputProps('message')}
        />
        {mayAttach && null /* ATTACHMENTS: <AttachmentPicker uploads={uploads} disabled={sending} /> (mailbox-common brief) */}
        <Group justify="flex-end">
          <Button component={Link} to={MAILBOX_PATH} variant="default" disabled={sending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={sending} disabled={uploading}>
            {t('newTopic.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
