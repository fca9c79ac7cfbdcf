import { useCallback } from 'react';
import { selectPermissionSet } from '@/features/permissions';
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { PAYOUTS_READ } from '@/lib/contract/money-permissions';
import { anyOf, isAllowed, type PermissionRule } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import { disputeHref, paymentLinkHref, payoutHref, reportHref, transactionHref } from '@/config/paths';
import { PAYMENT_LINKS_PERMISSION, REPORTS_PERMISSION, TRANSACTIONS_PERMISSION } from '@/config/permissions';

/** A team member's page (spec §2 `/team/{id}`), opened by who may read members or identities. */
const memberHref = (id: string) => `/team/${encodeURIComponent(id)}`;
const MEMBER_READ = anyOf('users.read', 'identities.read', 'identities.groups.read');

/** The page of each object type that has one, and who may open it (the rule of its route). */
const pages: Readonly<Record<string, { href: (id: string) => string; permission?: PermissionRule }>> = {
  transactions: { href: transactionHref, permission: TRANSACTIONS_PERMISSION },
  payouts: { href: payoutHref, permission: PAYOUTS_READ },
  'payment-links': { href: paymentLinkHref, permission: PAYMENT_LINKS_PERMISSION },
  'team-members': { href: memberHref, permission: MEMBER_READ },
  disputes: { href: disputeHref, permission: DISPUTES_READ },
  reports: { href: reportHref, permission: REPORTS_PERMISSION },
};

/** Where an entry's object is shown, when it has a page the user may open; else null. */
export function useObjectHref() {
  const permissions = useAppSelector(selectPermissionSet);
  return useCallback(
    (object: { type: string; id: string }) => {
      const page = Object.hasOwn(pages, object.type) ? pages[object.type] : undefined;
      return page && isAllowed(page.permission, permissions) ? page.href(object.id) : null;
    },
    [permissions],
  );
}
