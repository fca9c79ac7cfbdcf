import { parseAnswer } from '@/lib/contract';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { SUPPORT_REPLY_DELAY_MS } from '../mailbox/support-agent';
import { live, ORG, replyBody, seededTopic, SHOP, topicBody, uploadedFile, type Live } from '../mailbox/mailbox-test-kit';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

type MessageRow = {
  id: string;
  attributes: { topicId: string; body: string; author: string; authorName: string; createdAt: string; attachments: { id: string; name: string }[] };
};

const thread = async (session: Live, topicId: string) => (await session.mailbox('messages/list', { topicId })).data as MessageRow[];
const supportAnswers = (topicId: string) => db.topicMessages.filter((m) => m.topicId === topicId && m.author === 'support');
const topicPushes = (session: Live, topicId: string) =>
  session.messages
    .filter((m) => m.event === 'resource-updated' && m.data.includes(`"id":"${topicId}"`))
    .map((m) => JSON.parse(m.data) as { type: string; attributes: Record<string, unknown> });

describe('messages/list', () => {
  it('answers the thread oldest first, with the files each message carries', async () => {
    const topic = db.topics.find((t) => t.resourceId === SHOP && t.subject === 'Refund not received by customer')!;
    const developer = await live('developer@sandbox.test');
    const answer = await developer.mailbox('messages/list', { topicId: topic.id });
    expect(answer.errors).toBeUndefined();
    const messages = answer.data as MessageRow[];
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.map((m) => m.attributes.author).slice(0, 2)).toEqual(['merchant', 'support']);
    expect(messages[1].attributes.authorName).toMatch(/· Paytide Support$/);
    expect(messages.map((m) => m.attributes.createdAt)).toEqual(messages.map((m) => m.attributes.createdAt).sort());
    expect(messages[0].attributes.attachments).toEqual([
      { id: expect.any(String), name: 'customer-complaint.pdf', size: expect.any(Number), contentType: 'application/pdf' },
    ]);
    expect(await parseAnswer('messages/list', answer.data)).toMatchObject({ ok: true });
    // Another workspace's reader does not find it; without messages.read nothing is listed.
    const solo = await live('multi@sandbox.test', 'idn_multi_developer');
    expect((await solo.mailbox('messages/list', { topicId: topic.id })).errors).toEqual([
      { code: 'not-found', title: 'Topic not found', source: { pointer: '/topicId' } },
    ]);
    const finance = await live('finance@sandbox.test');
    expect((await finance.mailbox('messages/list', { topicId: topic.id })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    developer.close();
    solo.close();
    finance.close();
  });
});

describe('messages/create', () => {
  it("a merchant's reply makes a Pending topic Open and comes last in the thread; a closed topic refuses it", async () => {
    const topic = seededTopic(SHOP, 'Pending');
    const support = await live('support@sandbox.test');
    const sent = await support.mailbox('messages/create', replyBody(topic.id, 'Thanks, that\nhelps.'));
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toMatchObject({
      type: 'messages',
      attributes: { topicId: topic.id, body: 'Thanks, that\nhelps.', author: 'merchant', authorName: 'Sam Support', attachments: [] },
    });
    expect(await parseAnswer('messages/create', sent.data)).toMatchObject({ ok: true });
    expect(db.topics.get(topic.id)?.status).toBe('Open');
    expect((await thread(support, topic.id)).at(-1)?.id).toBe((sent.data as MessageRow).id);

    const closed = seededTopic(SHOP, 'Closed');
    const before = db.topicMessages.size;
    expect((await support.mailbox('messages/create', replyBody(closed.id, 'Hello?'))).errors).toEqual([
      { code: 'topic-closed', title: 'The topic is closed; reopen it to reply', source: { pointer: '/data/relationships/topic/data/id' } },
    ]);
    expect(db.topicMessages.size).toBe(before);
    // The developer reads but does not write.
    const developer = await live('developer@sandbox.test');
    expect((await developer.mailbox('messages/create', replyBody(topic.id, 'Hi'))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    support.close();
    developer.close();
  });

  it('carries uploaded files, each once', async () => {
    const topic = seededTopic(ORG, 'Open');
    const admin = await live('admin@sandbox.test');
    const file = uploadedFile(admin.sessionId, ORG, { name: 'statement.csv', contentType: 'text/csv' });
    const sent = await admin.mailbox('messages/create', replyBody(topic.id, 'Attached.', [file.id]));
    expect((sent.data as MessageRow).attributes.attachments).toEqual([{ id: file.id, name: 'statement.csv', size: 1234, contentType: 'text/csv' }]);
    const again = await admin.mailbox('messages/create', replyBody(topic.id, 'Again.', [file.id]));
    expect(again.errors).toEqual([
      { code: 'attachment-in-use', title: 'This file is already attached to a message', source: { pointer: '/data/relationships/attachments/data/0' } },
    ]);
    admin.close();
  });
});

describe('the support agent', () => {
  it('answers a new topic 30 s later on the sandbox clock, not before: the topic turns Pending', async () => {
    const admin = await live('admin@sandbox.test');
    const created = await admin.mailbox('topics/create', topicBody(SHOP, { subject: 'Card declined at checkout' }));
    const id = (created.data as { id: string }).id;
    sandboxControls.advance(SUPPORT_REPLY_DELAY_MS - 1);
    expect(supportAnswers(id)).toEqual([]);
    expect(db.topics.get(id)?.status).toBe('Open');
    sandboxControls.advance(1);
    const [answer] = supportAnswers(id);
    expect(answer.body).toContain('Card declined at checkout');
    expect(answer.authorName).toMatch(/· Paytide Support$/);
    expect(db.topics.get(id)).toMatchObject({ status: 'Pending', updatedAt: answer.createdAt });
    const messages = await thread(admin, id);
    expect(messages.map((m) => m.attributes.author)).toEqual(['merchant', 'support']);
    admin.close();
  });

  it('stays quiet when the subject or the message says no-reply, and reopens a topic closed meanwhile as Pending', async () => {
    const admin = await live('admin@sandbox.test');
    const quiet = await admin.mailbox('topics/create', topicBody(SHOP, { subject: 'Just noting (no-reply)' }));
    const quietId = (quiet.data as { id: string }).id;
    const open = seededTopic(SHOP, 'Open');
    await admin.mailbox('messages/create', replyBody(open.id, 'FYI, no-reply needed'));
    const answersBefore = supportAnswers(open.id).length;

    const closing = seededTopic(ORG, 'Open');
    await admin.mailbox('messages/create', replyBody(closing.id, 'One more thing.'));
    await admin.mailbox('topics/setStatus', { data: { attributes: { status: 'Closed' } } }, { id: closing.id });
    expect(db.topics.get(closing.id)?.status).toBe('Closed');

    sandboxControls.advance(5 * SUPPORT_REPLY_DELAY_MS);
    expect(supportAnswers(quietId)).toEqual([]);
    expect(supportAnswers(open.id)).toHaveLength(answersBefore);
    expect(db.topics.get(closing.id)?.status).toBe('Pending');
    admin.close();
  });
});

describe('the support agent in two tabs', () => {
  it('writes one answer when the same job runs again (another tab of the browser holding it too)', async () => {
    const admin = await live('admin@sandbox.test');
    const created = await admin.mailbox('topics/create', topicBody(SHOP));
    const id = (created.data as { id: string }).id;
    const job = db.jobs.find((row) => row.kind === 'mailbox-support-reply' && (row.args as { topicId: string }).topicId === id)!;
    sandboxControls.advance(SUPPORT_REPLY_DELAY_MS);
    expect(supportAnswers(id)).toHaveLength(1);
    db.jobs.insert(job);
    sandboxControls.advance(0);
    expect(supportAnswers(id)).toHaveLength(1);
    admin.close();
  });
});

describe('pushes', () => {
  it("reach the topic's readers (a supervisor of the organization included) and nobody else", async () => {
    const admin = await live('admin@sandbox.test');
    const supervisor = await live('supervisor@sandbox.test');
    const soloDeveloper = await live('multi@sandbox.test', 'idn_multi_developer');
    const finance = await live('finance@sandbox.test');
    const created = await admin.mailbox('topics/create', topicBody(SHOP));
    const id = (created.data as { id: string }).id;
    const pushed = await supervisor.next((m) => m.event === 'resource-updated' && m.data.includes(`"topicId":"${id}"`));
    const messageId = db.topicMessages.find((m) => m.topicId === id)!.id;
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'messages', id: messageId, attributes: { topicId: id, author: 'merchant' } });
    await supervisor.next((m) => m.event === 'resource-updated' && m.data.includes(`"id":"${id}"`) && m.data.includes('"type":"topics"'));

    sandboxControls.advance(SUPPORT_REPLY_DELAY_MS);
    await admin.next((m) => m.event === 'resource-updated' && m.data.includes('"status":"Pending"') && m.data.includes(`"id":"${id}"`));
    await Promise.all([admin.settled(), supervisor.settled(), soloDeveloper.settled(), finance.settled()]);
    const last = topicPushes(supervisor, id).at(-1)!;
    expect(last).toMatchObject({ type: 'topics', attributes: { status: 'Pending', lastMessage: { author: 'support' } } });
    expect(last.attributes.updatedAt).toBe(db.topics.get(id)?.updatedAt);
    expect(topicPushes(soloDeveloper, id)).toEqual([]);
    expect(topicPushes(finance, id)).toEqual([]);
    for (const session of [admin, supervisor, soloDeveloper, finance]) session.close();
  });
});
