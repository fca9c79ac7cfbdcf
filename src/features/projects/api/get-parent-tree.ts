import { featureApi } from '@/lib/api/base-api';
import { parseResource, type Resource } from '@/features/workspace';

const parentTreeApi = featureApi(['Resource']).injectEndpoints({
  endpoints: (build) => ({
    /**
     * Action `resources/getParentTree` {id}: the resource's ancestors, root first (the organization of a
     * project, and a channel's project), the resource itself excluded. Refetched when any of them changes.
     */
    getParentTree: build.query<Resource[], string>({
      query: (id) => ({ action: 'resources/getParentTree', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => Promise.all((Array.isArray(answer.data) ? answer.data : []).map(parseResource)),
      providesTags: (result, _error, id) => [{ type: 'Resource', id }, ...(result ?? []).map((ancestor) => ({ type: 'Resource' as const, id: ancestor.id }))],
    }),
  }),
});

export const { useGetParentTreeQuery } = parentTreeApi;
