/**
 * The disputes permissions (spec §2 and §6), in a module of their own so that the route table, which
 * loads with the first page, does not pull in the disputes contract.
 */
export const DISPUTES_READ = 'read-only';
export const DISPUTES_WRITE = 'disputes.write';
