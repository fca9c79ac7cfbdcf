import { can, lineage } from '../db/access';
import type { Identity, Topic } from '../db/schema';
import { db } from '../db/store';
import { isRecord } from '../handlers/respond';
import { topicJson } from '../serializers';
import { notFound, refuse, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

const topicPermissions = ['topics.all', 'topics.read', 'topics.supervisor'] as const;

/** Equality filters on topic fields: `[{field, operator: 'eq', value}]`. */
function matches(topic: Topic, filters: unknown): boolean {
  if (!Array.isArray(filters)) return true;
  return filters.every((filter) => {
    if (!isRecord(filter) || typeof filter.field !== 'string') return true;
    if (filter.operator !== undefined && filter.operator !== 'eq') return true;
    return String((topic as unknown as Record<string, unknown>)[filter.field]) === String(filter.value);
  });
}

/** topics/list {resourceId, page:{size, number?}, filters}: topics of the resource and its descendants. */
function listTopics({ identity, payload }: ActionContext): ActionOutcome {
  const { resourceId } = payload;
  if (typeof resourceId !== 'string' || !db.resources.get(resourceId)) return notFound();
  if (!can(identity as Identity, topicPermissions, resourceId)) return refuse();
  const rows = db.topics
    .filter((t) => lineage(t.resourceId).some((r) => r.id === resourceId) && matches(t, payload.filters))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const page = isRecord(payload.page) ? payload.page : {};
  const size = Math.min(500, Math.max(1, Number(page.size) || 200));
  const number = Math.max(1, Number(page.number) || 1);
  return {
    data: rows.slice((number - 1) * size, number * size).map(topicJson),
    meta: { page: { total: rows.length, size, number } },
  };
}

export const mailboxActions: ActionRegistry = {
  'topics/list': { run: listTopics, needsIdentity: true },
};
