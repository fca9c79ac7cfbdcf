import { addDays } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';

/** Calendar days `YYYY-MM-DD` (inclusive) on the user's wall clock; either end may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

const wallMidnight = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** Days in `timeZone` → the instants the server compares with: the first ms of `from`, the last of `to`. */
export function dayRangeInstants({ from, to }: DayRange, timeZone: string): { gte?: string; lte?: string } {
  return {
    ...(from && { gte: fromZonedTime(wallMidnight(from), timeZone).toISOString() }),
    ...(to && { lte: new Date(fromZonedTime(addDays(wallMidnight(to), 1), timeZone).getTime() - 1).toISOString() }),
  };
}
