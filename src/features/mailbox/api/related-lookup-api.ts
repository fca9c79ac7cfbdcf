/**
 * The preview of what a new topic is about, read with the existing get actions of each kind
 * (`transactions/get`, `disputes/get`, `payouts/get`): none of those features exports a hook for it.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ActionCall, ActionResult } from '@/lib/actions';
import { baseApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { TopicRelatedType } from '@/lib/contract/mailbox-rules';
import type { Failure } from '@/lib/http';

/** What the preview card shows of a transaction, dispute or payout. */
export interface RelatedPreview {
  type: TopicRelatedType;
  id: string;
  amount: number;
  currency: string;
  status: string;
  /** Created (a payment, a payout) or opened (a dispute). */
  at: string;
  /** The customer (payments, disputes) or the payout's destination. */
  party: string;
  /** The merchant's order reference, the dispute's reason code, or the payout's description. */
  reference: string;
  /** The workspace the object belongs to (a project, or a payout's organization); null when the answer does not say. */
  ownerId: string | null;
}

export interface RelatedLookupArgs {
  type: TopicRelatedType;
  id: string;
  /** Where the object must belong: the workspace and its projects. */
  workspaceIds: readonly string[];
}

type Relation = { data?: { id: string } | null } | undefined;
const ownerOf = (relation: Relation) => relation?.data?.id ?? null;

const readers: Record<TopicRelatedType, (data: unknown) => Promise<Omit<RelatedPreview, 'type'>>> = {
  transactions: async (data) => {
    const { id, attributes: a, relationships } = await contractOf('transactions/get').answer(data);
    return {
      id,
      amount: a.amount,
      currency: a.currency,
      status: a.status,
      at: a.createdAt,
      party: a.customer.name || a.customer.email,
      reference: a.referenceId,
      ownerId: ownerOf(relationships?.project),
    };
  },
  disputes: async (data) => {
    const { id, attributes: a, relationships } = await contractOf('disputes/get').answer(data);
    return {
      id,
      amount: a.amount,
      currency: a.currency,
      status: a.status,
      at: a.openedAt,
      party: a.customer.name || a.customer.email,
      reference: a.reasonCode,
      ownerId: ownerOf(relationships?.project),
    };
  },
  payouts: async (data) => {
    const { id, attributes: a, relationships } = await contractOf('payouts/get').answer(data);
    return {
      id,
      amount: a.amount,
      currency: a.currency,
      status: a.status,
      at: a.createdAt,
      party: a.method.label ?? a.method.masked,
      reference: a.description ?? '',
      ownerId: ownerOf(relationships?.resource),
    };
  },
};

export const relatedLookupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The object, or null when it is not one of this workspace's (unknown, not readable, or of
     * another workspace): the get actions refuse all alike. Fails only when no answer came.
     */
    getMailboxRelatedObject: build.query<RelatedPreview | null, RelatedLookupArgs>({
      queryFn: async ({ type, id, workspaceIds }, _api, _extra, baseQuery) => {
        const call: ActionCall = { action: `${type}/get`, id, payload: { id } };
        const result = await (baseQuery as BaseQueryFn<ActionCall, ActionResult, Failure>)(call, _api, _extra);
        if (result.error) return result.error.errors.length > 0 ? { data: null } : { error: result.error };
        try {
          const preview: RelatedPreview = { type, ...(await readers[type](result.data.data)) };
          return { data: preview.ownerId === null || workspaceIds.includes(preview.ownerId) ? preview : null };
        } catch {
          return { data: null };
        }
      },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetMailboxRelatedObjectQuery } = relatedLookupApi;
