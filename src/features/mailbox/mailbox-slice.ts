import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageAnswer, TopicAnswer } from '@/lib/contract/mailbox';
import { MAILBOX_PERMISSION } from './routes';

export { MAILBOX_PERMISSION };

/** A topic as the screens show it: the answer's attributes, flattened. */
export type TopicSummary = TopicAnswer['attributes'] & { id: string };
/** A message of a thread, flattened. */
export type ThreadMessage = MessageAnswer['attributes'] & { id: string };

export interface MailboxThread {
  topicId: string | null;
  /** Oldest first, each once. */
  messages: ThreadMessage[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export interface MailboxState {
  /** New (Pending) issues of the workspace; null when unknown or the tab is hidden. */
  newCount: number | null;
  /** Every topic the screens have read (lists, the thread, pushes), by id: the thread shows its topic from here at once. */
  topics: Record<string, TopicSummary>;
  /** The thread open on screen. */
  thread: MailboxThread;
}

const initialState: MailboxState = { newCount: null, topics: {}, thread: { topicId: null, messages: [], status: 'idle' } };

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

function mergeMessages(current: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

export const mailboxSlice = createSlice({
  name: 'mailbox',
  initialState,
  reducers: {
    newCountLoaded(state, action: PayloadAction<number | null>) {
      state.newCount = action.payload;
    },
    /** Topics from an answer (a list page, a created topic, a status change). */
    topicsReceived(state, action: PayloadAction<TopicSummary[]>) {
      for (const topic of action.payload) state.topics[topic.id] = topic;
    },
    /** A pushed change to a topic: merged into what is known of it (unknown topics are read when shown). */
    topicChanged(state, action: PayloadAction<{ id: string; attributes: Partial<TopicSummary> }>) {
      const known = state.topics[action.payload.id];
      if (known) state.topics[action.payload.id] = { ...known, ...action.payload.attributes, id: known.id };
    },
    threadOpened(state, action: PayloadAction<string>) {
      const same = state.thread.topicId === action.payload;
      state.thread = {
        topicId: action.payload,
        messages: same ? state.thread.messages : [],
        status: same && state.thread.status === 'ready' ? 'ready' : 'loading',
      };
    },
    /** The whole thread as read: replaces what was there, keeping messages pushed meanwhile. */
    threadLoaded(state, action: PayloadAction<{ topicId: string; messages: ThreadMessage[] }>) {
      if (state.thread.topicId !== action.payload.topicId) return;
      const pushed = state.thread.messages.filter((message) => !action.payload.messages.some((read) => read.id === message.id));
      state.thread.messages = mergeMessages(action.payload.messages, pushed);
      state.thread.status = 'ready';
    },
    threadFailed(state, action: PayloadAction<string>) {
      if (state.thread.topicId === action.payload && state.thread.status !== 'ready') state.thread.status = 'failed';
    },
    /** A message that arrived (pushed, or the answer to one's own reply): added once to its open thread. */
    messageReceived(state, action: PayloadAction<ThreadMessage>) {
      if (state.thread.topicId !== action.payload.topicId) return;
      state.thread.messages = mergeMessages(state.thread.messages, [action.payload]);
    },
    threadClosed(state) {
      state.thread = initialState.thread;
    },
  },
  selectors: {
    selectNewTopicCount: (state) => state.newCount,
    selectMailboxThread: (state) => state.thread,
    selectKnownTopic: (state, id: string) => state.topics[id] ?? null,
  },
});

export const tabVisibilityChanged = createAction<boolean>('mailbox/tabVisibilityChanged');
export const { newCountLoaded, topicsReceived, topicChanged, threadOpened, threadLoaded, threadFailed, messageReceived, threadClosed } = mailboxSlice.actions;
export const { selectNewTopicCount, selectMailboxThread, selectKnownTopic } = mailboxSlice.selectors;

declare module '@/lib/store' {
  interface AppState {
    mailbox: MailboxState;
  }
}
