/**
 * The card schemes' dispute monitoring levels the dispute-rate warning compares with (figures and
 * sources: docs/dispute-monitoring.md). The schemes measure each brand and merchant account per month,
 * and only above a count of disputes; the dashboard's rate (disputes ÷ charges of the workspace over a
 * period) is an early signal, so the warning uses the ratios alone.
 */
export const disputeRateLevels = [
  /** Mastercard High Excessive Chargeback Merchant: 3% and 300 chargebacks in a month. */
  { level: 'highExcessive', ratio: 0.03 },
  /** Visa VAMP "excessive" for merchants (since 1 April 2026, outside MENA) and Mastercard Excessive Chargeback Merchant. */
  { level: 'excessive', ratio: 0.015 },
  /** Mastercard Chargeback Monitored Merchant, the early warning: 1% and 100 chargebacks in a month. */
  { level: 'early', ratio: 0.01 },
] as const;

export type DisputeRateLevel = (typeof disputeRateLevels)[number]['level'];

/** The highest level a rate reaches, or null below all of them. */
export const disputeRateLevel = (rate: number): DisputeRateLevel | null => disputeRateLevels.find(({ ratio }) => rate >= ratio)?.level ?? null;

/** Dispute rates are written with up to two decimals ("1.83%"): the levels lie a fraction of a percent apart. */
export const RATE_DIGITS = 2;
