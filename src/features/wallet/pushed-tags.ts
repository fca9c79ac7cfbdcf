import type { PushedTags } from '@/lib/api/base-api';

/** The query tags a pushed change (`resource-updated`) of these types refetches. */
export const pushedTags: PushedTags = { 'wallet-balances': ['Wallet'], 'top-ups': ['TopUp', 'Wallet'], transfers: ['Transfer', 'Wallet'] };
