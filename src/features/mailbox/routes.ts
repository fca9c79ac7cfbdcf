import { IconMail } from '@tabler/icons-react';
import { allOf, anyOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/**
 * Any of topics.* (spec §2's sidebar rule): the sidebar entry, the new-issue count and the topics list,
 * where each opens its own part (ADR 0005): topics.read reads the workspace's topics, topics.all also
 * opens new ones (and closes and reopens them in their thread), topics.supervisor also lists every
 * project's topics of the organization.
 */
export const MAILBOX_PERMISSION = anyOf('topics.all', 'topics.read', 'topics.supervisor');
/** Spec §2 `/mailbox/{id}`: a topic's thread, its messages and files, needs both topics.read and messages.read. */
export const THREAD_PERMISSION = allOf('topics.read', 'messages.read.1315667214');
/** Opening a topic (docs/api/mailbox.md, Permissions); its files also need ATTACHMENTS_PERMISSION. */
export const NEW_TOPIC_PERMISSION = 'topics.all';
export const ATTACHMENTS_PERMISSION = 'messages.write';
/** What `/mailbox/new` needs: opening topics is enough (one who may not read threads comes back to the list). */
export const NEW_TOPIC_ROUTE_PERMISSION = NEW_TOPIC_PERMISSION;
/** The organization-wide view of every project's topics. */
export const SUPERVISOR_PERMISSION = 'topics.supervisor';

export const mailboxRoutes: FeatureRoute[] = [
  {
    path: '/mailbox',
    titleKey: 'shell:nav.mailbox',
    // The spec shows this entry for any of topics.*: the list opens for each, with what it allows (ADR 0005).
    permission: MAILBOX_PERMISSION,
    screen: lazyPage(() => import('./pages/mailbox-page'), 'MailboxPage'),
    nav: { order: 130, icon: IconMail, badge: 'mailbox' },
  },
  {
    path: '/mailbox/new',
    titleKey: 'shell:nav.mailbox',
    permission: NEW_TOPIC_ROUTE_PERMISSION,
    screen: lazyPage(() => import('./pages/new-topic-page'), 'NewTopicPage'),
  },
  {
    path: '/mailbox/:id',
    titleKey: 'shell:nav.mailbox',
    permission: THREAD_PERMISSION,
    screen: lazyPage(() => import('./pages/topic-page'), 'TopicPage'),
  },
];
