import type { z } from 'zod/mini';
import { featureApi } from '@/lib/api/base-api';
import { toFailure } from '@/lib/http';
import { getProjectDetails } from '@/lib/http/direct-calls';
import { lazySchema, type Zod } from '@/lib/validation';

const detailsSchema = (z: Zod) => {
  const codes = z.catch(z.array(z.string()), []);
  return z.object({
    type: z.literal('project-details'),
    id: z.string(),
    attributes: z.object({
      merchantName: z.nullish(z.string()),
      website: z.nullish(z.string()),
      defaultLanguage: z.nullish(z.string()),
      checkoutPageStatus: z.nullish(z.string()),
      currencies: z.catch(z.object({ processing: codes, rollingReserve: codes, settlement: codes }), {
        processing: [],
        rollingReserve: [],
        settlement: [],
      }),
      paymentMethods: codes,
      tokenizers: codes,
    }),
  });
};
const parseDetails = lazySchema(detailsSchema);

export type ProjectDetails = z.output<ReturnType<typeof detailsSchema>>['attributes'] & { id: string };

const detailsApi = featureApi(['ProjectDetails']).injectEndpoints({
  endpoints: (build) => ({
    /** Direct call `GET projects/{id}/details`; 403 `no-rights` without projects.read. */
    getProjectDetails: build.query<ProjectDetails, string>({
      queryFn: async (id) => {
        try {
          const doc = await getProjectDetails(id);
          const { id: detailsId, attributes } = await parseDetails(doc.data);
          return { data: { id: detailsId, ...attributes } };
        } catch (error) {
          return { error: toFailure(error) };
        }
      },
      providesTags: (_result, _error, id) => [{ type: 'ProjectDetails', id }],
    }),
  }),
});

export const { useGetProjectDetailsQuery } = detailsApi;
