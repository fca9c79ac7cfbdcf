/** Rates and comparisons with the previous period, from the counts `analytics/get` answers. */
import type { AnalyticsDimension, DeclineReason } from '@/lib/contract/analytics';
import type { Analytics } from '@/lib/contract/analytics';

/** `part / whole`, or null when there is nothing to divide. */
export const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export interface Pair {
  current: number;
  previous: number;
}

/**
 * A figure beside the previous period: for counts and money, the relative change (0.125 = +12.5%);
 * for rates, the change in percentage points (0.012 = +1.2 pp). Null: the previous period had none.
 */
export type Change = { kind: 'relative' | 'points'; value: number } | null;

export const relativeChange = ({ current, previous }: Pair): Change => (previous === 0 ? null : { kind: 'relative', value: (current - previous) / previous });

export const pointsChange = (current: number | null, previous: number | null): Change =>
  current === null || previous === null ? null : { kind: 'points', value: current - previous };

export const approvalRate = (outcome: { approved: number; declined: number }) => ratio(outcome.approved, outcome.approved + outcome.declined);

export interface Rates {
  approval: number | null;
  refund: number | null;
  dispute: number | null;
}

export function ratesOf(totals: Analytics['totals'], which: 'current' | 'previous'): Rates {
  return {
    approval: approvalRate({ approved: totals.approved[which], declined: totals.declined[which] }),
    refund: ratio(totals.refunded[which], totals.captured[which]),
    dispute: ratio(totals.disputed[which], totals.captured[which]),
  };
}

/** Each funnel step with its drop from the step before (none for the first). */
export function funnelRows(funnel: Analytics['funnel']) {
  return funnel.map((step, index) => {
    const before = funnel[index - 1];
    return {
      ...step,
      drop: before ? before.current - step.current : null,
      dropShare: before ? ratio(before.current - step.current, before.current) : null,
      previousDropShare: before ? ratio(before.previous - step.previous, before.previous) : null,
    };
  });
}
export type FunnelRow = ReturnType<typeof funnelRows>[number];

/** The transactions list's URL key of each dimension (`transactions` list-filters.ts). */
const filterKeyOf: Readonly<Record<AnalyticsDimension, string>> = {
  paymentMethod: 'method',
  cardBrand: 'brand',
  cardCountry: 'country',
  cardBin: 'bin',
  channelId: 'channel',
};

/** The transactions list of the period, narrowed to the given filters (`/transactions?created.from=…`). */
export function transactionsHref(
  days: readonly string[],
  filters: { dimension?: AnalyticsDimension; value?: string; decline?: DeclineReason | string; currency?: string },
) {
  const params = new URLSearchParams({ 'created.from': days[0], 'created.to': days[days.length - 1] });
  if (filters.dimension && filters.value) params.set(filterKeyOf[filters.dimension], filters.value);
  if (filters.decline) params.set('decline', filters.decline);
  if (filters.currency) params.set('currency', filters.currency);
  return `/transactions?${params.toString()}`;
}
