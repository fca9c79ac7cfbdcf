/**
 * `audit/list` (docs/api/audit.md): the audit trail of a workspace and everything under it (an
 * organization's lists its projects' entries too), for those holding `audit-log.read` there.
 */
import { AUDIT_READ, type auditFilterFields } from '@/lib/contract/audit';
import type { FilterOperator } from '@/lib/contract';
import { lineage } from '../db/access';
import type { AuditEntry } from '../db/audit';
import { db } from '../db/store';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';

export const auditEntryJson = (entry: AuditEntry) => ({
  type: 'audit-entries' as const,
  id: entry.id,
  attributes: {
    at: entry.at,
    action: entry.action,
    actor: { ...entry.actor },
    session: { ...entry.session },
    object: { ...entry.object },
    resource: entry.resource && { ...entry.resource },
    changes: entry.changes.map((change) => ({ ...change })),
  },
});

const operators: Record<(typeof auditFilterFields)[number], readonly FilterOperator[]> = {
  actorId: ['eq', 'in'],
  action: ['eq', 'in'],
  objectType: ['eq'],
  objectId: ['eq'],
  at: ['gte', 'lte'],
  search: ['contains'],
};

const auditListFields: ListOptions<AuditEntry> = {
  fields: {
    actorId: (e) => e.actor.id,
    action: (e) => e.action,
    objectType: (e) => e.object.type,
    objectId: (e) => e.object.id,
    at: (e) => e.at,
    search: (e) => [e.object.id, e.actor.name, e.actor.email].join('\n'),
  },
  operators,
  defaultSort: '-at',
  defaultSize: 50,
};

const list = defineAction({
  name: 'audit/list',
  permission: AUDIT_READ,
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const under = new Map<string, boolean>();
    const inScope = (resourceId: string) => {
      let known = under.get(resourceId);
      if (known === undefined) under.set(resourceId, (known = lineage(resourceId).some((node) => node.id === resource!.id)));
      return known;
    };
    const page = listQuery(
      db.auditEntries.filter((entry) => entry.resource !== null && inScope(entry.resource.id)),
      payload,
      auditListFields,
    );
    return isListPage(page) ? { data: page.rows.map(auditEntryJson), meta: page.meta } : page;
  },
});

export const auditActions = [list];
