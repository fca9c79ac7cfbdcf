import { ACTION_TIMEOUT_MS } from '@/lib/actions';
import type { ApiTagType } from '@/lib/api/api-tags';
import type { Failure } from '@/lib/http';

/** Exactly what an intent sends, on its first try and on every retry: never rebuilt from a screen. */
export interface IntentRequest {
  endpoint?: string;
  action: string;
  /** The envelope id: the object acted on. */
  id?: string;
  payload?: unknown;
}

/** RTK Query tags to refetch once the intent has an answer (plain data, so the intent can be stored). */
export type IntentTag = { type: ApiTagType; id: string };

/**
 * What the screens show of an intent without re-reading its payload: kind of action and, for money,
 * the amount and currency that were confirmed.
 */
export interface IntentSummary {
  kind: string;
  amount?: number;
  currency?: string;
  count?: number;
}

/**
 * - `pending`: sent, answer awaited.
 * - `unknown`: sent, no usable answer: it may or may not have been applied; only "Check again" (the
 *   same request, the same reference) may follow.
 * - `failed`: the server refused it before acting; settled.
 * - `succeeded`: answered; settled.
 */
export type IntentStatus = 'pending' | 'unknown' | 'failed' | 'succeeded';

export interface StoredIntent {
  /** The requestReference: one per intent, sent on every try. */
  reference: string;
  request: IntentRequest;
  /** The object the intent acts on (`transaction:<id>`, `bulk-refund:<workspace id>`…): where it is shown. */
  target: string;
  userId: string;
  identityId: string | null;
  /** The tab (store) that sends it now; another tab's pending intent is shown as unknown once that tab goes quiet. */
  ownerTab: string;
  startedAt: number;
  updatedAt: number;
  status: IntentStatus;
  summary: IntentSummary;
  invalidates: IntentTag[];
  /** Non-money intents may be given up (the worst is a second report); money intents may not. */
  discardable: boolean;
  failure?: Failure;
  /** The answer's data, for the screen that waits for it; never persisted. */
  result?: unknown;
}

/** A target key: the kind of object and its id (`targetKey('transaction', 'tx_1')`). */
export const targetKey = (kind: string, id: string) => `${kind}:${id}`;

export const isUnsettled = (intent: Pick<StoredIntent, 'status'>) => intent.status === 'pending' || intent.status === 'unknown';

/** How long after its start another tab's pending intent is shown as unknown if no answer was heard of. */
export const FOREIGN_PENDING_LIMIT_MS = ACTION_TIMEOUT_MS + 2_000;
