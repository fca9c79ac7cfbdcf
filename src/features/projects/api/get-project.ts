import { featureApi } from '@/lib/api/base-api';
import { lazySchema } from '@/lib/validation';

const parseRawProject = lazySchema((z) =>
  z.object({
    type: z.literal('projects'),
    id: z.string(),
    attributes: z.object({
      name: z.string(),
      mode: z.catch(z.enum(['live', 'sandbox']), 'live'),
      website: z.nullish(z.string()),
      createdAt: z.nullish(z.string()),
    }),
    relationships: z.optional(z.object({ organization: z.optional(z.object({ data: z.nullable(z.object({ id: z.string() })) })) })),
  }),
);

export interface Project {
  id: string;
  name: string;
  mode: 'live' | 'sandbox';
  website: string | null;
  createdAt: string | null;
  organizationId: string | null;
}

export const parseProject = async (raw: unknown): Promise<Project> => {
  const { id, attributes, relationships } = await parseRawProject(raw);
  return {
    id,
    name: attributes.name,
    mode: attributes.mode,
    website: attributes.website ?? null,
    createdAt: attributes.createdAt ?? null,
    organizationId: relationships?.organization?.data?.id ?? null,
  };
};

const projectApi = featureApi(['Project']).injectEndpoints({
  endpoints: (build) => ({
    /** Action `projects/get` {id}. */
    getProject: build.query<Project, string>({
      query: (id) => ({ action: 'projects/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => parseProject(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useGetProjectQuery } = projectApi;
