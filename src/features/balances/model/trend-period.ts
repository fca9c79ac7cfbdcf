const DAY_MS = 86_400_000;

/** Days the trend shows, ending with the server's today. */
export const TREND_DAYS = 30;

/** The trend's period (UTC calendar days, as `balances/trend` counts them) ending on the day of `asOf`. */
export function trendPeriod(asOf: string | null, now = Date.now()): { from: string; to: string } {
  const end = asOf ? Date.parse(asOf) : now;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(end - (TREND_DAYS - 1) * DAY_MS), to: day(end) };
}
