/**
 * The transaction-views area of the action contract (see docs/api/transaction-views-and-exports.md):
 * saved views of the transactions list, per user.
 */
import { action, list } from './define';
import * as s from './schemas';
import type { Zod } from '@/lib/validation';

export const VIEW_NAME_MAX = 60;
export const VIEW_QUERY_MAX = 2000;

const viewAttributes = (z: Zod) =>
  z.object({
    name: s.requiredText(z, 'Name is required', 1, VIEW_NAME_MAX, `Name must be at most ${VIEW_NAME_MAX} characters`),
    query: z._default(
      z.string({ error: 'Query must be text' }).check(z.trim(), z.maxLength(VIEW_QUERY_MAX, { error: `Query must be at most ${VIEW_QUERY_MAX} characters` })),
      '',
    ),
  });

export const transactionViewAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('transaction-views'),
    id: z.string(),
    attributes: z.looseObject({ name: z.string(), query: z.string(), createdAt: z.string() }),
  });

export const transactionViewsActions = {
  'transaction-views/list': action('transaction-views/list', { payload: s.listRequest, answer: (z) => list(z, transactionViewAnswer), meta: s.listMeta }),
  'transaction-views/create': action('transaction-views/create', {
    mutates: true,
    payload: (z) => s.jsonApiData(z, 'transaction-views', viewAttributes(z), z.optional(z.unknown())),
    answer: transactionViewAnswer,
  }),
  'transaction-views/delete': action('transaction-views/delete', { mutates: true, target: true, payload: s.targetPayload, answer: s.nullAnswer }),
};
