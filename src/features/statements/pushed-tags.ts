import type { PushedTags } from '@/lib/api/base-api';

/** New ledger or wallet entries change the months to date: their statements are read again. */
export const pushedTags: PushedTags = { balances: ['Statement'], 'wallet-balances': ['Statement'] };
