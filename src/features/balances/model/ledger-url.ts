import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { balanceBuckets, ledgerEntryTypes, type BalanceBucket, type LedgerEntryType } from '@/lib/contract/balances';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The ledger's filters in the URL (`?type=refund&from=2026-11-01&to=2026-11-20`): a link or a reload shows the same entries. */
export interface LedgerUrlFilters {
  type?: LedgerEntryType;
  from?: string;
  to?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function readLedgerUrl(params: URLSearchParams): LedgerUrlFilters & { currency?: string; bucket?: BalanceBucket } {
  return {
    type: oneOf(ledgerEntryTypes, params.get('type')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    currency: /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? (params.get('currency') as string) : undefined,
    bucket: oneOf(balanceBuckets, params.get('bucket')),
  };
}

/** The URL's ledger parameters, and a setter that writes only what changes (empty values leave the URL). */
export function useLedgerUrl() {
  const [params, setParams] = useSearchParams();
  const read = useMemo(() => readLedgerUrl(params), [params]);
  const set = useCallback(
    (patch: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return { ...read, set };
}
