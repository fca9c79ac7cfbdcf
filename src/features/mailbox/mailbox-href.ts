export const MAILBOX_PATH = '/mailbox';

/** A topic's thread page. */
export const topicHref = (id: string) => `${MAILBOX_PATH}/${encodeURIComponent(id)}`;

/**
 * Where "Back to mailbox" goes: the list as the user left it (filters and search in the URL) when
 * they came from it — the list passes `state: { from: '/mailbox?…' }` — else the plain list.
 */
export function backToMailboxHref(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && /^\/mailbox(?:\?|$)/.test(from) ? from : MAILBOX_PATH;
}
