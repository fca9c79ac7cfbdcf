/**
 * The transaction-exports area of the action contract (see docs/api/transaction-views-and-exports.md):
 * a CSV of the filtered transactions list, built in the background, then downloaded as a file.
 */
import { action } from './define';
import * as s from './schemas';
import type { Zod } from '@/lib/validation';

/** The columns an export may name, in the list's column ids. */
export const exportColumns = [
  'createdAt',
  'amount',
  'status',
  'type',
  'customer',
  'paymentMethod',
  'referenceId',
  'settledAt',
  'fee',
  'riskScore',
  'card',
  'project',
  'id',
  'country',
  'requestedBy',
  'reason',
] as const;
export type ExportColumn = (typeof exportColumns)[number];

/** The keys a file is reconciled by: in every export, first, whatever columns were asked for. */
export const keyExportColumns = ['id', 'referenceId'] as const satisfies readonly ExportColumn[];

/** The columns a file holds: the keys first, then the asked ones in their order (each once). */
export const withKeyColumns = (columns: readonly ExportColumn[]): ExportColumn[] => [...new Set<ExportColumn>([...keyExportColumns, ...columns])];

export const exportStatuses = ['pending', 'processing', 'ready', 'failed'] as const;

const COLUMNS = 'Columns must name at least one known column';

export const transactionExportPayload = (z: Zod) =>
  z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    /** The same filters as transactions/list; the sandbox checks them with the list's own rules. */
    filter: z.optional(z.array(z.object({ field: z.string().check(z.minLength(1)), operator: z.enum(s.filterOperators), value: z.optional(z.unknown()) }))),
    sort: z.optional(z.string()),
    search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    columns: z.array(z.enum(exportColumns, { error: COLUMNS }), { error: COLUMNS }).check(z.minLength(1, { error: COLUMNS })),
    timezone: z._default(z.string({ error: 'Unknown time zone' }).check(z.refine(s.isTimezone, { error: 'Unknown time zone' })), 'UTC'),
  });

export const transactionExportAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('transaction-exports'),
    id: z.string(),
    attributes: z.looseObject({
      status: z.enum(exportStatuses),
      progress: z.int().check(z.gte(0), z.lte(100)),
      rowCount: z.int().check(z.nonnegative()),
      fileName: z.string(),
    }),
  });

export const transactionExportsActions = {
  'transaction-exports/create': action('transaction-exports/create', { mutates: true, payload: transactionExportPayload, answer: transactionExportAnswer }),
  'transaction-exports/get': action('transaction-exports/get', { target: true, payload: s.targetPayload, answer: transactionExportAnswer }),
};
