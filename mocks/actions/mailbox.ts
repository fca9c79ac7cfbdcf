import { lineage } from '../db/access';
import type { Topic } from '../db/schema';
import { db } from '../db/store';
import { topicJson } from '../serializers';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';

const topicListFields: ListOptions<Topic> = {
  fields: {
    id: (t) => t.id, status: (t) => t.status, subject: (t) => t.subject, category: (t) => t.category,
    resourceId: (t) => t.resourceId, createdAt: (t) => t.createdAt, updatedAt: (t) => t.updatedAt,
  },
  defaultSort: '-updatedAt',
  defaultSize: 200,
};

/** topics/list {resourceId, page, filters, sort}: topics of the resource and its descendants, the latest first. */
const listTopics = defineAction({
  name: 'topics/list',
  needsIdentity: true,
  permission: ['topics.all', 'topics.read', 'topics.supervisor'],
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const rows = db.topics.filter((t) => lineage(t.resourceId).some((r) => r.id === resource!.id));
    const page = listQuery(rows, payload, topicListFields);
    return isListPage(page) ? { data: page.rows.map(topicJson), meta: page.meta } : page;
  },
});

export const mailboxActions = [listTopics];
