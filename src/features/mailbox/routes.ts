import { IconMail } from '@tabler/icons-react';
import { allOf, anyOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** Any of topics.*: the mailbox's counts and the sidebar entry's spec §2 rule. */
export const MAILBOX_PERMISSION = anyOf('topics.all', 'topics.read', 'topics.supervisor');
/** Spec §2 `/mailbox/{id?}`: the list and a topic's thread need both topics.read and messages.read. */
const MAILBOX_READ = ['topics.read', 'messages.read.1315667214'] as const;
export const MAILBOX_ROUTE_PERMISSION = allOf(...MAILBOX_READ);
/** Opening a topic (docs/api/mailbox.md, Permissions); its files also need ATTACHMENTS_PERMISSION. */
export const NEW_TOPIC_PERMISSION = 'topics.all';
export const ATTACHMENTS_PERMISSION = 'messages.write';
/** What `/mailbox/new` needs: reading the mailbox and opening topics. */
export const NEW_TOPIC_ROUTE_PERMISSION = allOf(...MAILBOX_READ, NEW_TOPIC_PERMISSION);
/** The organization-wide view of every project's topics. */
export const SUPERVISOR_PERMISSION = 'topics.supervisor';

export const mailboxRoutes: FeatureRoute[] = [
  {
    path: '/mailbox',
    titleKey: 'shell:nav.mailbox',
    permission: MAILBOX_ROUTE_PERMISSION,
    screen: lazyPage(() => import('./pages/mailbox-page'), 'MailboxPage'),
    // The spec shows this entry for any of topics.*, but the page needs topics.read and messages.read:
    // it is offered only to those who can open it (ADR 0005).
    nav: { order: 130, icon: IconMail, also: MAILBOX_PERMISSION, badge: 'mailbox' },
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
    permission: MAILBOX_ROUTE_PERMISSION,
    screen: lazyPage(() => import('./pages/topic-page'), 'TopicPage'),
  },
];
