/**
 * The bulk-refunds area of the action contract (docs/api/bulk-refunds.md): refund a pasted list of
 * transaction IDs, all from one project. A preview says per line what will happen; the refund
 * itself moves money (one reference per intent) and keeps its result per row, so it survives a reload.
 */
import type { Zod } from '@/lib/validation';
import { action } from './define';
import * as s from './schemas';

/** At most this many lines per bulk refund. */
export const BULK_REFUND_MAX_LINES = 500;

export const bulkRefundLineOutcomes = ['refundable', 'unknown-id', 'other-project', 'duplicate', 'already-refunded', 'not-refundable'] as const;
export const bulkRefundRowOutcomes = ['refunded', 'skipped', 'refused'] as const;

const IDS_REQUIRED = 'Enter at least one transaction ID';

/** `{resourceId, ids}`: the workspace and the lines as pasted (after the client's parsing), in order, duplicates kept. */
export const bulkRefundPayload = (z: Zod) =>
  z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    ids: z
      .array(z.string().check(z.trim(), z.minLength(1, { error: 'Transaction ID is required' }), z.maxLength(100)), { error: IDS_REQUIRED })
      .check(z.minLength(1, { error: IDS_REQUIRED }), z.maxLength(BULK_REFUND_MAX_LINES, { error: `At most ${BULK_REFUND_MAX_LINES} lines` })),
  });

/**
 * The bulk refund itself also carries the refundable lines as the user confirmed them, with their
 * amounts: the server refunds exactly these, or refuses with `preview-stale` when any of them changed.
 */
export const bulkRefundExecutePayload = (z: Zod) =>
  z.object({
    ...bulkRefundPayload(z).shape,
    confirmed: z
      .array(
        z.object({
          line: z.int().check(z.positive()),
          transactionId: z.string().check(z.minLength(1)),
          amount: z.int().check(z.positive()),
          currency: z.string().check(z.minLength(3), z.maxLength(3)),
        }),
        { error: 'Preview the list first' },
      )
      .check(z.minLength(1, { error: 'Preview the list first' }), z.maxLength(BULK_REFUND_MAX_LINES)),
  });

const money = (z: Zod) => ({ amount: z.optional(z.int()), currency: z.optional(z.string()) });

export const bulkRefundLineAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('bulk-refund-lines'),
    id: z.string(),
    attributes: z.looseObject({
      line: z.int().check(z.positive()),
      transactionId: z.string(),
      outcome: z.enum(bulkRefundLineOutcomes),
      projectId: z.nullish(z.string()),
      ...money(z),
    }),
  });

const totals = (z: Zod) => z.array(z.looseObject({ currency: z.string(), amount: z.int() }));

export const bulkRefundPreviewMeta = (z: Zod) =>
  z.looseObject({
    projectId: z.nullable(z.string()),
    refundableCount: z.int().check(z.nonnegative()),
    totals: totals(z),
  });

export const bulkRefundAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('bulk-refunds'),
    id: z.string(),
    attributes: z.looseObject({
      createdAt: z.string(),
      projectId: z.string(),
      rows: z.array(
        z.looseObject({
          line: z.int().check(z.positive()),
          transactionId: z.string(),
          outcome: z.enum(bulkRefundRowOutcomes),
          refundId: z.nullish(z.string()),
          code: z.nullish(z.string()),
          ...money(z),
        }),
      ),
    }),
  });

export const bulkRefundsActions = {
  'transactions/bulkRefundPreview': action('transactions/bulkRefundPreview', {
    payload: bulkRefundPayload,
    answer: (z) => z.array(bulkRefundLineAnswer(z)),
    meta: bulkRefundPreviewMeta,
  }),
  'transactions/bulkRefund': action('transactions/bulkRefund', {
    mutates: true,
    movesMoney: true,
    payload: bulkRefundExecutePayload,
    answer: bulkRefundAnswer,
  }),
  'transactions/getBulkRefund': action('transactions/getBulkRefund', { target: true, payload: s.targetPayload, answer: bulkRefundAnswer }),
};
