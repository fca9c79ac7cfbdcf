import { format, startOfMonth } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';

/** The first day of the current month on the user's calendar (`YYYY-MM-01`) and the instant it starts. */
export function monthStartIn(timeZone: string, now = Date.now()) {
  const wall = startOfMonth(toZonedTime(now, timeZone));
  return { day: format(wall, 'yyyy-MM-dd'), instant: fromZonedTime(wall, timeZone).toISOString() };
}
