import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import { ACTIVE_TOKENS_PAGE_SIZE } from '@/lib/contract/team';

type Answer = { data?: unknown };

/** A project's allowed IP ranges (canonical CIDR); empty: any address. */
export interface AllowedIps {
  ranges: string[];
  updatedAt: string | null;
}

const readAllowedIps = async (answer: Answer): Promise<AllowedIps> => {
  const { attributes } = await contractOf('projects/getAllowedIps').answer(answer.data);
  return { ranges: attributes.ranges, updatedAt: attributes.updatedAt };
};

const tag = (resourceId: string) => ({ type: 'AllowedIps' as const, id: resourceId });

export const allowedIpsApi = featureApi(['Tokens', 'AllowedIps']).injectEndpoints({
  endpoints: (build) => ({
    /** `projects/getAllowedIps` {resourceId}. */
    getAllowedIps: build.query<AllowedIps, string>({
      query: (resourceId) => ({ action: 'projects/getAllowedIps', payload: { resourceId } }),
      transformResponse: readAllowedIps,
      providesTags: (_result, _error, resourceId) => [tag(resourceId)],
    }),
    /** `projects/setAllowedIps`: replaces the list; the answer echoes the ranges the server keeps. */
    setAllowedIps: build.mutation<AllowedIps, { resourceId: string; ranges: string[] }>({
      query: ({ resourceId, ranges }) => ({
        action: 'projects/setAllowedIps',
        payload: { resourceId, data: { type: 'allowed-ip-lists', attributes: { ranges } } },
      }),
      transformResponse: readAllowedIps,
      async onQueryStarted({ resourceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(allowedIpsApi.util.upsertQueryData('getAllowedIps', resourceId, data));
      },
    }),
    /**
     * The address this session signs in from: the caller's own access tokens (`identities/listActiveTokens`),
     * the one marked `current`; null when the server does not say.
     */
    currentSessionIp: build.query<string | null, void>({
      query: () => ({ action: 'identities/listActiveTokens', payload: { page: { size: ACTIVE_TOKENS_PAGE_SIZE } } }),
      transformResponse: async (answer: Answer) => {
        const tokens = await contractOf('identities/listActiveTokens').answer(answer.data ?? []);
        return tokens.find((token) => token.attributes.current)?.attributes.ip || null;
      },
      providesTags: ['Tokens'],
    }),
  }),
});

export const { useGetAllowedIpsQuery, useSetAllowedIpsMutation, useLazyCurrentSessionIpQuery } = allowedIpsApi;
