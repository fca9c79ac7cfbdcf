import { createApi } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import { resourceUpdated } from '../actions/action-middleware';
import { actionBaseQuery } from '../actions/base-query';
import { tagsTouched, tagTypes, type ApiTagType } from './api-tags';

export type { ApiTagType } from './api-tags';

/**
 * One RTK Query API over the async-action transport; features inject their endpoints.
 * It is added to the store when the dashboard loads (see app/shell/query-api.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: actionBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});

/** The query tags of each JSON:API type the server may announce as changed (`resource-updated`). */
const tagOfType: Readonly<Record<string, ApiTagType | readonly ApiTagType[]>> = {
  // A project is a resource too: its name and place show on its page through both.
  projects: ['Project', 'Resource'],
  resources: ['Project', 'Resource'],
  users: 'User',
  transactions: 'Transaction',
  'transaction-exports': 'TransactionExport',
  'payment-links': 'PaymentLink',
  disputes: 'Dispute',
  reports: 'Report',
  // Balances are derived from the ledger and the clock: any change re-reads every figure, entry and account.
  balances: 'Balance',
  'payout-methods': 'PayoutMethod',
  settlements: 'Settlement',
  payouts: 'Payout',
  // The team's 2FA switch changed (features/team).
  'team-settings': 'TeamSettings',
  // A new entry of the audit trail: only its live first page listens (features/audit).
  'audit-entries': 'AuditEntry',
  // A member or invitation changed (role, groups, status): the team list, the member and identity pages, the team settings' counts.
  'team-members': 'TeamMember',
  // A project's allowed IP list (id: the project) or one of its checkout languages changed (features/project-settings).
  'allowed-ip-lists': 'AllowedIps',
  'checkout-translations': 'CheckoutTranslation',
  // A key made, rolled, revoked or used (features/api-keys).
  'api-keys': 'ApiKey',
  // An endpoint changed (disabled for failing, its health) or a delivery was tried (features/webhooks).
  'webhook-endpoints': 'WebhookEndpoint',
  'webhook-deliveries': 'WebhookDelivery',
  // A topic changed (status, last message) or a message was written on one (features/mailbox): the topic lists follow.
  topics: 'MailboxTopic',
  messages: 'MailboxTopic',
};

/**
 * Lets every screen showing a resource the server changed on its own refetch it, without a reload;
 * and what an intent touched (`tagsTouched`) too.
 */
export const invalidateOnResourceUpdate: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (resourceUpdated.match(action)) {
    const tags = tagOfType[action.payload.type];
    if (tags) {
      const { id } = action.payload;
      api.dispatch(
        baseApi.util.invalidateTags(
          (typeof tags === 'string' ? [tags] : tags).flatMap((type) => [
            { type, id },
            { type, id: 'LIST' },
          ]),
        ),
      );
    }
  } else if (tagsTouched.match(action)) {
    api.dispatch(baseApi.util.invalidateTags(action.payload));
  }
  return result;
};
