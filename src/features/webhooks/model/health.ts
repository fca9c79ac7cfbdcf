/** An endpoint's delivery health over the last 24 hours. */
export interface Health {
  succeeded: number;
  failed: number;
  total: number;
  /** Whole percent of attempts that succeeded, rounded down (never 100 while one failed); null without attempts. */
  percent: number | null;
}

/** Counts are integers; the percentage is an integer division, so 199 of 200 reads 99, not 100. */
export function healthOf(succeeded: number, failed: number): Health {
  const total = succeeded + failed;
  return { succeeded, failed, total, percent: total > 0 ? Math.floor((succeeded * 100) / total) : null };
}
