import { cidrContains } from '@/lib/validation/network';

/**
 * Whether saving `ranges` would shut out the address this session comes from: a non-empty list
 * (empty: any address) with no range holding `ip`. An unknown address counts as shut out, so the
 * user is asked rather than surprised.
 */
export const locksOut = (ranges: readonly string[], ip: string | null) =>
  ranges.length > 0 && (ip === null || !ranges.some((range) => cidrContains(range, ip)));
