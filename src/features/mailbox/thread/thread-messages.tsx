import { Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import { selectCurrentUser } from '@/features/session';
import { useAppSelector } from '@/lib/store';
import type { ThreadMessage } from '../mailbox-slice';
import { AttachmentDownload } from './attachment-download';

/** How close to the end of the page still counts as "reading the latest": a new reply is scrolled to then. */
const AT_BOTTOM_PX = 120;

const atBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - AT_BOTTOM_PX;

function Author({ message, own }: { message: ThreadMessage; own: boolean }) {
  const { t } = useTranslation('mailbox');
  if (message.author === 'support') {
    return (
      <Group gap={6} wrap="nowrap">
        {message.authorName && (
          <Text fw={600} size="sm">
            <bdi>{message.authorName}</bdi>
          </Text>
        )}
        <Badge variant="light" color="blue" size="sm">
          {t('author.support')}
        </Badge>
      </Group>
    );
  }
  return (
    <Text fw={600} size="sm">
      {own || !message.authorName ? t('author.merchant') : <bdi>{message.authorName}</bdi>}
    </Text>
  );
}

function MessageItem({ message, own }: { message: ThreadMessage; own: boolean }) {
  const { t } = useTranslation('mailbox');
  const formatDateTime = useLocaleFormat().dateTime;
  const support = message.author === 'support';
  return (
    <Card
      component="article"
      withBorder
      padding="sm"
      aria-label={t('thread.messageFrom', {
        author: support ? message.authorName || t('author.support') : own || !message.authorName ? t('author.merchant') : message.authorName,
      })}
      style={support ? { borderInlineStartWidth: 4, borderInlineStartColor: 'var(--mantine-color-blue-filled)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Author message={message} own={own} />
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            <bdi>{formatDateTime(message.createdAt)}</bdi>
          </Text>
        </Group>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        {message.attachments.length > 0 && (
          <Stack gap={4} component="ul" aria-label={t('thread.attachment.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentDownload attachment={attachment} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The thread, oldest first. A support reply that arrives while the page is open is announced
 * politely ("New reply from support") and scrolled to when the reader was at the end of the page.
 */
export function ThreadMessages({ messages }: { messages: ThreadMessage[] }) {
  const { t } = useTranslation('mailbox');
  const me = useAppSelector(selectCurrentUser);
  const seen = useRef<Set<string> | null>(null);
  const wasAtBottom = useRef(true);
  const list = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const track = () => {
      wasAtBottom.current = atBottom();
    };
    track();
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  useEffect(() => {
    const known = seen.current;
    seen.current = new Set(messages.map((message) => message.id));
    // The first read is the thread as it was: nothing to announce.
    if (!known) return;
    const fresh = messages.filter((message) => !known.has(message.id));
    if (fresh.length === 0) return;
    if (fresh.some((message) => message.author === 'support'))
      setAnnouncement((previous) => (previous === t('thread.newReply') ? `${t('thread.newReply')}\u00a0` : t('thread.newReply')));
    if (wasAtBottom.current) {
      // Oldest first: the newest is the last item.
      list.current?.lastElementChild?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
    }
  }, [messages, t]);

  // A server that does not name the author's id yet: the reader's own name is the best there is.
  const own = (message: ThreadMessage) =>
    message.author === 'merchant' && Boolean(me) && (message.authorId ? message.authorId === me?.id : Boolean(me?.name) && message.authorName === me?.name);
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('thread.empty')}
        </Text>
      ) : (
        <Stack component="ol" ref={list} gap="sm" aria-label={t('thread.messages')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageItem message={message} own={own(message)} />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
