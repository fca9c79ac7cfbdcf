/**
 * The audit trail's CSV export: one line per changed field of each entry (an entry that changed no
 * field: one line with those cells empty), written with the product's one CSV rule (`lib/csv`: every
 * text quoted, formulas neutralised, bidi marks kept as text, line breaks inside quotes).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { toCsv, type CsvValue } from '@/lib/csv';
import { safeFileName } from '@/lib/download';
import type { AuditEntry } from '../api/audit-entry';
import { auditValueText } from './change-text';

/** The file's columns, in order; their headers are the caller's (translated) words. */
export const auditCsvColumns = [
  'atUtc',
  'atZone',
  'actorName',
  'actorEmail',
  'action',
  'objectType',
  'objectId',
  'workspace',
  'field',
  'before',
  'after',
  'sessionId',
  'ip',
] as const;
export type AuditCsvColumn = (typeof auditCsvColumns)[number];

/** An ISO 8601 instant with the zone's offset: `2026-11-24T11:30:00.000+02:00`. */
const isoInZone = (at: string, timeZone: string) => formatInTimeZone(at, timeZone, "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");

/** Numbers the server sent stay numbers; every other value is its text (empty for none). */
const csvValue = (value: unknown): CsvValue =>
  typeof value === 'number' && Number.isFinite(value) ? value : value === null || value === undefined ? null : auditValueText(value);

/** The lines of one entry, one per changed field. */
export function auditCsvLines(entry: AuditEntry, timeZone: string): CsvValue[][] {
  const at = new Date(entry.at);
  const valid = !Number.isNaN(at.getTime());
  const common: CsvValue[] = [
    valid ? at.toISOString() : entry.at,
    valid ? isoInZone(entry.at, timeZone) : entry.at,
    entry.actor.name,
    entry.actor.email,
    entry.action,
    entry.object.type,
    entry.object.id,
    entry.resource?.name ?? entry.resource?.id ?? '',
  ];
  const session: CsvValue[] = [entry.session.id, entry.session.ip];
  if (entry.changes.length === 0) return [[...common, null, null, null, ...session]];
  return entry.changes.map((change) => [...common, change.field, csvValue(change.before), csvValue(change.after), ...session]);
}

/** The whole file: the header line, then the lines of every entry in the order given. */
export function auditCsv(entries: readonly AuditEntry[], headers: Readonly<Record<AuditCsvColumn, string>>, timeZone: string): string {
  return toCsv([auditCsvColumns.map((column) => headers[column]), ...entries.flatMap((entry) => auditCsvLines(entry, timeZone))]);
}

/** `audit-Northwind Group-2026-11-24.csv`: the workspace and the day (in the user's zone), safe on every file system. */
export const auditFileName = (workspace: string, now: Date, timeZone: string) =>
  // A slash in the name is the workspace's, not a folder: kept as a dash, so the whole name stays.
  safeFileName(`audit-${workspace.replace(/[/\\]/g, '-')}-${formatInTimeZone(now, timeZone, 'yyyy-MM-dd')}.csv`, 'audit.csv');
