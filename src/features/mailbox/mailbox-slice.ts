import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageAnswer, TopicAnswer } from '@/lib/contract/mailbox';
import { MAILBOX_PERMISSION } from './routes';

export { MAILBOX_PERMISSION };

/** A topic as the screens show it: the answer's attributes, flattened. */
export type TopicSummary = TopicAnswer['attributes'] & { id: string };
/** A message of a thread, flattened. */
export type ThreadMessage = MessageAnswer['attributes'] & { id: string };

/**
 * The mailbox's own state: the new-issue count, fed by the mailbox listeners (permissions loaded, tab
 * shown, pushes). Topics and threads are server data and live in RTK Query's cache only
 * (`api/topics-api.ts`, `api/thread-api.ts`), kept fresh by pushes: one home for each.
 */
export interface MailboxState {
  /** New (Pending) issues of the workspace; null when unknown or the tab is hidden. */
  newCount: number | null;
}

const initialState: MailboxState = { newCount: null };

export const mailboxSlice = createSlice({
  name: 'mailbox',
  initialState,
  reducers: {
    newCountLoaded(state, action: PayloadAction<number | null>) {
      state.newCount = action.payload;
    },
  },
  selectors: {
    selectNewTopicCount: (state) => state.newCount,
  },
});

export const tabVisibilityChanged = createAction<boolean>('mailbox/tabVisibilityChanged');
export const { newCountLoaded } = mailboxSlice.actions;
export const { selectNewTopicCount } = mailboxSlice.selectors;

declare module '@/lib/store' {
  interface AppState {
    mailbox: MailboxState;
  }
}
