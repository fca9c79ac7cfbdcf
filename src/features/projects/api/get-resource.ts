import { featureApi } from '@/lib/api/base-api';
import { parseResource, type Resource } from '@/features/workspace';

const resourceApi = featureApi(['Resource']).injectEndpoints({
  endpoints: (build) => ({
    /** Action `resources/get` {id}: a resource the identity reaches (an organization, a project, a channel). */
    getResource: build.query<Resource, string>({
      query: (id) => ({ action: 'resources/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => parseResource(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Resource', id }],
    }),
  }),
});

export const { useGetResourceQuery } = resourceApi;
