import { Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from '@/components/attachments';
import { useAttachmentUploads } from '../attachments/use-attachment-uploads';
import { FormError } from '@/components/feedback/form-error';
import { MESSAGE_MAX } from '@/lib/contract/mailbox-rules';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useLocaleFormat } from '@/lib/format';
import { useCreateTopicMessageMutation } from '../api/thread-api';
import { THREAD_ERROR_CODES } from './thread-error-codes';
import { useRequestReference } from './use-request-reference';

/**
 * The reply under the thread: text (Ctrl/Cmd+Enter sends) and files. One requestReference per reply
 * (the same text and files), kept across its retries; on success the text and the files are cleared,
 * on a refusal everything typed stays and the reason is said.
 */
export function ReplyComposer({ topicId, resourceId }: { topicId: string; resourceId: string }) {
  const { t } = useTranslation('mailbox');
  const { number } = useLocaleFormat();
  const titleId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading: sending }] = useCreateTopicMessageMutation();
  const reference = useRequestReference();
  // Files are allocated in the topic's workspace: the server names them by it when the reply carries them.
  const uploads = useAttachmentUploads(resourceId);
  const { attachmentIds, busy: uploadsBusy } = uploads;

  const submit = async () => {
    if (sending || uploadsBusy) return;
    const text = body.trim();
    setFailure(null);
    if (!text) return setError(t('thread.reply.empty'));
    if (text.length > MESSAGE_MAX) return setError(t('thread.reply.tooLong', { max: number(MESSAGE_MAX) }));
    setError(null);
    try {
      await send({ topicId, body: text, attachmentIds, requestReference: reference.take(JSON.stringify([topicId, text, attachmentIds])) }).unwrap();
      reference.settled();
      setBody('');
      uploads.reset();
    } catch (caught) {
      setFailure(t(failureMessageKey(toFailure(caught), THREAD_ERROR_CODES)));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('thread.reply.title')}
          </Title>
          <Textarea
            label={t('thread.reply.label')}
            description={t('thread.reply.hint', { max: number(MESSAGE_MAX) })}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            error={error}
            rows={4}
            resize="vertical"
            maxLength={MESSAGE_MAX}
            dir="auto"
            disabled={sending}
          />
          <AttachmentPicker uploads={uploads} disabled={sending} />
          <FormError title={t('thread.reply.failedTitle')} message={failure} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={sending} disabled={uploadsBusy}>
              {t('thread.reply.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
