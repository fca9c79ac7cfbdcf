import { securityEventNames } from '@/lib/contract/security-events';

/**
 * The actions and object types the audit trail names in words (`audit:actions.<name>`,
 * `audit:objects.<type>`). A name the server sends that is not here is shown as it is. Every
 * security event (src/lib/contract/security-events.ts) is one of them.
 */
const changeActionNames = [
  'transactions/refund',
  'transactions/capture',
  'transactions/cancel',
  'transactions/bulkRefund',
  'transaction-exports/create',
  'transaction-views/create',
  'transaction-views/delete',
  'payment-links/create',
  'payment-links/deactivate',
  'disputes/accept',
  'disputes/submitEvidence',
  'disputes/saveRebuttal',
  'disputes/addEvidenceFile',
  'disputes/removeEvidenceFile',
  'disputes/updateEvidenceFile',
  'reports/request',
  'reports/requestAgain',
  'team/invite',
  'team/resendInvitation',
  'team/revokeInvitation',
  'team/acceptInvitation',
  'team/changeRole',
  'team/remove',
  'team/setTwoFaEnforcement',
  'identities/replaceIdentityGroups',
  'identities/addToGroup',
  'identities/removeFromGroup',
  'identities/deleteAccessToken',
  'users/reportSignIn',
  'identities/patch',
  'users/confirmTwoFaSecret',
  'users/disableTwoFa',
  'users/sendPhoneCode',
  'users/confirmPhone',
  'users/unlinkPhone',
  'projects/create',
  'organizations/create',
  'payouts/create',
  'payouts/approve',
  'payouts/reject',
  'payouts/cancel',
  'payout-methods/create',
  'payout-methods/delete',
  'payout-methods/setDefault',
  'exchanges/quote',
  'exchanges/confirm',
  'top-ups/create',
  'top-ups/cancel',
  'card-tokens/create',
  'transfers/create',
  'transfers/approve',
  'transfers/reject',
  'transfers/cancel',
  'transfers/reverse',
] as const;

export const auditActionNames: readonly string[] = [...new Set<string>([...changeActionNames, ...securityEventNames])];

/** JSON:API types of the objects an entry may name. */
export const auditObjectTypes = [
  'transactions',
  'bulk-refunds',
  'transaction-exports',
  'transaction-views',
  'payment-links',
  'disputes',
  'reports',
  'team-members',
  'identities',
  'access-tokens',
  'team-settings',
  'users',
  'resources',
  'payouts',
  'payout-methods',
  'exchanges',
  'top-ups',
  'card-tokens',
  'transfers',
  'api-keys',
  'antifraud-lists',
  'antifraud-rules',
  'antifraud-reviews',
  'antifraud-settings',
] as const;

const actionSet: ReadonlySet<string> = new Set(auditActionNames);
const objectSet: ReadonlySet<string> = new Set(auditObjectTypes);

export const isKnownAction = (name: string) => actionSet.has(name);
export const isKnownObjectType = (type: string) => objectSet.has(type);
