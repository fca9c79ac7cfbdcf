import { featureApi } from '@/lib/api/base-api';
import type { EvidenceKind } from '@/lib/contract/disputes';
import { getDisputeApi, toDispute, type Dispute } from './get-dispute';

interface Acting {
  disputeId: string;
  /** One per user intent: every try of it sends the same one, so the sandbox applies it once. */
  requestReference: string;
}

export interface AddEvidenceFileArgs extends Acting {
  name: string;
  /** Bytes. */
  size: number;
  /** The declared MIME type (`File.type`). */
  contentType: string;
  kind: EvidenceKind;
}

export type DisputeDecision = 'submit' | 'accept';

const disputeActionsApi = featureApi(['Dispute']).injectEndpoints({
  endpoints: (build) => {
    /** Each answer is the changed dispute: the page shows it at once; a refusal refetches it (it may have changed). */
    const acting = <A extends Acting>(query: (args: A) => { action: string; payload: unknown }) =>
      build.mutation<Dispute, A>({
        query: (args) => ({ ...query(args), id: args.disputeId, requestReference: args.requestReference }),
        transformResponse: (answer: { data?: unknown }) => toDispute(answer.data),
        invalidatesTags: (_result, error, { disputeId }) => (error ? [{ type: 'Dispute', id: disputeId }] : []),
        onQueryStarted: async ({ disputeId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(getDisputeApi.util.upsertQueryData('getDispute', disputeId, data));
          } catch {
            // The refusal is the caller's to show.
          }
        },
      });
    return {
      addEvidenceFile: acting<AddEvidenceFileArgs>(({ disputeId, name, size, contentType, kind }) => ({
        action: 'disputes/addEvidenceFile',
        payload: { id: disputeId, data: { type: 'dispute-evidence-files', attributes: { name, size, contentType, kind } } },
      })),
      removeEvidenceFile: acting<Acting & { fileId: string }>(({ disputeId, fileId }) => ({
        action: 'disputes/removeEvidenceFile',
        payload: { id: disputeId, fileId },
      })),
      updateEvidenceFile: acting<Acting & { fileId: string; kind: EvidenceKind }>(({ disputeId, fileId, kind }) => ({
        action: 'disputes/updateEvidenceFile',
        payload: { id: disputeId, fileId, data: { type: 'dispute-evidence-files', attributes: { kind } } },
      })),
      saveRebuttal: acting<Acting & { text: string }>(({ disputeId, text }) => ({
        action: 'disputes/saveRebuttal',
        payload: { id: disputeId, data: { type: 'dispute-rebuttals', attributes: { text } } },
      })),
    };
  },
});

export const { useAddEvidenceFileMutation, useRemoveEvidenceFileMutation, useUpdateEvidenceFileMutation, useSaveRebuttalMutation } = disputeActionsApi;
