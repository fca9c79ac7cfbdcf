/**
 * The audit trail's permission, in a module of its own so that the route table, which loads with the
 * first page, does not pull in the audit contract.
 */
export const AUDIT_READ = 'audit-log.read';
