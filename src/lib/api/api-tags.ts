import { createAction } from '@reduxjs/toolkit';

export const tagTypes = [
  'Statistics',
  'Project',
  'ProjectDetails',
  /** A resource as `resources/get` answers it, and its place (`resources/getParentTree`). */
  'Resource',
  'Tokens',
  'User',
  'Transaction',
  'TransactionView',
  'TransactionExport',
  'BulkRefund',
  'PaymentLink',
  'Dispute',
  'Report',
  'Balance',
  'PayoutMethod',
  'Settlement',
  'Payout',
  'AuditEntry',
  'TeamMember',
  'TeamSettings',
  'IdentityGroups',
  'AllowedIps',
  'CheckoutTranslation',
  'ApiKey',
  'WebhookEndpoint',
  'WebhookDelivery',
  'MailboxTopic',
  'Passkey',
] as const;
/** A query tag: what an intent names to refetch once it has an answer. */
export type ApiTagType = (typeof tagTypes)[number];

/**
 * What a mutation touched, to be read again. Dispatched by code that runs before the dashboard (the
 * intents): it must not load RTK Query, which stays out of the start chunk (ADR 0003). Once the
 * query API is in the store, its middleware invalidates these tags (`invalidateOnResourceUpdate`);
 * before that, no screen holds anything to refetch.
 */
export const tagsTouched = createAction<{ type: ApiTagType; id: string }[]>('api/tagsTouched');
