import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { ApiKeyAnswer, ApiKeyStatus } from '@/lib/contract/developers';

/** An API key as the screens show it: the answer's attributes, flattened, with its project. */
export type ApiKey = ApiKeyAnswer['attributes'] & { id: string; projectId: string | null };

/** One filter of `api-keys/list` (docs/api/developers.md). */
export interface ApiKeyFilter {
  field: 'status' | 'name';
  operator: 'in' | 'contains';
  value: string | string[];
}

export interface ListApiKeysArgs {
  /** A project, or an organization: the keys of its projects the caller reads keys of. */
  resourceId: string;
  filters: ApiKeyFilter[];
  /** `-createdAt`, `name`… */
  sort: string;
  page: number;
  pageSize: number;
}

export interface ApiKeysPage {
  rows: ApiKey[];
  total: number;
}

/** What a new key is made with (the form's values, cleaned). */
export interface NewApiKey {
  projectId: string;
  name: string;
  permissions: string[];
  /** Canonical CIDR ranges. */
  allowedIps: string[];
  /** An ISO instant, or null: the key does not expire. */
  expiresAt: string | null;
}

/**
 * A key that was just made (or rolled), with the one-time ticket for its secret. The secret itself is
 * never in an action answer: `POST secrets/reveal` trades the ticket for it (`reveal-secret.ts`).
 */
export interface MadeKey {
  key: ApiKey;
  secretTicket: string;
}

/** What the caller holds on one project, by name, and whether it may give more (the developer role). */
export interface ProjectGrants {
  held: string[];
  mayEscalate: boolean;
}

type Answer = { data?: unknown; meta?: unknown };

export const toApiKey = (answer: ApiKeyAnswer): ApiKey => ({ ...answer.attributes, id: answer.id, projectId: answer.relationships?.project?.data?.id ?? null });

async function readKey(raw: unknown): Promise<ApiKey> {
  const checked = await contractOf('api-keys/get').answer.check(raw);
  if (!checked.ok) throw new Error('Malformed API key');
  return toApiKey(checked.value);
}

async function readMadeKey(answer: Answer): Promise<MadeKey> {
  const meta = await contractOf('api-keys/create').meta.check(answer.meta);
  if (!meta.ok) throw new Error('No secret ticket');
  return { key: await readKey(answer.data), secretTicket: meta.value.secretTicket };
}

const LIST = { type: 'ApiKey' as const, id: 'LIST' };
const keyTags = (id: string) => [{ type: 'ApiKey' as const, id }, LIST];

export const apiKeysApi = featureApi(['ApiKey']).injectEndpoints({
  endpoints: (build) => ({
    /** `api-keys/list`: one page of a project's (or an organization's projects') keys; refetched when any of them changes (pushed). */
    listApiKeys: build.query<ApiKeysPage, ListApiKeysArgs>({
      query: ({ resourceId, filters, sort, page, pageSize }) => ({
        action: 'api-keys/list',
        payload: { resourceId, filters, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: Answer & { meta?: { page?: { total?: number } } }) => {
        const data = await contractOf('api-keys/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toApiKey) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [LIST, ...(result?.rows ?? []).map((row) => ({ type: 'ApiKey' as const, id: row.id }))],
    }),
    /** `api-keys/get`: one key of a project the caller reads keys of. */
    getApiKey: build.query<ApiKey, string>({
      query: (id) => ({ action: 'api-keys/get', id }),
      transformResponse: (answer: Answer) => readKey(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'ApiKey', id }],
    }),
    createApiKey: build.mutation<MadeKey, NewApiKey>({
      query: ({ projectId, ...attributes }) => ({
        action: 'api-keys/create',
        payload: { resourceId: projectId, data: { type: 'api-keys', attributes } },
      }),
      transformResponse: readMadeKey,
      invalidatesTags: [LIST],
    }),
    /** A new secret; the old one keeps working for `graceHours`. */
    rollApiKey: build.mutation<MadeKey, { id: string; graceHours: number }>({
      query: ({ id, graceHours }) => ({
        action: 'api-keys/roll',
        id,
        payload: { data: { type: 'api-key-rolls', attributes: { graceHours } } },
      }),
      transformResponse: readMadeKey,
      invalidatesTags: (_result, _error, { id }) => keyTags(id),
    }),
    revokeApiKey: build.mutation<ApiKey, { id: string }>({
      query: ({ id }) => ({
        action: 'api-keys/revoke',
        id,
        payload: { data: { type: 'api-key-revocations' } },
      }),
      transformResponse: (answer: Answer) => readKey(answer.data),
      invalidatesTags: (_result, _error, { id }) => keyTags(id),
    }),
    /**
     * `identities/getMyPermissions` on one project: what a key made there may be given. A project may
     * hold more than the workspace's organization (a group set on the project only).
     */
    projectGrants: build.query<ProjectGrants, string>({
      query: (projectId) => ({ action: 'identities/getMyPermissions', payload: { resourceId: projectId } }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('identities/getMyPermissions').answer(answer.data);
        const meta = await contractOf('identities/getMyPermissions').meta(answer.meta);
        const granted = new Set(data.attributes.permissions);
        const held = Object.entries(meta.catalogue).flatMap(([name, hash]) => (granted.has(hash) ? [name] : []));
        return { held, mayEscalate: meta.mayEscalate };
      },
    }),
  }),
});

export const { useListApiKeysQuery, useGetApiKeyQuery, useCreateApiKeyMutation, useRollApiKeyMutation, useRevokeApiKeyMutation, useProjectGrantsQuery } =
  apiKeysApi;

export type { ApiKeyStatus };
