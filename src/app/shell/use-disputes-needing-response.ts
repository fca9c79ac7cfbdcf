import { skipToken } from '@reduxjs/toolkit/query';
import { featureApi } from '@/lib/api/base-api';
import { openDisputeStatuses } from '@/lib/contract/dispute-statuses';
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { useAppSelector } from '@/lib/store';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';

/**
 * The "Needs response" count of the navigation. It lives with the shell, not in the disputes barrel,
 * which the route table loads at start-up: RTK Query must stay out of what /login downloads (ADR 3).
 */
export const countNeedingResponseApi = featureApi(['Dispute']).injectEndpoints({
  endpoints: (build) => ({
    /**
     * `disputes/list` filtered to the open statuses, one row: only `meta.page.total` is read (so the
     * shell needs no disputes contract). Refetched whenever a dispute changes (`resource-updated`).
     */
    countDisputesNeedingResponse: build.query<number, string>({
      query: (resourceId) => ({
        action: 'disputes/list',
        payload: {
          resourceId,
          filters: [{ field: 'status', operator: 'in', value: [...openDisputeStatuses] }],
          sort: 'deadlineAt',
          page: { size: 1, number: 1 },
        },
      }),
      transformResponse: (answer: { meta?: { page?: { total?: unknown } } }) => {
        const total = answer.meta?.page?.total;
        return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : 0;
      },
      providesTags: [{ type: 'Dispute' as const, id: 'LIST' }],
    }),
  }),
});

/** How many disputes of the workspace need a response; null when unknown or not the user's to see. */
export function useDisputesNeedingResponse(): number | null {
  const resource = useAppSelector(selectSelectedResource);
  const allowed = usePermission(DISPUTES_READ);
  const { data } = countNeedingResponseApi.useCountDisputesNeedingResponseQuery(resource && allowed ? resource.id : skipToken);
  return resource && allowed && data !== undefined ? data : null;
}
