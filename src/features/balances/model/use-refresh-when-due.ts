import { useEffect } from 'react';
import { useAppDispatch } from '@/lib/store';
import { balancesApi, useNextBucketChangeQuery } from '../api/balances-api';

/** setTimeout's longest delay (about 24.8 days); a later change is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Money becoming available with time is not pushed (docs/api/balances.md, *Changes are pushed*): the
 * page re-reads its figures and entries when the next pending or reserved entry comes due. The wait is
 * counted from the server's `asOf` of the balances answer, on our clock from when that answer arrived.
 */
export function useRefreshWhenDue(resourceId: string | null, serverNow: { asOf: string | null; receivedAt: number | undefined }) {
  const dispatch = useAppDispatch();
  const { data } = useNextBucketChangeQuery(resourceId ?? '', { skip: !resourceId });
  const due = data?.availableOn ?? null;
  const { asOf, receivedAt } = serverNow;
  useEffect(() => {
    if (!due || !asOf || receivedAt === undefined) return;
    const wait = Date.parse(due) - Date.parse(asOf) - (Date.now() - receivedAt);
    const timer = setTimeout(
      () => dispatch(balancesApi.util.invalidateTags([{ type: 'Balance', id: 'LIST' }])),
      Math.min(MAX_DELAY_MS, Math.max(0, wait) + 500),
    );
    return () => clearTimeout(timer);
  }, [dispatch, due, asOf, receivedAt]);
}
