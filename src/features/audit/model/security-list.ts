/**
 * The security log's state in the URL (`/audit/security?who=usr_…&ip=203.0.113.200&event=auth/signInFailed&at.from=2026-11-01`)
 * and the filters `audit/list` takes for it: always `securityEvent` (the events of
 * src/lib/contract/security-events.ts), then the member, the address, the event and the days.
 */
import type { FilterField, FilterOption, FilterValues } from '@/components/list-page';
import { toAuditFilters, type AuditFilter } from './audit-list';

export const SECURITY_LIST_ID = 'security-log';

/** What makes the audit trail the security log. */
export const SECURITY_EVENTS_ONLY: AuditFilter = { field: 'securityEvent', operator: 'eq', value: 'true' };

export interface SecurityFilterLabels {
  who: string;
  ip: string;
  event: string;
  at: string;
}

/** The filter fields: "who" among the members when they could be read (else a user id as text), the IP address, the event, the days. */
export function securityFilterFields(labels: SecurityFilterLabels, members: readonly FilterOption[] | null, events: readonly FilterOption[]): FilterField[] {
  return [
    members ? { id: 'who', type: 'select', label: labels.who, options: members } : { id: 'who', type: 'text', label: labels.who },
    { id: 'ip', type: 'text', label: labels.ip },
    { id: 'event', type: 'select', label: labels.event, options: events },
    { id: 'at', type: 'date-range', label: labels.at },
  ];
}

/** The frame's filter values → the filters `audit/list` takes: security events only, narrowed by each filter set (the IP address exactly). */
export function toSecurityFilters(values: FilterValues, timeZone: string): AuditFilter[] {
  const { who, event, at } = values;
  const ip = typeof values.ip === 'string' ? values.ip.trim() : '';
  return [
    SECURITY_EVENTS_ONLY,
    ...toAuditFilters({ ...(who && { who }), ...(event && { action: event }), ...(at && { at }) }, '', timeZone),
    ...(ip ? [{ field: 'ip', operator: 'eq', value: ip } as const] : []),
  ];
}
