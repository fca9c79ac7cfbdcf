import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useGetPaymentLinkQuery, type PaymentLink } from '../api/payment-links-api';
import { LINK_PARAM } from '@/config/paths';

/**
 * The link named by `?link=<id>` (where the command palette jumps to a pasted link id), fetched by
 * id: it need not be on the list's page. `dismiss` drops the parameter, keeping the list's own.
 */
export function useLinkedLink(): { link: PaymentLink | null; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const id = params.get(LINK_PARAM);
  const query = useGetPaymentLinkQuery(id ?? '', { skip: !id });
  const dismiss = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(LINK_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { link: id && query.currentData?.id === id ? query.currentData : null, dismiss };
}
