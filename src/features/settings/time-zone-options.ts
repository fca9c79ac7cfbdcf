import { listTimeZones } from '@/lib/dates';

export interface TimeZoneOption {
  zone: string;
  /** '+02:00', '-05:30'; null when the runtime cannot tell. */
  offset: string | null;
}

function offsetOf(zone: string, at: Date): string | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) return null;
    return name.replace(/^GMT/, '') || '+00:00';
  } catch {
    return null;
  }
}

let cache: { hour: number; options: TimeZoneOption[] } | null = null;

/** Every IANA zone with its offset now; computed once an hour (offsets move with daylight saving). */
export function timeZoneOptions(at = new Date()): TimeZoneOption[] {
  const hour = Math.floor(at.getTime() / 3_600_000);
  if (cache?.hour !== hour) cache = { hour, options: listTimeZones().map((zone) => ({ zone, offset: offsetOf(zone, at) })) };
  return cache.options;
}

/** The product stores its default as 'utc'; pickers speak IANA ('UTC'). */
export const toStoredZone = (zone: string) => (zone === 'UTC' ? 'utc' : zone);
