import { formatInTimeZone } from 'date-fns-tz';

export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_DATE_FORMAT = 'dd.MM.yyyy';
export const dateFormats = ['dd.MM.yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'd MMM yyyy'] as const;

/** 'utc' is the product's stored default; IANA calls it 'UTC'. */
export const normaliseTimeZone = (zone: string | undefined) => (!zone || zone.toLowerCase() === 'utc' ? 'UTC' : zone);

export function formatDateTime(
  value: string | number | Date,
  options: { timeZone?: string; dateFormat?: string; withTime?: boolean } = {},
): string {
  const { timeZone, dateFormat = DEFAULT_DATE_FORMAT, withTime = true } = options;
  return formatInTimeZone(value, normaliseTimeZone(timeZone), withTime ? `${dateFormat} HH:mm` : dateFormat);
}

export function listTimeZones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}
