import type { ListParams } from '@/components/list-page';
import { toLoginSession, type LoginSession } from '@/components/sessions';
import { featureApi } from '@/lib/api/base-api';
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
        location: z.nullish(z.string()),
        current: z._default(z.boolean(), false),
      }),
    }),
  ),
);

/** The fields the sessions list sorts on, named as the API names them. */
export const sessionSortFields = ['createdAt', 'lastUsedAt', 'ip'] as const;

export type SessionsQuery = Pick<ListParams, 'page' | 'pageSize' | 'sort'>;

export interface SessionsPage {
  sessions: LoginSession[];
  /** `meta.page.total`: sessions in the whole list. */
  total: number;
}

/**
 * The signed-in user's active access tokens in the server's order. Without a chosen order
 * (the server's default: most recently used first) this session comes first.
 */
export async function parseLoginSessions(data: unknown, pinCurrent = true): Promise<LoginSession[]> {
  const sessions = (await parseTokens(data ?? [])).map(toLoginSession);
  return pinCurrent ? sessions.sort((a, b) => Number(b.current) - Number(a.current)) : sessions;
}

const payloadOf = ({ page, pageSize, sort }: SessionsQuery) => ({
  page: { size: pageSize, number: page },
  ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }),
});

export const tokensApi = featureApi(['Tokens']).injectEndpoints({
  endpoints: (build) => ({
    listActiveTokens: build.query<SessionsPage, SessionsQuery>({
      query: (params) => ({ action: 'identities/listActiveTokens', payload: payloadOf(params) }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }, _meta, params) => {
        const sessions = await parseLoginSessions(answer.data, !params.sort);
        return { sessions, total: answer.meta?.page?.total ?? sessions.length };
      },
      providesTags: ['Tokens'],
    }),
    deleteAccessToken: build.mutation<null, string>({
      query: (id) => ({ action: 'identities/deleteAccessToken', payload: { id } }),
      transformResponse: () => null,
      invalidatesTags: ['Tokens'],
    }),
    /** `identities/deleteOtherAccessTokens`: every session of the user but this one is signed out. */
    deleteOtherAccessTokens: build.mutation<null, void>({
      query: () => ({ action: 'identities/deleteOtherAccessTokens' }),
      transformResponse: () => null,
      invalidatesTags: ['Tokens'],
    }),
  }),
});

export const { useListActiveTokensQuery, useDeleteAccessTokenMutation, useDeleteOtherAccessTokensMutation } = tokensApi;
