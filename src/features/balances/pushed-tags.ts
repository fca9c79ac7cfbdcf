import type { PushedTags } from '@/lib/api/base-api';

/** Balances are derived from the ledger and the clock: any change re-reads every figure, entry and account. */
export const pushedTags: PushedTags = { balances: ['Balance'] };
