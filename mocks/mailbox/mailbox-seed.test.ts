import { lineage } from '../db/access';
import { startOfUtcDay } from '../db/seed';
import { db, resetDb } from '../db/store';
import { buildMailboxSeed, relatedPicks } from './mailbox-seed';

const WORKSPACES = ['res_org_northwind', 'res_prj_northwind_shop', 'res_prj_northwind_sandbox', 'res_prj_solo'];

describe('the seeded mailbox', () => {
  beforeAll(() => resetDb());

  it('is deterministic, and is what the tables hold', () => {
    const dayStart = startOfUtcDay();
    const picks = relatedPicks({ transactions: db.transactions.all(), disputes: db.disputes.all() }, dayStart);
    expect(buildMailboxSeed(dayStart, picks)).toEqual(buildMailboxSeed(dayStart, picks));
    expect(db.topics.all().map((t) => t.id)).toEqual(buildMailboxSeed(dayStart, picks).topics.map((t) => t.id));
  });

  it('gives each workspace 8 to 12 topics, 2 or 3 of them new, in every status', () => {
    for (const resourceId of WORKSPACES) {
      const topics = db.topics.filter((t) => t.resourceId === resourceId);
      expect(topics.length).toBeGreaterThanOrEqual(8);
      expect(topics.length).toBeLessThanOrEqual(12);
      const pending = topics.filter((t) => t.status === 'Pending').length;
      expect(pending).toBeGreaterThanOrEqual(2);
      expect(pending).toBeLessThanOrEqual(3);
    }
    expect(new Set(db.topics.all().map((t) => t.status))).toEqual(new Set(['Pending', 'Open', 'Closed']));
  });

  it('relates topics only to objects that exist in their workspace', () => {
    const related = db.topics.filter((t) => Boolean(t.related));
    expect(new Set(related.map((t) => t.related!.type))).toEqual(new Set(['transactions', 'disputes', 'payouts']));
    for (const topic of related) {
      const { type, id } = topic.related!;
      const workspaceId =
        type === 'transactions'
          ? db.transactions.get(id)?.projectId
          : type === 'disputes'
            ? db.disputes.get(id)?.projectId
            : db.payouts.get(id)?.organizationId;
      expect(workspaceId, `${topic.id} → ${id}`).toBeDefined();
      expect(
        lineage(workspaceId!).some((r) => r.id === topic.resourceId),
        `${topic.id} → ${id}`,
      ).toBe(true);
    }
  });

  it('gives every topic a thread of 2 to 6 messages in order, in the past, a new one ending with support', () => {
    const now = Date.now();
    for (const topic of db.topics.all()) {
      const thread = db.topicMessages.filter((m) => m.topicId === topic.id);
      expect(thread.length).toBeGreaterThanOrEqual(2);
      expect(thread.length).toBeLessThanOrEqual(6);
      expect(thread.map((m) => m.author)).toEqual(thread.map((_, i) => (i % 2 === 0 ? 'merchant' : 'support')));
      const times = thread.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)!).toBeLessThan(now);
      expect(topic.createdAt).toBe(thread[0].createdAt);
      expect(topic.updatedAt).toBe(thread.at(-1)!.createdAt);
      if (topic.status === 'Pending') expect(thread.at(-1)!.author).toBe('support');
    }
  });

  it('attaches a few PDF and CSV files to the messages that carry them', () => {
    const files = db.attachments.all();
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(new Set(files.map((a) => a.contentType))).toEqual(new Set(['application/pdf', 'text/csv']));
    for (const file of files) {
      expect(file.status).toBe('attached');
      const message = db.topicMessages.get(file.messageId!);
      expect(message?.attachmentIds).toContain(file.id);
      expect(db.topics.get(message!.topicId)?.resourceId).toBe(file.resourceId);
    }
  });
});
