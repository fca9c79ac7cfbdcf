export * from './mailbox-slice';
export * from './mailbox-listeners';
export { MAILBOX_ENDPOINT, NEW_TOPICS_PAGE_SIZE } from './api/count-new-topics';
export { mailboxRoutes, NEW_TOPIC_PERMISSION, THREAD_PERMISSION } from './routes';
export { MAILBOX_PATH, NEW_TOPIC_PATH, newTopicHref, topicHref } from './mailbox-href';
export { AskSupportLink } from './components/ask-support-link';
export { pushedTags as mailboxPushedTags } from './pushed-tags';
