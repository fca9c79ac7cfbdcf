import { anyOf } from '@/lib/permissions';
import { usePermission } from '@/features/permissions';
import { useListPayoutRequestsQuery } from './api/list-payout-requests';

export const OLD_PAYOUTS_PERMISSION = anyOf('payouts.requests.read', 'payout-requests.read');

/** 'Payout requests' appears only where old payouts exist for the workspace. */
export function useOldPayoutsExist(resourceId: string | null) {
  const allowed = usePermission(OLD_PAYOUTS_PERMISSION);
  const { data } = useListPayoutRequestsQuery(resourceId ?? '', { skip: !allowed || !resourceId });
  return allowed && (data?.length ?? 0) > 0;
}
