const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "48 kB", "1.5 GB": binary steps (as the 2 GB limit is), the locale's unit names. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
