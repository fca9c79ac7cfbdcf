import { parseAnswer, parseMeta } from '@/lib/contract';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { DEMO } from '../db/transactions-demo';
import { live, ORG, SANDBOX, seededTopic, SHOP, SOLO, topicBody, uploadedFile } from '../mailbox/mailbox-test-kit';
import { ref } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

type TopicRow = {
  id: string;
  attributes: {
    status: string;
    subject: string;
    category: string;
    updatedAt: string;
    related: { type: string; id: string } | null;
    lastMessage: { excerpt: string; author: string; authorName: string; at: string } | null;
    messageCount: number;
    createdBy: { id: string; name: string } | null;
    resource: { id: string; name: string } | null;
  };
};

const rows = (answer: { data?: unknown }) => answer.data as TopicRow[];

describe('topics/list', () => {
  it("lists the workspace's own topics, newest first, each with its last message, count, related object, author and workspace", async () => {
    const admin = await live('admin@sandbox.test');
    const answer = await admin.mailbox('topics/list', { resourceId: SHOP });
    expect(answer.errors).toBeUndefined();
    const topics = rows(answer);
    expect(topics.length).toBeGreaterThanOrEqual(8);
    expect(answer.meta?.page?.total).toBe(topics.length);
    expect(topics.every((t) => t.attributes.resource?.id === SHOP && t.attributes.resource.name === 'Northwind Shop')).toBe(true);
    const times = topics.map((t) => t.attributes.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(topics.filter((t) => t.attributes.status === 'Pending').length).toBeGreaterThanOrEqual(2);
    // A new topic is one support wrote last in.
    for (const topic of topics.filter((t) => t.attributes.status === 'Pending')) expect(topic.attributes.lastMessage?.author).toBe('support');
    const about = topics.find((t) => t.attributes.related?.id === DEMO.eurPaid)!;
    expect(about.attributes).toMatchObject({ related: { type: 'transactions', id: DEMO.eurPaid }, createdBy: { name: expect.any(String) } });
    expect(about.attributes.messageCount).toBeGreaterThanOrEqual(2);
    expect(about.attributes.lastMessage?.excerpt.length).toBeGreaterThan(10);
    // The organization's own list has none of its projects' topics.
    const own = rows(await admin.mailbox('topics/list', { resourceId: ORG }));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((t) => t.attributes.resource?.id === ORG)).toBe(true);
    expect(await parseAnswer('topics/list', answer.data)).toMatchObject({ ok: true });
    expect(await parseMeta('topics/list', answer.meta)).toMatchObject({ ok: true });
    admin.close();
  });

  it("gives the supervisor the organization's and its projects' topics; plain support is refused that scope", async () => {
    const supervisor = await live('supervisor@sandbox.test');
    const all = rows(await supervisor.mailbox('topics/list', { resourceId: ORG, scope: 'organization' }));
    expect(new Set(all.map((t) => t.attributes.resource?.id))).toEqual(new Set([ORG, SHOP, SANDBOX]));
    const shopOnly = rows(await supervisor.mailbox('topics/list', { resourceId: ORG, scope: 'organization', filter: { resourceId: SHOP } }));
    expect(shopOnly.length).toBeGreaterThan(0);
    expect(shopOnly.every((t) => t.attributes.resource?.id === SHOP)).toBe(true);
    expect((await supervisor.mailbox('topics/list', { resourceId: SHOP, scope: 'organization' })).errors).toEqual([
      { code: 'invalid', title: 'The organization scope needs an organization', source: { pointer: '/scope' } },
    ]);
    const support = await live('support@sandbox.test');
    expect((await support.mailbox('topics/list', { resourceId: ORG, scope: 'organization' })).errors).toEqual([
      { code: 'forbidden', title: 'Forbidden', source: { pointer: '/scope' } },
    ]);
    // Support reads each workspace's own list, and nothing of Solo Store.
    expect(rows(await support.mailbox('topics/list', { resourceId: SANDBOX })).length).toBeGreaterThan(0);
    expect((await support.mailbox('topics/list', { resourceId: SOLO })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    // Without any topics right: refused.
    const finance = await live('finance@sandbox.test');
    expect((await finance.mailbox('topics/list', { resourceId: ORG })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    supervisor.close();
    support.close();
    finance.close();
  });

  it('serves each topics permission alone what the app opens with it (ADR 0005), and a thread only with topics.read and messages.read', async () => {
    const holding = async (...permissions: string[]) => {
      db.groups.upsert({ id: 'grp_northwind_mailbox_only', name: 'Northwind Group · Mailbox only', role: 'custom', resourceId: ORG, permissions });
      db.identities.patch('idn_support', { groupIds: ['grp_northwind_mailbox_only'] });
      return live('support@sandbox.test');
    };
    const topic = seededTopic(ORG, 'Open');
    const code = (answer: { errors?: { code: string }[] }) => answer.errors?.[0]?.code ?? 'ok';
    const attempts = async (session: Awaited<ReturnType<typeof live>>) => {
      const outcome = {
        list: code(await session.mailbox('topics/list', { resourceId: ORG })),
        organization: code(await session.mailbox('topics/list', { resourceId: ORG, scope: 'organization' })),
        create: code(await session.mailbox('topics/create', topicBody(ORG, { subject: 'Alone no-reply' }))),
        thread: code(await session.mailbox('messages/list', { topicId: topic.id })),
      };
      session.close();
      return outcome;
    };
    expect(await attempts(await holding('topics.read'))).toEqual({ list: 'ok', organization: 'forbidden', create: 'forbidden', thread: 'forbidden' });
    expect(await attempts(await holding('topics.all'))).toEqual({ list: 'ok', organization: 'forbidden', create: 'ok', thread: 'forbidden' });
    expect(await attempts(await holding('topics.supervisor'))).toEqual({ list: 'ok', organization: 'ok', create: 'forbidden', thread: 'forbidden' });
    // Messages: with topics.read only (spec §2 /mailbox/{id}); topics.all or topics.supervisor do not read conversations.
    expect((await attempts(await holding('topics.read', 'messages.read.1315667214'))).thread).toBe('ok');
    expect((await attempts(await holding('topics.all', 'topics.supervisor', 'messages.read.1315667214'))).thread).toBe('forbidden');
    expect(await attempts(await holding('messages.read.1315667214'))).toEqual({
      list: 'forbidden',
      organization: 'forbidden',
      create: 'forbidden',
      thread: 'not-found',
    });
  });

  it('filters by status, category, related type and id, and searches subjects and message text', async () => {
    const admin = await live('admin@sandbox.test');
    const list = async (query: Record<string, unknown>) => rows(await admin.mailbox('topics/list', { resourceId: SHOP, ...query }));
    const pending = await list({ filter: { status: 'Pending' } });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((t) => t.attributes.status === 'Pending')).toBe(true);
    const disputes = await list({ filter: { relatedType: 'disputes' } });
    expect(disputes.length).toBeGreaterThan(0);
    expect(disputes.every((t) => t.attributes.related?.type === 'disputes')).toBe(true);
    const refunds = await list({ filters: [{ field: 'category', operator: 'in', value: ['refunds'] }] });
    expect(refunds.map((t) => t.attributes.subject)).toEqual(['Refund not received by customer']);
    expect((await list({ filter: { id: refunds[0].id } })).map((t) => t.id)).toEqual([refunds[0].id]);
    // Words only a message says (support's answer about the reserve), in any case.
    const bySearch = await list({ filter: { search: 'ROLLING RESERVE' } });
    expect(bySearch.map((t) => t.attributes.subject)).toEqual(['Settlement report mismatch']);
    expect((await list({ filters: [{ field: 'search', operator: 'eq', value: 'webhook deliv' }] })).map((t) => t.attributes.subject)).toEqual([
      'Webhook deliveries failing',
    ]);
    expect(await list({ filter: { search: 'nothing says this' } })).toEqual([]);
    const bySubject = await list({ sort: 'subject' });
    expect(bySubject.map((t) => t.attributes.subject.toLowerCase())).toEqual(bySubject.map((t) => t.attributes.subject.toLowerCase()).sort());
    admin.close();
  });
});

describe('topics/create', () => {
  it('opens a topic about an object of the workspace: Open, with its first message, answered by the contract', async () => {
    const admin = await live('admin@sandbox.test');
    const created = await admin.mailbox(
      'topics/create',
      topicBody(SHOP, { subject: 'Where is my refund?' }, { related: { data: { type: 'transactions', id: DEMO.eurPaid } } }),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({
      type: 'topics',
      attributes: {
        status: 'Open',
        subject: 'Where is my refund?',
        category: 'payments',
        related: { type: 'transactions', id: DEMO.eurPaid },
        messageCount: 1,
        lastMessage: { author: 'merchant', authorName: 'Ada Admin', excerpt: 'Could you look at this?' },
        createdBy: { id: 'usr_admin', name: 'Ada Admin' },
        resource: { id: SHOP, name: 'Northwind Shop' },
      },
    });
    expect(await parseAnswer('topics/create', created.data)).toMatchObject({ ok: true });
    // An organization's topic may be about one of its projects' objects; its own payouts too.
    expect(
      (await admin.mailbox('topics/create', topicBody(ORG, {}, { related: { data: { type: 'transactions', id: DEMO.jpyPaid } } }))).errors,
    ).toBeUndefined();
    expect((await admin.mailbox('topics/create', topicBody(ORG, {}, { related: { data: { type: 'payouts', id: 'po_seed_failed' } } }))).errors).toBeUndefined();
    admin.close();
  });

  it('refuses a related object of another workspace, one that does not exist, or one the caller may not read', async () => {
    const admin = await live('admin@sandbox.test');
    const refused = [
      { code: 'related-not-found', title: 'Nothing of that kind with this id in this workspace', source: { pointer: '/data/relationships/related/data/id' } },
    ];
    const before = db.topics.size;
    expect((await admin.mailbox('topics/create', topicBody(SHOP, {}, { related: { data: { type: 'transactions', id: DEMO.other } } }))).errors).toEqual(
      refused,
    );
    expect((await admin.mailbox('topics/create', topicBody(SHOP, {}, { related: { data: { type: 'transactions', id: 'trx_nowhere' } } }))).errors).toEqual(
      refused,
    );
    // A project's topic cannot be about its organization's payout.
    expect((await admin.mailbox('topics/create', topicBody(SHOP, {}, { related: { data: { type: 'payouts', id: 'po_seed_failed' } } }))).errors).toEqual(
      refused,
    );
    // Support does not read payouts.
    const support = await live('support@sandbox.test');
    expect((await support.mailbox('topics/create', topicBody(ORG, {}, { related: { data: { type: 'payouts', id: 'po_seed_failed' } } }))).errors).toEqual(
      refused,
    );
    expect(db.topics.size).toBe(before);
    // The developer reads topics but opens none.
    const developer = await live('developer@sandbox.test');
    expect((await developer.mailbox('topics/create', topicBody(SHOP))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    admin.close();
    support.close();
    developer.close();
  });

  it('attaches uploaded files of the same session once; refuses others with a pointer at each', async () => {
    const admin = await live('admin@sandbox.test');
    const file = uploadedFile(admin.sessionId, ORG);
    const files = (...ids: string[]) => ({ attachments: { data: ids.map((id) => ({ type: 'attachments', id })) } });
    const created = await admin.mailbox('topics/create', topicBody(SHOP, {}, files(file.id)));
    expect(created.errors).toBeUndefined();
    const message = db.topicMessages.find((m) => m.topicId === (created.data as { id: string }).id)!;
    expect(message.attachmentIds).toEqual([file.id]);
    expect(db.attachments.get(file.id)).toMatchObject({ status: 'attached', messageId: message.id });

    const pointer = (i: number) => ({ pointer: `/data/relationships/attachments/data/${i}` });
    const allocated = uploadedFile(admin.sessionId, SHOP, { status: 'allocated', received: 10 });
    const someoneElses = uploadedFile('tok_seed_admin_laptop', SHOP);
    const elsewhere = uploadedFile(admin.sessionId, SOLO);
    const fresh = uploadedFile(admin.sessionId, SHOP);
    const refused = await admin.mailbox('topics/create', topicBody(SHOP, {}, files(fresh.id, file.id, allocated.id, someoneElses.id, elsewhere.id, fresh.id)));
    expect(refused.errors?.map((e) => [e.code, e.source])).toEqual([
      ['attachment-in-use', pointer(1)],
      ['attachment-not-uploaded', pointer(2)],
      ['attachment-not-found', pointer(3)],
      ['attachment-not-found', pointer(4)],
      ['attachment-in-use', pointer(5)],
    ]);
    expect(db.attachments.get(fresh.id)?.status).toBe('uploaded');
    admin.close();
  });

  it('is applied once per requestReference and written to the audit trail', async () => {
    const admin = await live('admin@sandbox.test');
    const before = db.topics.size;
    const first = await admin.mailbox('topics/create', topicBody(SHOP), { reference: ref('topic-once') });
    const again = await admin.mailbox('topics/create', topicBody(SHOP), { reference: ref('topic-once') });
    expect(again.data).toEqual(first.data);
    expect(db.topics.size).toBe(before + 1);
    const id = (first.data as { id: string }).id;
    expect(db.auditEntries.find((entry) => entry.object.id === id)).toMatchObject({
      action: 'topics/create',
      object: { type: 'topics' },
      resource: { id: SHOP },
    });
    admin.close();
  });
});

describe('topics/setStatus', () => {
  it('marks a Pending topic read for anyone who reads it, without moving it in the list; closing and reopening need topics.all', async () => {
    const pending = seededTopic(SHOP, 'Pending');
    const developer = await live('developer@sandbox.test');
    const status = (value: string) => ({ data: { type: 'topics', attributes: { status: value } } });
    const read = await developer.mailbox('topics/setStatus', status('Open'), { id: pending.id });
    expect(read.data).toMatchObject({ id: pending.id, attributes: { status: 'Open', updatedAt: pending.updatedAt } });
    expect(await parseAnswer('topics/setStatus', read.data)).toMatchObject({ ok: true });
    expect((await developer.mailbox('topics/setStatus', status('Closed'), { id: pending.id })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(db.topics.get(pending.id)?.status).toBe('Open');

    const admin = await live('admin@sandbox.test');
    sandboxControls.advance(60_000);
    const closed = await admin.mailbox('topics/setStatus', status('Closed'), { id: pending.id });
    expect(closed.data).toMatchObject({ attributes: { status: 'Closed' } });
    expect((closed.data as { attributes: { updatedAt: string } }).attributes.updatedAt > pending.updatedAt).toBe(true);
    // The status it has: answered, nothing changes.
    const same = await admin.mailbox('topics/setStatus', status('Closed'), { id: pending.id });
    expect(same.data).toEqual(closed.data);
    expect((await admin.mailbox('topics/setStatus', status('Pending'), { id: pending.id })).errors).toEqual([
      { code: 'invalid', title: 'Status is Open or Closed', source: { pointer: '/data/attributes/status' } },
    ]);
    expect((await admin.mailbox('topics/setStatus', status('Open'), { id: pending.id })).data).toMatchObject({ attributes: { status: 'Open' } });
    // Another workspace's topic is not found.
    const solo = await live('multi@sandbox.test', 'idn_multi_developer');
    expect((await solo.mailbox('topics/setStatus', status('Open'), { id: pending.id })).errors?.[0]).toMatchObject({ code: 'not-found' });
    developer.close();
    admin.close();
    solo.close();
  });
});
