const DAY_MS = 86_400_000;

/**
 * A settlement's period as calendar days: it runs from Monday 00:00 UTC to the next Monday 00:00
 * UTC (the end excluded), so its last day is the Sunday before `periodTo`.
 */
export const periodDays = (periodFrom: string, periodTo: string) => ({
  from: periodFrom.slice(0, 10),
  to: new Date(Date.parse(periodTo) - DAY_MS).toISOString().slice(0, 10),
});
