import { skipToken } from '@reduxjs/toolkit/query';
import { featureApi } from '@/lib/api/base-api';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { useAppSelector } from '@/lib/store';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';

/** The open-reviews count of the navigation; with the shell, like the disputes count, so /login loads no RTK Query. */
export const countOpenReviewsApi = featureApi(['Review']).injectEndpoints({
  endpoints: (build) => ({
    /** `antifraud-reviews/list` of the open ones, one row: only `meta.page.total` is read. Refetched when a review changes. */
    countOpenReviews: build.query<number, string>({
      query: (resourceId) => ({
        action: 'antifraud-reviews/list',
        payload: { resourceId, filters: [{ field: 'status', operator: 'eq', value: 'open' }], page: { size: 1, number: 1 } },
      }),
      transformResponse: (answer: { meta?: { page?: { total?: unknown } } }) => {
        const total = answer.meta?.page?.total;
        return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : 0;
      },
      providesTags: [{ type: 'Review' as const, id: 'LIST' }],
    }),
  }),
});

/** How many reviews of the merchant wait for a decision; null when unknown or not the user's to see. */
export function useOpenReviews(): number | null {
  const resource = useAppSelector(selectSelectedResource);
  const allowed = usePermission(antifraudPermissions.reviewsRead);
  const { data } = countOpenReviewsApi.useCountOpenReviewsQuery(resource && allowed ? resource.id : skipToken);
  return resource && allowed && data !== undefined ? data : null;
}
