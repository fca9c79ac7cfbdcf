import { featureApi } from '@/lib/api/base-api';
import { parseResource, type Resource } from '@/features/workspace';

export interface CreateOrganizationArgs {
  name: string;
  number: string;
  merchantId: string;
}

export interface CreateProjectArgs {
  name: string;
  website: string;
  mode: 'live' | 'sandbox';
  organizationId: string;
}

const createApi = featureApi(['Project']).injectEndpoints({
  endpoints: (build) => ({
    /** Action `organizations/create`; answers the new resource. */
    createOrganization: build.mutation<Resource, CreateOrganizationArgs>({
      query: ({ name, number, merchantId }) => ({
        action: 'organizations/create',
        payload: {
          data: {
            type: 'organizations',
            attributes: { name, number },
            relationships: { merchant: { data: { type: 'merchants', id: merchantId } } },
          },
        },
      }),
      transformResponse: (answer: { data?: unknown }) => parseResource(answer.data),
    }),
    /** Action `projects/create` under an organization; answers the new resource. */
    createProject: build.mutation<Resource, CreateProjectArgs>({
      query: ({ name, website, mode, organizationId }) => ({
        action: 'projects/create',
        payload: {
          data: {
            type: 'projects',
            attributes: { name, website, mode },
            relationships: { organization: { data: { type: 'resources', id: organizationId } } },
          },
        },
      }),
      transformResponse: (answer: { data?: unknown }) => parseResource(answer.data),
      invalidatesTags: ['Project'],
    }),
  }),
});

export const { useCreateOrganizationMutation, useCreateProjectMutation } = createApi;
