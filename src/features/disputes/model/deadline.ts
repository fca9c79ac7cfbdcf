/**
 * Deadline maths of a dispute: how long is left, whether it is soon, and the calendar day it falls
 * on in the user's time zone (date-fns-tz; the product's default zone is UTC).
 */
import { formatInTimeZone, toDate } from 'date-fns-tz';
import { normaliseTimeZone } from '@/lib/dates';

export const HOUR_MS = 3_600_000;
/** A deadline this close or closer is due soon. */
export const DUE_SOON_MS = 48 * HOUR_MS;

export type DeadlineStatus = 'overdue' | 'due-soon' | 'open';

export interface DeadlineState {
  state: DeadlineStatus;
  /** Milliseconds until the deadline; zero or negative once it has passed. */
  msLeft: number;
}

/** An ISO instant; one written without an offset is read as UTC, never as the browser's local time. */
export function parseDeadline(deadlineIso: string): number {
  return toDate(deadlineIso, { timeZone: 'UTC' }).getTime();
}

/** Where `nowMs` stands against the deadline; null when the deadline cannot be read. */
export function deadlineState(deadlineIso: string, nowMs: number): DeadlineState | null {
  const deadline = parseDeadline(deadlineIso);
  if (Number.isNaN(deadline)) return null;
  const msLeft = deadline - nowMs;
  return { state: msLeft <= 0 ? 'overdue' : msLeft <= DUE_SOON_MS ? 'due-soon' : 'open', msLeft };
}

export interface CountdownParts {
  days: number;
  /** 0–23. */
  hours: number;
  /** 0–59. */
  minutes: number;
}

/** Whole days, hours and minutes left, rounded down (never shows more time than there is); zeros once passed. */
export function countdownParts(msLeft: number): CountdownParts {
  const totalMinutes = Number.isFinite(msLeft) && msLeft > 0 ? Math.floor(msLeft / 60_000) : 0;
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor(totalMinutes / 60) % 24, minutes: totalMinutes % 60 };
}

/**
 * The calendar day of the deadline in `timeZone` ('yyyy-MM-dd' unless another date-fns pattern is
 * given), with that zone's offset on that very day, daylight saving included. Null when unreadable.
 */
export function deadlineDay(deadlineIso: string, timeZone?: string, pattern = 'yyyy-MM-dd'): string | null {
  const deadline = parseDeadline(deadlineIso);
  if (Number.isNaN(deadline)) return null;
  return formatInTimeZone(deadline, normaliseTimeZone(timeZone), pattern);
}
