import { Alert, Grid, Group, Stack, Title } from '@mantine/core';
import { IconLock, IconMailOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal } from '@/components/details-frame';
import { ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { selectSelectedResourceId } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import type { TopicSummary } from '../mailbox-slice';
import { MAILBOX_PATH } from '../mailbox-href';
import { BackToMailbox } from '../thread/back-to-mailbox';
import { ReplyComposer } from '../thread/reply-composer';
import { ThreadMessages } from '../thread/thread-messages';
import { TopicFacts } from '../thread/topic-facts';
import { ReopenButton, TopicStatusActions } from '../thread/topic-status-actions';
import { TopicStatusBadge } from '../thread/topic-status-badge';
import { useTopicThread, type MailboxThread } from '../thread/use-topic-thread';

function TopicView({
  topic,
  thread,
  retry,
  retrying,
  threadError,
}: {
  topic: TopicSummary;
  thread: MailboxThread;
  retry: () => void;
  retrying: boolean;
  threadError: unknown;
}) {
  const { t } = useTranslation('mailbox');
  const threadTitleId = useId();
  const manage = usePermission('topics.all');
  const write = usePermission('messages.write');
  const workspaceId = useAppSelector(selectSelectedResourceId) ?? '';
  const closed = topic.status === 'Closed';
  return (
    <>
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{topic.subject ?? ''}</bdi>
          </Title>
          <TopicStatusBadge status={topic.status} size="lg" />
        </Group>
        {manage && !closed && (
          <Group gap="sm">
            <TopicStatusActions topic={topic} />
          </Group>
        )}
      </Stack>
      {/* The conversation first; the facts beside it on wide screens, after it on narrow ones. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Stack gap="sm" component="section" aria-labelledby={threadTitleId}>
              <Title order={2} size="h4" id={threadTitleId}>
                {t('thread.messages')}
              </Title>
              {thread.status === 'ready' && <ThreadMessages messages={thread.messages} />}
              {thread.status === 'failed' && <ErrorState error={threadError} title={t('thread.loadFailed')} onRetry={retry} retrying={retrying} />}
              {thread.status === 'loading' && <LoadingState label={t('thread.loading')} rows={3} rowHeight={72} />}
            </Stack>
            {closed ? (
              <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('thread.closed.title')}>
                {manage ? t('thread.closed.hint') : t('thread.closed.hintNoRight')}
                {manage && (
                  <Group mt="sm">
                    <ReopenButton topicId={topic.id} variant="filled" />
                  </Group>
                )}
              </Alert>
            ) : (
              write && thread.status === 'ready' && <ReplyComposer topicId={topic.id} resourceId={topic.resource?.id ?? workspaceId} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TopicFacts topic={topic} />
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * `/mailbox/:id`: one topic of the workspace (a supervisor's: of the organization's projects), its
 * thread oldest first, live; the reply, close and reopen, and the attachments' downloads.
 */
export function TopicPage() {
  // The composer's file picker texts load with the page's, not later in a suspense of their own.
  const { t } = useTranslation(['mailbox', 'attachments']);
  const { id = '' } = useParams();
  const { topic, thread, notFound, failure, messagesError, retry, retrying } = useTopicThread(id);

  // An unknown topic, one of another workspace, or one the user may not read: the same words for each.
  return (
    <DetailsFrame
      back={<BackToMailbox />}
      title={t('thread.heading')}
      data={topic ?? undefined}
      refused={notFound}
      refusal={
        <DetailsRefusal
          title={t('thread.notFound.title')}
          text={t('thread.notFound.hint')}
          icon={<IconMailOff aria-hidden />}
          color="orange"
          toList={{ to: MAILBOX_PATH, label: t('thread.notFound.toList') }}
        />
      }
      failure={failure}
      onRetry={retry}
      retrying={retrying}
      texts={{ loading: t('thread.loading'), loadFailed: t('thread.loadFailed') }}
    >
      {(topic) => <TopicView topic={topic} thread={thread} retry={retry} retrying={retrying} threadError={messagesError} />}
    </DetailsFrame>
  );
}
