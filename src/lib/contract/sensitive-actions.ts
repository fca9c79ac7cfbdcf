/**
 * The one table of sensitive actions: every action that changes access or can redirect or release
 * money, with who may call it, whether the grant rule applies, whether it needs a fresh second factor
 * (the step-up window), four-eyes, and what the audit records. The sandbox enforces from this table
 * alone (`mocks/actions/sensitive.ts`, called by `defineAction` on every path); `docs/security.md`
 * shows it to readers. Every other mutating action is named in `ordinaryActions`, so a new action must
 * be classified before the contract test passes (`sensitive-actions.test.ts`).
 */
import type { ActionName } from './actions';
import { STAFF_USERS_WRITE } from './staff';

export { SECOND_FACTOR_REQUIRED, STEP_UP_REQUIRED, STEP_UP_WINDOW_MS } from './step-up';

/**
 * When a fresh second factor is asked:
 * - `always`;
 * - `when-granting-power`: when what the call gives (a role, groups, an invitation's role) holds a
 *   permission of `POWER_PERMISSIONS`;
 * - `when-destination-changes`: when a webhook endpoint's URL is new or changed;
 * - `when-a-factor-exists`: adding a second factor asks for the one the user already has (the first needs none);
 * - `code-in-request`: the request carries its own fresh code (disabling 2FA, spec §3 `2fa-disable-request`);
 * - `never`: taking access away (the grant rule still applies).
 */
export type StepUpRule = 'always' | 'when-granting-power' | 'when-destination-changes' | 'when-a-factor-exists' | 'code-in-request' | 'never';

/**
 * Which grant rule applies: nobody gives more than they may grant (docs/api-contract.md, *Granting access*).
 * - `payload`: what the call asks for (a key's permissions, a role);
 * - `object`: what the object already holds (rolling or revoking a key holding `refund.write`);
 * - `payload-and-object`: both.
 */
export type GrantRule = 'payload' | 'object' | 'payload-and-object';

export interface SensitiveAction {
  /** What it can do: redirect or release money, or change who has access. */
  changes: 'money' | 'access';
  /** The permission the caller needs (any of a list). */
  permission: string | readonly string[] | null;
  grant: GrantRule | null;
  stepUp: StepUpRule;
  /** When a second person must approve, in words (the rule lives with the action). */
  fourEyes: string | null;
  /** What the audit row records, besides who, when, from where and the changed fields. */
  audit: string;
}

/** Permissions that move money or manage access: giving one of them needs step-up. */
export const POWER_PERMISSIONS: readonly string[] = [
  'refund.write',
  'charge.write',
  'payments',
  'api-keys.write',
  'webhook-endpoints.write',
  'users.write',
  'identities.groups.write',
  'groups.write',
  'wallet-payout.requests.write',
  'wallet-payout.requests.approve',
  'transfers.write',
  'transfers.approve',
  'settlement-payment-attributes.write',
  'accounts.exchange',
];

const PAYOUT_METHODS_WRITE = 'settlement-payment-attributes.write';
const TEAM_WRITE = 'users.write';
const API_KEYS_WRITE = 'api-keys.write';
const WEBHOOKS_WRITE = 'webhook-endpoints.write';

/** Staff changes to a user's account: they block or restore access, so each asks for a fresh second factor. */
const staffChange = (audit: string): SensitiveAction => ({
  changes: 'access',
  permission: STAFF_USERS_WRITE,
  grant: null,
  stepUp: 'always',
  fourEyes: null,
  audit,
});
const staffSensitiveActions = {
  'staff-users/block': staffChange('the user, the reason; their sessions end'),
  'staff-users/suspend': staffChange('the user, the reason, until when; their sessions end'),
  'staff-users/unblock': staffChange('the user, the reason'),
  'staff-users/resetSecondFactor': staffChange('the user, the reason; authenticator app and passkeys removed'),
  'staff-users/endSessions': staffChange('the user, the reason, how many sessions ended'),
  'staff-users/resendInvitation': staffChange('the user, the reason, the invitation'),
} as const;

export const sensitiveActions = {
  'payout-methods/create': {
    changes: 'money',
    permission: PAYOUT_METHODS_WRITE,
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'the method, its masked number and currency',
  },
  'payout-methods/delete': {
    changes: 'money',
    permission: PAYOUT_METHODS_WRITE,
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'the removed method',
  },
  'payout-methods/setDefault': {
    changes: 'money',
    permission: PAYOUT_METHODS_WRITE,
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'the new default method',
  },
  'payouts/create': {
    changes: 'money',
    permission: 'wallet-payout.requests.write',
    grant: null,
    stepUp: 'always',
    fourEyes: "above the approval limit, summed over the requester's payouts per currency in a rolling 24 h",
    audit: 'amount, currency, method, whether it awaits approval',
  },
  'transfers/create': {
    changes: 'money',
    permission: 'transfers.write',
    grant: null,
    stepUp: 'always',
    fourEyes: "above the approval limit, summed over the requester's transfers per currency in a rolling 24 h",
    audit: 'amount, currency, masked destination, whether it awaits approval',
  },
  'transfers/approve': {
    changes: 'money',
    permission: 'transfers.approve',
    grant: null,
    stepUp: 'always',
    fourEyes: 'never by the requester',
    audit: 'the approver and the transfer',
  },
  'payouts/approve': {
    changes: 'money',
    permission: 'wallet-payout.requests.approve',
    grant: null,
    stepUp: 'always',
    fourEyes: 'never by the requester',
    audit: 'the approver and the payout',
  },
  'exchanges/confirm': {
    changes: 'money',
    permission: 'accounts.exchange',
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'the quote, both amounts and the rate',
  },
  'team/invite': {
    changes: 'access',
    permission: TEAM_WRITE,
    grant: 'payload',
    stepUp: 'when-granting-power',
    fourEyes: null,
    audit: 'e-mail and role (permissions of a custom role)',
  },
  'team/changeRole': {
    changes: 'access',
    permission: TEAM_WRITE,
    grant: 'payload-and-object',
    stepUp: 'when-granting-power',
    fourEyes: null,
    audit: 'the member, the role before and after',
  },
  'team/resendInvitation': {
    changes: 'access',
    permission: TEAM_WRITE,
    grant: 'object',
    stepUp: 'when-granting-power',
    fourEyes: null,
    audit: 'the invitation (a new link; the old one stops working)',
  },
  // The invitee of an address that has an account, signed in as themselves (their own second factor):
  // only the account of the invitation's e-mail; the grant is the inviter's, checked again by the action.
  'team/acceptInvitation': {
    changes: 'access',
    permission: null,
    grant: null,
    stepUp: 'never',
    fourEyes: null,
    audit: 'the invitation becoming the member: role, status invite-sent → active',
  },
  'team/remove': {
    changes: 'access',
    permission: TEAM_WRITE,
    grant: 'object',
    stepUp: 'never',
    fourEyes: null,
    audit: 'the member and the role taken away',
  },
  'team/setTwoFaEnforcement': {
    changes: 'access',
    permission: TEAM_WRITE,
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'enforced before and after',
  },
  'identities/replaceIdentityGroups': {
    changes: 'access',
    permission: 'identities.groups.write',
    grant: 'payload-and-object',
    stepUp: 'when-granting-power',
    fourEyes: null,
    audit: 'the identity, groups before and after',
  },
  'api-keys/create': {
    changes: 'access',
    permission: API_KEYS_WRITE,
    grant: 'payload',
    stepUp: 'always',
    fourEyes: null,
    audit: 'name, permissions, allowed IPs, expiry (never the secret)',
  },
  'api-keys/roll': {
    changes: 'access',
    permission: API_KEYS_WRITE,
    grant: 'object',
    stepUp: 'always',
    fourEyes: null,
    audit: 'the key, the new prefix and the grace of the old secret',
  },
  'api-keys/revoke': {
    changes: 'access',
    permission: API_KEYS_WRITE,
    grant: 'object',
    stepUp: 'always',
    fourEyes: null,
    audit: 'the key and its status',
  },
  'projects/setAllowedIps': {
    changes: 'access',
    permission: API_KEYS_WRITE,
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'the ranges before and after',
  },
  'webhook-endpoints/create': {
    changes: 'access',
    permission: WEBHOOKS_WRITE,
    grant: null,
    stepUp: 'when-destination-changes',
    fourEyes: null,
    audit: 'URL and events (never the signing secret)',
  },
  'webhook-endpoints/update': {
    changes: 'access',
    permission: WEBHOOKS_WRITE,
    grant: null,
    stepUp: 'when-destination-changes',
    fourEyes: null,
    audit: 'URL and events before and after',
  },
  'webhook-endpoints/rotateSecret': {
    changes: 'access',
    permission: WEBHOOKS_WRITE,
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'the endpoint (never the secret)',
  },
  'users/disableTwoFa': {
    changes: 'access',
    permission: null,
    grant: null,
    stepUp: 'code-in-request',
    fourEyes: null,
    audit: 'second factor off; refused where the team enforces 2FA',
  },
  'users/passkeys/register': {
    changes: 'access',
    permission: null,
    grant: null,
    stepUp: 'when-a-factor-exists',
    fourEyes: null,
    audit: 'the passkey added (its name)',
  },
  'users/passkeys/remove': {
    changes: 'access',
    permission: null,
    grant: null,
    stepUp: 'always',
    fourEyes: null,
    audit: 'the passkey removed (its name)',
  },
  // The provider's staff on any user's account (docs/api/staff.md): each with a reason, in the internal audit and the merchants' trails.
  ...staffSensitiveActions,
} as const satisfies Partial<Record<ActionName, SensitiveAction>>;

export type SensitiveActionName = keyof typeof sensitiveActions;

/** Mutating actions that change neither access nor where money goes: classified here so that none is forgotten. */
export const ordinaryActions = [
  'identities/patch',
  'users/createTwoFaSecret',
  'users/confirmTwoFaSecret',
  'users/confirmStepUp',
  'users/sendPhoneCode',
  'users/confirmPhone',
  'users/unlinkPhone',
  'identities/deleteAccessToken',
  // "Sign out all other sessions": the caller's own sessions only; it takes access away.
  'identities/deleteOtherAccessTokens',
  'projects/create',
  'organizations/create',
  // Refunds, captures and cancels return or settle money to the payment's own card or account only.
  'transactions/refund',
  'transactions/capture',
  'transactions/cancel',
  'transactions/bulkRefund',
  'transaction-views/create',
  'transaction-views/delete',
  'transaction-exports/create',
  'payment-links/create',
  'payment-links/deactivate',
  // Billing (docs/api/billing.md): a plan change or a retry charges the customer's card on file for the
  // merchant's own account, as a renewal does; notes, plans, schedules and dunning days move no money.
  'customers/addNote',
  'plans/create',
  'plans/rename',
  'plans/setPrices',
  'plans/archive',
  'subscriptions/pause',
  'subscriptions/resume',
  'subscriptions/cancel',
  'subscriptions/changePlan',
  'subscriptions/retryPayment',
  'subscriptions/addNote',
  'billing/updateSettings',
  // Antifraud (docs/api/antifraud.md): lists, rules and thresholds decide which payments go through,
  // never where money goes; deciding a review captures, releases or refunds the payment to its own card.
  'antifraud-lists/create',
  'antifraud-lists/delete',
  'antifraud-lists/addItems',
  'antifraud-lists/removeItem',
  'antifraud-rules/create',
  'antifraud-rules/update',
  'antifraud-rules/setMode',
  'antifraud-rules/move',
  'antifraud-rules/delete',
  'antifraud-reviews/approve',
  'antifraud-reviews/refundAsFraud',
  'antifraud-reviews/cancel',
  'antifraud/updateSettings',
  'disputes/addEvidenceFile',
  'disputes/removeEvidenceFile',
  'disputes/updateEvidenceFile',
  'disputes/saveRebuttal',
  'disputes/submitEvidence',
  'disputes/accept',
  'reports/request',
  'reports/requestAgain',
  'team/revokeInvitation',
  'webhook-endpoints/enable',
  'webhook-endpoints/disable',
  'webhook-endpoints/delete',
  'webhook-endpoints/sendTestEvent',
  'webhook-deliveries/resend',
  'webhook-deliveries/replay',
  'checkout-translations/create',
  'checkout-translations/update',
  'checkout-translations/delete',
  'topics/create',
  'topics/setStatus',
  'messages/create',
  'messages/allocateAttachment',
  'messages/deleteAttachment',
  'exchanges/quote',
  'payouts/cancel',
  'payouts/reject',
  'top-ups/create',
  'top-ups/cancel',
  'card-tokens/create',
  'transfers/cancel',
  'transfers/reject',
  'transfers/reverse',
  // Channels (docs/api/channels.md): where payments come from and what the cardholder's statement reads; no money moves, no access changes.
  'channels/create',
  'channels/update',
  'channels/addTerminal',
  'channels/renameTerminal',
  'channels/removeTerminal',
] as const satisfies readonly ActionName[];

export const isSensitiveAction = (name: string): name is SensitiveActionName => Object.hasOwn(sensitiveActions, name);

/** The table's row for an action, if it is sensitive. */
export const sensitiveActionOf = (name: string): SensitiveAction | undefined => (isSensitiveAction(name) ? sensitiveActions[name] : undefined);
