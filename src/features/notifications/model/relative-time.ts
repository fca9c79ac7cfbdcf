import { intlLocale } from '@/lib/i18n/languages';

const steps: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday", "now" in the interface language (the time of day is in the tooltip, in the user's zone). */
export function relativeTime(at: string, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  const elapsed = Date.parse(at) - now;
  for (const [unit, ms] of steps) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
