import { useCallback, useMemo } from 'react';
import { selectPermissionSet } from '@/features/permissions';
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { topicRelatedTypes, type TopicRelatedType } from '@/lib/contract/mailbox-rules';
import { PAYOUTS_READ } from '@/lib/contract/money-permissions';
import { isAllowed } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import { disputeHref, payoutHref, transactionHref } from '@/config/paths';
import { TRANSACTIONS_PERMISSION } from '@/config/permissions';

/** Each kind of object a topic may be about: its page, and the right to read it (its route's rule). */
const relatedPages: Readonly<Record<TopicRelatedType, { href: (id: string) => string; permission: string }>> = {
  transactions: { href: transactionHref, permission: TRANSACTIONS_PERMISSION },
  disputes: { href: disputeHref, permission: DISPUTES_READ },
  payouts: { href: payoutHref, permission: PAYOUTS_READ },
};

/** The related object's page when the user may open it; else null. */
export function useRelatedHref() {
  const permissions = useAppSelector(selectPermissionSet);
  return useCallback(
    (related: { type: TopicRelatedType; id: string }) => {
      const page = relatedPages[related.type];
      return isAllowed(page.permission, permissions) ? page.href(related.id) : null;
    },
    [permissions],
  );
}

/** The kinds of object the user may read here: a new topic may be about one of these only. */
export function useReadableRelatedTypes(): TopicRelatedType[] {
  const permissions = useAppSelector(selectPermissionSet);
  return useMemo(() => topicRelatedTypes.filter((type) => isAllowed(relatedPages[type].permission, permissions)), [permissions]);
}

/** `transactions:tx_123` (the new topic's `related` URL parameter) → the object, or null when it names none. */
export function parseRelatedParam(value: string | null): { type: TopicRelatedType; id: string } | null {
  const match = value ? /^([a-z]+):(.+)$/.exec(value.trim()) : null;
  if (!match) return null;
  const type = topicRelatedTypes.find((known) => known === match[1]);
  const id = match[2].trim();
  return type && id ? { type, id } : null;
}
