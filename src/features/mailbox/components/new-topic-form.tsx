import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttachmentPicker } from '@/components/attachments';
import { useAttachmentUploads } from '../attachments/use-attachment-uploads';
import { FormError } from '@/components/feedback/form-error';
import { MESSAGE_MAX, topicCategories, type TopicRelatedType } from '@/lib/contract/mailbox-rules';
import { useLocaleFormat } from '@/lib/format';
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
  const uploads = useAttachmentUploads(resourceId);
  const creation = useCreateTopic(form, resourceId, (topic) => {
    // The files are the topic's first message's now: nothing to delete when the form goes.
    uploads.reset();
    onCreated(topic);
  });
  const sending = creation.sending;
  const messageLength = values.message.trim().length;
  const { number } = useLocaleFormat();

  const send = (submitted: NewTopicValues) => {
    if (submitted.relatedType && lookup.state === 'missing') {
      form.setFieldError('relatedId', t('newTopic.errors.relatedNotFound'));
      return;
    }
    if (uploads.hasProblems) {
      form.setFieldError('attachments', t('newTopic.errors.attachmentsFailed'));
      return;
    }
    void creation.submit(toNewTopic(submitted, uploads.attachmentIds));
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
            messageLength >= MESSAGE_COUNTER_FROM ? t('newTopic.messageCount', { used: number(messageLength), max: number(MESSAGE_MAX) }) : undefined
          }
          {...form.getInputProps('message')}
        />
        {mayAttach && (
          <Stack gap={4}>
            <AttachmentPicker uploads={uploads} disabled={sending} />
            {form.errors.attachments && (
              <Text size="sm" c="red" role="alert">
                {form.errors.attachments}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={MAILBOX_PATH} variant="default" disabled={sending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={sending} disabled={uploads.busy}>
            {t('newTopic.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
