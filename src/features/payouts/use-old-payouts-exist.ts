import { use } from 'react';
import { onDemand } from '@/lib/http/on-demand';
import { anyOf } from '@/lib/permissions';
import { usePermission } from '@/features/permissions';

export const OLD_PAYOUTS_PERMISSION = anyOf('payouts.requests.read', 'payout-requests.read');

// The query (and RTK Query with it) loads with the signed-in shell that asks, not with the start
// chunk this feature's route table is part of (ADR 0003).
const loadEndpoint = onDemand(() => import('./api/list-payout-requests'));

/** Starts loading what `useOldPayoutsExist` needs, so that the shell does not wait for it. */
export const preloadOldPayoutsCheck = () => void loadEndpoint().catch(() => undefined);

/** 'Payout requests' appears only where old payouts exist for the workspace. Suspends until its query is loaded. */
export function useOldPayoutsExist(resourceId: string | null) {
  const allowed = usePermission(OLD_PAYOUTS_PERMISSION);
  const { useListPayoutRequestsQuery } = use(loadEndpoint());
  const { data } = useListPayoutRequestsQuery(resourceId ?? '', { skip: !allowed || !resourceId });
  return allowed && (data?.length ?? 0) > 0;
}
