import type { PayoutRequest } from '../db/schema';
import { db } from '../db/store';
import { payoutRequestJson } from '../serializers';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';

const payoutListFields: ListOptions<PayoutRequest> = {
  fields: {
    id: (p) => p.id, status: (p) => p.status, currency: (p) => p.currency, amount: (p) => p.amount, createdAt: (p) => p.createdAt,
  },
  defaultSort: '-createdAt',
};

/** payout-requests/externalList {resourceId}: the resource's own (old) payout requests, the latest first. */
const externalList = defineAction({
  name: 'payout-requests/externalList',
  needsIdentity: true,
  permission: ['payout-requests.read', 'payouts.requests.read'],
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const page = listQuery(db.payoutRequests.filter((p) => p.resourceId === resource!.id), payload, payoutListFields);
    return isListPage(page) ? { data: page.rows.map(payoutRequestJson), meta: page.meta } : page;
  },
});

export const payoutActions = [externalList];
