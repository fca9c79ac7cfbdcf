/**
 * The reports area of the action contract (see docs/api/reports.md): reports of processing or
 * settled transactions, requested for a period and built in the background, then downloaded as a
 * file (`GET reports/{id}/file`). Expired reports are archived and can be requested again (spec §4).
 *
 * The payload schemas check each field's form and the period (order, at most 366 days); the rules
 * that depend on the clock or the workspace (a period not in the future, a level the workspace has)
 * are the sandbox's, answered as field errors with their own codes.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

export const reportKinds = ['processing-transactions', 'settled-transactions'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** Spec §3: report types by level. `organization` only for an organization workspace. */
export const reportLevels = ['organization', 'project', 'channel', 'terminal'] as const;
export type ReportLevel = (typeof reportLevels)[number];

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** `expired`: archived (no file any more); it can be requested again. */
export const reportStatuses = ['queued', 'generating', 'ready', 'failed', 'expired'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** `reports.<kind>.read` / `.write` (spec §2, §6). */
export const reportReadPermission = (kind: ReportKind) => `reports.${kind}.read`;
export const reportWritePermission = (kind: ReportKind) => `reports.${kind}.write`;
export const reportReadPermissions = reportKinds.map(reportReadPermission);
export const reportWritePermissions = reportKinds.map(reportWritePermission);

/** The longest period a report may cover, both days included. */
export const REPORT_PERIOD_MAX_DAYS = 366;
/** A ready report is kept this long (sandbox time), then it expires. */
export const REPORT_RETENTION_DAYS = 30;

export const REPORT_NOT_ACCESSIBLE = "You don't have permission to read this report";

const DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);
/** Days covered by `from`…`to`, both included (ISO dates). */
export const periodDays = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

export const reportAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('reports'),
    id: z.string(),
    attributes: z.looseObject({
      kind: z.enum(reportKinds),
      level: z.enum(reportLevels),
      format: z.enum(reportFormats),
      period: z.looseObject({ from: z.string(), to: z.string() }),
      status: z.enum(reportStatuses),
      /** Bytes of the file; null until ready. */
      size: z._default(z.nullable(z.int().check(z.nonnegative())), null),
      fileName: z.string(),
      createdAt: z.string(),
      readyAt: z._default(z.nullable(z.string()), null),
      expiresAt: z._default(z.nullable(z.string()), null),
      /** The expired or failed report this one was requested again from. */
      requestedAgainFrom: z._default(z.nullable(z.string()), null),
      /** A channel- or terminal-level report narrowed to one channel (docs/api/channels.md). */
      channelId: z._default(z.nullable(z.string()), null),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type ReportAnswer = zod.output<ReturnType<typeof reportAnswer>>;

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const date = (z: Zod, name: string) =>
  z.string({ error: `${name} must be a date (YYYY-MM-DD)` }).check(z.refine(isIsoDate, { error: `${name} must be a date (YYYY-MM-DD)` }));

export const requestReportPayload = (z: Zod) =>
  z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    data: z.object({
      type: z.optional(z.literal('reports')),
      attributes: z.object({
        kind: z.enum(reportKinds, { error: 'Report kind is processing-transactions or settled-transactions' }),
        level: z.enum(reportLevels, { error: `Level is one of ${reportLevels.join(', ')}` }),
        format: z._default(z.enum(reportFormats, { error: 'Format is csv or xlsx' }), 'csv'),
        // Only at level channel or terminal: that channel's lines alone.
        channelId: z._default(z.nullable(z.string({ error: 'Channel must be a channel id' })), null),
        period: z.object({ from: date(z, 'From'), to: date(z, 'To') }, { error: 'Period is required' }).check(
          z.refine((p: { from: string; to: string }) => p.from <= p.to, {
            error: 'The period must not end before it starts',
            path: ['to'],
            params: { code: 'period-order' },
            abort: true,
          }),
          z.refine((p: { from: string; to: string }) => periodDays(p.from, p.to) <= REPORT_PERIOD_MAX_DAYS, {
            error: `A report covers at most ${REPORT_PERIOD_MAX_DAYS} days`,
            path: ['to'],
            params: { code: 'period-too-long' },
          }),
        ),
      }),
    }),
  });

export const reportActions = {
  'reports/list': action('reports/list', { payload: s.resourceListRequest, answer: (z) => list(z, reportAnswer), meta: s.listMeta }),
  'reports/get': action('reports/get', { target: true, payload: s.targetPayload, answer: reportAnswer }),
  'reports/request': action('reports/request', { mutates: true, payload: requestReportPayload, answer: reportAnswer }),
  'reports/requestAgain': action('reports/requestAgain', { mutates: true, target: true, payload: s.targetPayload, answer: reportAnswer }),
};
