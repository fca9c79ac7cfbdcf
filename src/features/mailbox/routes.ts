import { allOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** Spec §2: `/mailbox/{id?}` needs both topics.read and messages.read. */
export const MAILBOX_ROUTE_PERMISSION = allOf('topics.read', 'messages.read.1315667214');

export const mailboxRoutes: FeatureRoute[] = [
  {
    path: '/mailbox/:id',
    titleKey: 'shell:nav.mailbox',
    permission: MAILBOX_ROUTE_PERMISSION,
    screen: lazyPage(() => import('./pages/topic-page'), 'TopicPage'),
  },
];
