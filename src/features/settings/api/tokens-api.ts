import { baseApi } from '@/lib/api/base-api';
import { lazySchema } from '@/lib/validation';

const parseTokens = lazySchema((z) =>
  z.array(
    z.object({
      id: z.string(),
      attributes: z.object({
        createdAt: z.string(),
        lastUsedAt: z.nullish(z.string()),
        userAgent: z.nullish(z.string()),
        ip: z.nullish(z.string()),
        current: z._default(z.boolean(), false),
      }),
    }),
  ),
);

export interface LoginSession {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  userAgent: string;
  ip: string;
  current: boolean;
}

/** The signed-in user's active access tokens: this session first, then the most recently used. */
export async function parseLoginSessions(data: unknown): Promise<LoginSession[]> {
  return (await parseTokens(data ?? []))
    .map(({ id, attributes: a }) => ({
      id,
      createdAt: a.createdAt,
      lastUsedAt: a.lastUsedAt ?? null,
      userAgent: a.userAgent ?? '',
      ip: a.ip ?? '',
      current: a.current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''));
}

export const tokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listActiveTokens: build.query<LoginSession[], void>({
      query: () => ({ action: 'identities/listActiveTokens', payload: { page: { size: 500 } } }),
      transformResponse: (answer: { data?: unknown }) => parseLoginSessions(answer.data),
      providesTags: ['Tokens'],
    }),
    deleteAccessToken: build.mutation<null, string>({
      query: (id) => ({ action: 'identities/deleteAccessToken', payload: { id } }),
      transformResponse: () => null,
      invalidatesTags: ['Tokens'],
    }),
  }),
});

export const { useListActiveTokensQuery, useDeleteAccessTokenMutation } = tokensApi;
