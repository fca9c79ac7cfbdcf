import {
  mailboxSlice,
  messageReceived,
  newCountLoaded,
  threadClosed,
  threadFailed,
  threadLoaded,
  threadOpened,
  topicChanged,
  topicsReceived,
  type MailboxState,
  type ThreadMessage,
  type TopicSummary,
} from './mailbox-slice';

const reduce = (actions: Parameters<typeof mailboxSlice.reducer>[1][], state?: MailboxState) =>
  actions.reduce((current, action) => mailboxSlice.reducer(current, action), state ?? mailboxSlice.getInitialState());

const topic = (id: string, status = 'Pending'): TopicSummary => ({
  id,
  status,
  subject: `Subject ${id}`,
  category: 'payments',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  related: null,
  lastMessage: null,
  messageCount: 1,
  createdBy: null,
  resource: null,
});
const message = (id: string, createdAt: string, topicId = 'top_1'): ThreadMessage => ({
  id,
  topicId,
  body: id,
  author: 'support',
  authorName: 'Maya',
  authorId: null,
  createdAt,
  attachments: [],
});

describe('mailbox slice', () => {
  it('keeps the new-issue count as loaded, null when unknown', () => {
    expect(reduce([newCountLoaded(4)]).newCount).toBe(4);
    expect(reduce([newCountLoaded(4), newCountLoaded(null)]).newCount).toBeNull();
  });

  it('knows topics by id and merges a pushed change into a known one only', () => {
    const state = reduce([
      topicsReceived([topic('top_1'), topic('top_2')]),
      topicChanged({ id: 'top_1', attributes: { status: 'Open' } }),
      topicChanged({ id: 'top_9', attributes: { status: 'Open' } }),
    ]);
    expect(state.topics.top_1.status).toBe('Open');
    expect(state.topics.top_2.status).toBe('Pending');
    expect(state.topics.top_9).toBeUndefined();
  });

  it('holds one thread: its messages oldest first, each once, whether read or pushed first', () => {
    const pushedFirst = message('msg_3', '2026-11-20T12:00:00.000Z');
    const state = reduce([
      threadOpened('top_1'),
      messageReceived(pushedFirst),
      threadLoaded({ topicId: 'top_1', messages: [message('msg_2', '2026-11-20T11:00:00.000Z'), message('msg_1', '2026-11-20T10:00:00.000Z')] }),
      messageReceived(pushedFirst),
    ]);
    expect(state.thread.status).toBe('ready');
    expect(state.thread.messages.map((m) => m.id)).toEqual(['msg_1', 'msg_2', 'msg_3']);
  });

  it('ignores what belongs to another topic than the open one', () => {
    const state = reduce([
      threadOpened('top_1'),
      threadLoaded({ topicId: 'top_2', messages: [message('msg_9', '2026-11-20T10:00:00.000Z', 'top_2')] }),
      messageReceived(message('msg_8', '2026-11-20T10:00:00.000Z', 'top_2')),
    ]);
    expect(state.thread).toMatchObject({ topicId: 'top_1', status: 'loading', messages: [] });
  });

  it('a failed read fails only a thread not yet shown; opening another topic starts empty; closing forgets it', () => {
    const shown = reduce([
      threadOpened('top_1'),
      threadLoaded({ topicId: 'top_1', messages: [message('msg_1', '2026-11-20T10:00:00.000Z')] }),
      threadFailed('top_1'),
    ]);
    expect(shown.thread.status).toBe('ready');
    expect(reduce([threadOpened('top_1'), threadFailed('top_1')]).thread.status).toBe('failed');
    expect(reduce([threadOpened('top_2')], shown).thread).toMatchObject({ topicId: 'top_2', messages: [], status: 'loading' });
    expect(reduce([threadClosed()], shown).thread).toEqual({ topicId: null, messages: [], status: 'idle' });
  });
});
