/**
 * mailbox: topics/list, topics/create, topics/setStatus (docs/api/mailbox.md). Messages and file
 * ids are in `mailbox-messages.ts`; who may do what, `mailbox/topic-access.ts`; every change and its
 * pushes, `mailbox/topic-changes.ts`.
 */
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { PAYOUTS_READ } from '@/lib/contract/money-permissions';
import { nowIso } from '../clock';
import { can, lineage } from '../db/access';
import { newId } from '../db/ids';
import type { Identity, Resource, Topic } from '../db/schema';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { claimAttachments } from '../mailbox/attachment-claims';
import { scheduleSupportReply } from '../mailbox/support-agent';
import { mayOnTopic, readsTopic, TOPICS_READ, TOPICS_SUPERVISE, TOPICS_WRITE } from '../mailbox/topic-access';
import { addMessage, changeTopicStatus } from '../mailbox/topic-changes';
import { defineAction } from './define-action';
import { isListPage, listQuery, searchAsContains, type ListOptions } from './list-query';
import { mailboxMessageActions } from './mailbox-messages';
import { threadsByTopic, topicJson } from './mailbox-json';
import { TRANSACTIONS_READ } from './transaction-rules';
import { failure, refuse, type ActionOutcome, type ActionRequest } from './types';

const invalidAt = (pointer: string, title: string, code = 'invalid'): ActionOutcome => ({ errors: [apiError(code, title, { source: { pointer } })] });

/** `topics/list` fields; `search` reads the subject and every message of the thread. */
const topicFields = (threads: () => Map<string, { body: string }[]>): ListOptions<Topic> => ({
  fields: {
    id: (t) => t.id,
    status: (t) => t.status,
    subject: (t) => t.subject.toLocaleLowerCase(),
    category: (t) => t.category,
    relatedType: (t) => t.related?.type ?? null,
    resourceId: (t) => t.resourceId,
    createdAt: (t) => t.createdAt,
    updatedAt: (t) => t.updatedAt,
    search: (t) => [t.subject, ...(threads().get(t.id) ?? []).map((m) => m.body)].join('\n'),
  },
  defaultSort: '-updatedAt',
  defaultSize: 200,
});

/** The topics a list covers: the workspace's own, or (supervisor, organization) the organization's and its projects'. */
function listedTopics(identity: Identity, resource: Resource, scope: 'workspace' | 'organization'): Topic[] | ActionOutcome {
  if (scope === 'workspace') return db.topics.filter((t) => t.resourceId === resource.id);
  if (resource.resourceType !== 'organization') return invalidAt('/scope', 'The organization scope needs an organization');
  if (!can(identity, TOPICS_SUPERVISE, resource.id)) return { errors: [apiError('forbidden', 'Forbidden', { source: { pointer: '/scope' } })] };
  return db.topics.filter((t) => lineage(t.resourceId).some((r) => r.id === resource.id) && readsTopic(identity, t));
}

const listTopics = defineAction({
  name: 'topics/list',
  needsIdentity: true,
  permission: TOPICS_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const rows = listedTopics(identity, resource!, payload.scope);
    if (!Array.isArray(rows)) return rows;
    let threads: Map<string, { body: string }[]> | null = null;
    const page = listQuery(
      rows,
      searchAsContains(payload),
      topicFields(() => (threads ??= threadsByTopic())),
    );
    if (!isListPage(page)) return page;
    const all = page.rows.length ? (threads ?? threadsByTopic()) : new Map();
    return { data: page.rows.map((t) => topicJson(t, all.get(t.id) ?? [])), meta: page.meta };
  },
});

/** Where a related object belongs and what reading it takes; undefined when there is no such object. */
function relatedObject(type: NonNullable<Topic['related']>['type'], id: string): { workspaceId: string; permission: string } | undefined {
  if (type === 'transactions') {
    const row = db.transactions.get(id);
    return row && { workspaceId: row.projectId, permission: TRANSACTIONS_READ };
  }
  if (type === 'disputes') {
    const row = db.disputes.get(id);
    return row && { workspaceId: row.projectId, permission: DISPUTES_READ };
  }
  const row = db.payouts.get(id);
  return row && { workspaceId: row.organizationId, permission: PAYOUTS_READ };
}

/** The object exists, lies in the workspace (or, for an organization, one of its projects) and the caller reads it. */
function relatedRefusal(identity: Identity, resource: Resource, related: Topic['related']): ActionOutcome | null {
  if (!related) return null;
  const found = relatedObject(related.type, related.id);
  const inWorkspace = found && lineage(found.workspaceId).some((r) => r.id === resource.id);
  if (found && inWorkspace && can(identity, found.permission, found.workspaceId)) return null;
  return invalidAt('/data/relationships/related/data/id', 'Nothing of that kind with this id in this workspace', 'related-not-found');
}

const createTopic = defineAction({
  name: 'topics/create',
  needsIdentity: true,
  permission: TOPICS_WRITE,
  resource: 'resourceId',
  run: ({ session, user, identity, resource, payload }) => {
    const workspace = resource!;
    if (workspace.resourceType !== 'organization' && workspace.resourceType !== 'project') {
      return invalidAt('/resourceId', 'A topic belongs to an organization or a project');
    }
    const { subject, category, message } = payload.data.attributes;
    const related = payload.data.relationships.related?.data ?? null;
    const refusal = relatedRefusal(identity, workspace, related);
    if (refusal) return refusal;
    const claimed = claimAttachments(session, workspace.id, payload.data.relationships.attachments?.data);
    if ('errors' in claimed) return claimed;
    const at = nowIso();
    const topic = db.topics.insert({
      id: newId('top'),
      resourceId: workspace.id,
      subject,
      status: 'Open',
      category,
      related,
      createdBy: { id: user.id, name: user.name },
      createdAt: at,
      updatedAt: at,
    });
    const written = addMessage(topic, { body: message, author: 'merchant', authorName: user.name, userId: user.id, attachmentIds: claimed.ids }, 'Open');
    scheduleSupportReply(written.topic, written.message);
    return { data: topicJson(written.topic) };
  },
});

const targetOf = (request: ActionRequest, payload: { id?: string }) => request.id ?? payload.id;

/**
 * topics/setStatus: `Open` from `Pending` marks the topic read (reading it is enough; not an
 * activity: `updatedAt` stays); closing and reopening need topics.all. The status it already has:
 * answered unchanged.
 */
const setStatus = defineAction({
  name: 'topics/setStatus',
  needsIdentity: true,
  permission: TOPICS_READ,
  run: ({ identity, request, payload }) => {
    const id = targetOf(request, payload);
    const topic = id ? db.topics.get(id) : undefined;
    if (!topic || !readsTopic(identity, topic)) return failure('not-found', 'Topic not found');
    const { status } = payload.data.attributes;
    if (status === topic.status) return { data: topicJson(topic) };
    if (status === 'Pending') return invalidAt('/data/attributes/status', 'Status is Open or Closed');
    if (topic.status === 'Pending' && status === 'Open') return { data: topicJson(changeTopicStatus(topic, 'Open', false)) };
    if (!mayOnTopic(identity, topic, TOPICS_WRITE)) return refuse();
    return { data: topicJson(changeTopicStatus(topic, status, true)) };
  },
});

export const mailboxActions = [listTopics, createTopic, setStatus, ...mailboxMessageActions];
