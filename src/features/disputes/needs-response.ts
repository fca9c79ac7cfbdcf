import { openDisputeStatuses } from '@/lib/contract/dispute-statuses';

/**
 * The disputes that need a response from the merchant (the open statuses), most urgent deadline
 * first: where the disputes role starts, and where the navigation's count leads.
 */
export const DISPUTES_NEEDING_RESPONSE = `/disputes?${openDisputeStatuses.map((status) => `status=${status}`).join('&')}`;
