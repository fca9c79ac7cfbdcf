import type { PushedTags } from '@/lib/api/base-api';

/** A new entry of the audit trail: only its live first page listens. */
export const pushedTags: PushedTags = { 'audit-entries': ['AuditEntry'] };
