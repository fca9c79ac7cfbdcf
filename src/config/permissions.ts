import { allOf, anyOf } from '@/lib/permissions';

/*
 * Permission names (spec §2, §6) that more than one feature checks, written once: a feature asks
 * for another's right without importing that feature.
 */
export const TRANSACTIONS_PERMISSION = 'transactions.read.2479032559';
export const REFUND_PERMISSION = 'refund.write';
/** Capture and cancel of an authorization. */
export const CHARGE_PERMISSION = 'charge.write';
/** Payment links: creating a link takes payments, capture rights and reading the project and its transactions. */
export const PAYMENT_LINKS_PERMISSION = allOf('payments', CHARGE_PERMISSION, 'projects.read', TRANSACTIONS_PERMISSION);
/** Spec §2: either report kind's read permission opens the reports pages. */
export const REPORTS_PERMISSION = anyOf('reports.processing-transactions.read', 'reports.settled-transactions.read');
