import type { AuditEntryAnswer } from '@/lib/contract/audit';

/** An entry of the audit trail as the screens use it: the answer's attributes with its id. */
export type AuditEntry = AuditEntryAnswer['attributes'] & { id: string };
export type AuditChange = AuditEntry['changes'][number];

export const toAuditEntry = (answer: AuditEntryAnswer): AuditEntry => ({ ...answer.attributes, id: answer.id });
