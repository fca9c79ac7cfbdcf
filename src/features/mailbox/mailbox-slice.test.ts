import { withMessages, withTopicChange } from './api/thread-api';
import { mailboxSlice, newCountLoaded, type MailboxState, type ThreadMessage, type TopicSummary } from './mailbox-slice';

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

  it('merges a change into a topic as read, never its id, and nothing into an unknown topic', () => {
    expect(withTopicChange(topic('top_1'), { status: 'Open', id: 'top_9' })).toMatchObject({ id: 'top_1', status: 'Open', subject: 'Subject top_1' });
    expect(withTopicChange(null, { status: 'Open' })).toBeNull();
  });

  it("adds a reply's answer to a thread: oldest first, each message once", () => {
    const thread = [message('msg_2', '2026-11-20T11:00:00.000Z'), message('msg_1', '2026-11-20T10:00:00.000Z')];
    const answered = message('msg_3', '2026-11-20T12:00:00.000Z');
    const once = withMessages(thread, [answered]);
    expect(withMessages(once, [answered]).map((m) => m.id)).toEqual(['msg_1', 'msg_2', 'msg_3']);
  });
});
