import { dayRangeInstants } from '@/lib/dates';

/** The first instant of a calendar day in the user's time zone: when a change "on that day" happens. */
export const dayStartInstant = (day: string, timeZone: string) => dayRangeInstants({ from: day }, timeZone).gte ?? null;
