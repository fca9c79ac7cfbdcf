import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { anyOf } from '@/lib/permissions';

export const MAILBOX_PERMISSION = anyOf('topics.all', 'topics.read', 'topics.supervisor');

interface MailboxState {
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
  selectors: { selectNewTopicCount: (state) => state.newCount },
});

export const tabVisibilityChanged = createAction<boolean>('mailbox/tabVisibilityChanged');
export const { newCountLoaded } = mailboxSlice.actions;
export const { selectNewTopicCount } = mailboxSlice.selectors;

declare module '@/lib/store' {
  interface AppState {
    mailbox: MailboxState;
  }
}
