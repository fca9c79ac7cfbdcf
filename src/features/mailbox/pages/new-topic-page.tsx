import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { notify, tx } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { BackToMailbox } from '../thread/back-to-mailbox';
import { NewTopicForm } from '../components/new-topic-form';
import { MAILBOX_PATH, topicHref } from '../mailbox-href';
import { parseRelatedParam, useReadableRelatedTypes } from '../model/related-objects';
import { ATTACHMENTS_PERMISSION, THREAD_PERMISSION } from '../routes';

/**
 * `/mailbox/new` (topics.all): a question to support, optionally about a payment, dispute or payout
 * (`?related=transactions:tx_1` fills it in), with files; sent, it opens the topic's thread, or, for one
 * who may open topics but not read their conversations, goes back to the list saying it was sent.
 */
export function NewTopicPage() {
  const { t } = useTranslation('mailbox');
  const workspace = useAppSelector(selectSelectedResource);
  const relatedTypes = useReadableRelatedTypes();
  const mayAttach = usePermission(ATTACHMENTS_PERMISSION);
  const mayOpenThread = usePermission(THREAD_PERMISSION);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  return (
    <Stack gap="lg">
      <BackToMailbox />
      <Stack gap={4}>
        <Title order={1}>{t('newTopic.title')}</Title>
        <Text c="dimmed">{t('newTopic.description', { name: workspace.name })}</Text>
      </Stack>
      <NewTopicForm
        key={workspace.id}
        resourceId={workspace.id}
        related={parseRelatedParam(params.get('related'))}
        relatedTypes={relatedTypes}
        mayAttach={mayAttach}
        onCreated={(topic) => {
          if (mayOpenThread) {
            void navigate(topicHref(topic.id), { replace: true });
            return;
          }
          notify({ color: 'teal', message: tx('mailbox:newTopic.sent') });
          void navigate(MAILBOX_PATH, { replace: true });
        }}
      />
    </Stack>
  );
}
