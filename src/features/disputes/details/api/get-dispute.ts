import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { DisputeAnswer } from '@/lib/contract/disputes';

type Attributes = DisputeAnswer['attributes'];

/** One dispute as the details page shows it (the answer of `disputes/get`, flattened). */
export interface Dispute extends Attributes {
  id: string;
  /** The project the dispute belongs to, when the server named it. */
  projectId: string | null;
}

export type EvidenceFile = Dispute['evidence']['files'][number];

/** Reads a dispute answer (`data` of any disputes action) through the contract. */
export async function toDispute(data: unknown): Promise<Dispute> {
  const answer = await contractOf('disputes/get').answer(data);
  return { ...answer.attributes, id: answer.id, projectId: answer.relationships?.project?.data?.id ?? null };
}

export const getDisputeApi = featureApi(['Dispute']).injectEndpoints({
  endpoints: (build) => ({
    /** `disputes/get` (envelope id): the dispute with its evidence; refetched on every `resource-updated` of it. */
    getDispute: build.query<Dispute, string>({
      query: (id) => ({ action: 'disputes/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => toDispute(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Dispute', id }],
    }),
  }),
});

export const { useGetDisputeQuery } = getDisputeApi;
