const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "48 kB", "1.5 GB" in the locale's unit names: binary steps by default (as the 2 GB limit is), or decimal ones (`step` 1000). */
export function formatBytes(bytes: number, locale: string, step: 1000 | 1024 = 1024): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= step && unit < UNITS.length - 1) {
    value /= step;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
