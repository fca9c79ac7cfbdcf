/**
 * The security log's CSV export: one line per event (who, from where, what), its changes or its
 * reason in one cell, written with the product's one CSV rule (`lib/csv`: every text quoted,
 * formulas neutralised, bidi marks kept as text, line breaks inside quotes).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { toCsv, type CsvValue } from '@/lib/csv';
import { safeFileName } from '@/lib/download';
import type { AuditEntry } from '../api/audit-entry';
import { auditValueText } from './change-text';

/** The file's columns, in order; their headers are the caller's (translated) words. */
export const securityCsvColumns = [
  'atUtc',
  'atZone',
  'event',
  'actorName',
  'actorEmail',
  'ip',
  'userAgent',
  'sessionId',
  'objectType',
  'objectId',
  'workspace',
  'details',
] as const;
export type SecurityCsvColumn = (typeof securityCsvColumns)[number];

/** One change as text: `twoFaEnabled: false → true`; a reason or a created value: `reason: invalid-credentials`. */
const changeText = (change: AuditEntry['changes'][number], arrow: string) => {
  const before = auditValueText(change.before);
  const after = auditValueText(change.after);
  return before ? `${change.field}: ${before} ${arrow} ${after}` : `${change.field}: ${after}`;
};

/** The line of one entry. */
export function securityCsvLine(entry: AuditEntry, timeZone: string, arrow = '→'): CsvValue[] {
  const at = new Date(entry.at);
  const valid = !Number.isNaN(at.getTime());
  return [
    valid ? at.toISOString() : entry.at,
    valid ? formatInTimeZone(entry.at, timeZone, "yyyy-MM-dd'T'HH:mm:ss.SSSxxx") : entry.at,
    entry.action,
    entry.actor.name,
    entry.actor.email,
    entry.session.ip,
    entry.session.userAgent,
    entry.session.id,
    entry.object.type,
    entry.object.id,
    entry.resource?.name ?? entry.resource?.id ?? '',
    entry.changes.map((change) => changeText(change, arrow)).join('\n'),
  ];
}

/** The whole file: the header line, then one line per entry in the order given. */
export function securityCsv(entries: readonly AuditEntry[], headers: Readonly<Record<SecurityCsvColumn, string>>, timeZone: string, arrow = '→'): string {
  return toCsv([securityCsvColumns.map((column) => headers[column]), ...entries.map((entry) => securityCsvLine(entry, timeZone, arrow))]);
}

/** `security-log-Northwind Group-2026-11-24.csv`: the workspace and the day (in the user's zone), safe on every file system. */
export const securityFileName = (workspace: string, now: Date, timeZone: string) =>
  safeFileName(`security-log-${workspace.replace(/[/\\]/g, '-')}-${formatInTimeZone(now, timeZone, 'yyyy-MM-dd')}.csv`, 'security-log.csv');
