/**
 * `audit/list` (docs/api/audit.md): the audit trail of a workspace and everything under it (an
 * organization's lists its projects' entries too), for those holding `audit-log.read` there. The
 * `securityEvent` filter keeps the security log's events (src/lib/contract/security-events.ts).
 */
import { AUDIT_READ, type auditFilterFields } from '@/lib/contract/audit';
import type { FilterOperator } from '@/lib/contract';
import { isSecurityEvent } from '@/lib/contract/security-events';
import { lineage } from '../db/access';
import type { AuditEntry } from '../db/audit';
import { db } from '../db/store';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';

/** Who a provider's entry names to merchants: the provider, with no person, device or address. */
const providerActor = { actor: { id: 'provider', name: 'Provider staff', email: '', provider: true }, session: { id: 'provider', userAgent: null, ip: null } };

/** An entry as `audit/list` answers it; `resource`: the workspace it is shown in (an account's event: the one of its workspaces in the list's scope). */
export const auditEntryJson = (entry: AuditEntry, resource = entry.resource) => ({
  type: 'audit-entries' as const,
  id: entry.id,
  attributes: {
    at: entry.at,
    action: entry.action,
    ...(entry.byProvider ? providerActor : { actor: { ...entry.actor }, session: { ...entry.session } }),
    object: { ...entry.object },
    resource: resource && { ...resource },
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
  ip: ['eq', 'in', 'contains'],
  securityEvent: ['eq'],
};

const auditListFields: ListOptions<AuditEntry> = {
  fields: {
    actorId: (e) => e.actor.id,
    action: (e) => e.action,
    objectType: (e) => e.object.type,
    objectId: (e) => e.object.id,
    at: (e) => e.at,
    search: (e) => [e.object.id, e.actor.name, e.actor.email].join('\n'),
    ip: (e) => e.session.ip,
    securityEvent: (e) => isSecurityEvent(e.action),
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
    // An entry is listed in its workspace; an account's security event in each of the user's (the outermost in scope names it).
    const shownIn = (entry: AuditEntry) => (entry.workspaces ?? (entry.resource ? [entry.resource] : [])).find((workspace) => inScope(workspace.id));
    const page = listQuery(
      db.auditEntries.filter((entry) => shownIn(entry) !== undefined),
      payload,
      auditListFields,
    );
    return isListPage(page) ? { data: page.rows.map((entry) => auditEntryJson(entry, shownIn(entry) ?? null)), meta: page.meta } : page;
  },
});

export const auditActions = [list];
