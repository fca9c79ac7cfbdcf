/**
 * A changed field's value as plain text (never HTML): text as it is, numbers and yes/no as written,
 * a list of plain values joined with commas, anything else as JSON; nothing (null) as ''.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item))) {
    return value.map((item) => (item === null ? '' : String(item))).join(', ');
  }
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}
