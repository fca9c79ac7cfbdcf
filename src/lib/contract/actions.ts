/**
 * The action contract: for every action, its endpoint, whether it changes data or moves money, its
 * payload schema and the schema of its answer's `data` (and `meta`, where the screens read it).
 * The sandbox (`mocks/`) validates payloads with it and the app parses answers with it.
 *
 * Schemas are built on first use: zod loads with the first parse, never with this module.
 */
import type { z } from 'zod/mini';
import { action, list, type ActionEndpoint } from './define';
import { analyticsActions } from './analytics';
import { antifraudActions } from './antifraud';
import type { ContractResult } from './errors';
import { balanceActions } from './balances';
import { billingActions } from './billing';
import { bulkRefundsActions } from './bulk-refunds';
import { disputeActions } from './disputes';
import { paymentLinkActions } from './payment-links';
import { channelActions } from './channels';
import { payoutActions } from './payouts';
import { walletActions } from './wallet';
import { staffActions } from './staff';
import { statementActions } from './statements';
import { reportActions } from './reports';
import * as s from './schemas';
import { transactionExportsActions } from './transaction-exports';
import { transactionViewsActions } from './transaction-views';
import { transactionActions } from './transactions';
import { auditActions } from './audit';
import { developerActions } from './developers';
import { apiRequestLogActions } from './api-request-log';
import { activeTokensMeta, activeTokensPayload, otherTokensEndedMeta, teamActions } from './team';
import { mailboxActions } from './mailbox';
import { passkeyActions } from './passkeys';

export type { ActionEndpoint } from './define';

/** The path each endpoint is posted to (under the API base URL). */
export const endpointPaths: Readonly<Record<ActionEndpoint, string>> = {
  main: 'actions',
  mailbox: 'mailbox/actions',
  payouts: 'payouts/actions',
};

export const actionContract = {
  // ——— the signed-in user ———
  'users/me': action('users/me', { payload: s.noPayload, answer: s.userAnswer }),
  'identities/patch': action('identities/patch', { mutates: true, payload: s.userPatchPayload, answer: s.userAnswer }),
  'users/createTwoFaSecret': action('users/createTwoFaSecret', {
    mutates: true,
    payload: (z) =>
      z._default(
        z.object({
          data: z.optional(z.object({ type: z.optional(z.literal('2fa-secret-create')), attributes: z.optional(z.record(z.string(), z.unknown())) })),
        }),
        {},
      ),
    answer: s.twoFaSecretAnswer,
  }),
  'users/confirmTwoFaSecret': action('users/confirmTwoFaSecret', {
    mutates: true,
    payload: (z) => s.twoFaCodePayload(z, '2fa-secret-confirm'),
    answer: s.userAnswer,
  }),
  'users/disableTwoFa': action('users/disableTwoFa', { mutates: true, payload: (z) => s.twoFaCodePayload(z, '2fa-disable-request'), answer: s.userAnswer }),
  'users/confirmStepUp': action('users/confirmStepUp', { mutates: true, payload: s.stepUpPayload, answer: s.stepUpAnswer }),
  'users/sendPhoneCode': action('users/sendPhoneCode', {
    mutates: true,
    payload: s.phonePayload,
    answer: s.phoneVerificationAnswer,
    meta: s.phoneVerificationMeta,
  }),
  'users/confirmPhone': action('users/confirmPhone', { mutates: true, payload: s.phonePayload, answer: s.userAnswer }),
  'users/unlinkPhone': action('users/unlinkPhone', { mutates: true, payload: s.noPayload, answer: s.userAnswer }),
  // Passkeys (docs/api/passkeys.md).
  ...passkeyActions,

  // ——— identities ———
  'identities/getMyPermissions': action('identities/getMyPermissions', {
    payload: (z) => z._default(z.object({ resourceId: z.optional(z.string()) }), {}),
    answer: s.permissionsAnswer,
    meta: s.permissionsMeta,
  }),
  'identities/listMyResources': action('identities/listMyResources', { payload: s.listRequest, answer: (z) => list(z, s.resourceAnswer), meta: s.listMeta }),
  'identities/getResourceTree': action('identities/getResourceTree', { payload: s.listRequest, answer: (z) => list(z, s.resourceAnswer), meta: s.listMeta }),
  'identities/listActiveTokens': action('identities/listActiveTokens', {
    payload: activeTokensPayload,
    answer: (z) => list(z, s.accessTokenAnswer),
    meta: activeTokensMeta,
  }),
  'identities/deleteAccessToken': action('identities/deleteAccessToken', { mutates: true, target: true, payload: s.targetPayload, answer: s.nullAnswer }),
  /** Ends every session of the caller but this one ("Sign out all other sessions"). */
  'identities/deleteOtherAccessTokens': action('identities/deleteOtherAccessTokens', {
    mutates: true,
    payload: s.noPayload,
    answer: s.nullAnswer,
    meta: otherTokensEndedMeta,
  }),

  // ——— resources ———
  'resources/get': action('resources/get', { target: true, payload: s.targetPayload, answer: s.resourceAnswer }),
  // Paged like every list (500 at most a page, `after` the last id): an organization may hold thousands.
  'resources/getChildrenTree': action('resources/getChildrenTree', {
    target: true,
    payload: s.targetListRequest,
    answer: (z) => list(z, s.resourceAnswer),
    meta: s.listMeta,
  }),
  'resources/getParentTree': action('resources/getParentTree', {
    target: true,
    payload: s.targetPayload,
    answer: (z) => list(z, s.resourceAnswer),
    meta: s.listMeta,
  }),
  'projects/get': action('projects/get', { target: true, payload: s.targetPayload, answer: s.projectAnswer }),
  'projects/create': action('projects/create', { mutates: true, payload: s.createProjectPayload, answer: s.resourceAnswer }),
  'organizations/create': action('organizations/create', { mutates: true, payload: s.createOrganizationPayload, answer: s.resourceAnswer }),

  // ——— transactions ———
  'transactions/getStatistics': action('transactions/getStatistics', { payload: s.statisticsPayload, answer: s.statisticsAnswer }),
  ...transactionActions,
  ...analyticsActions,
  ...transactionViewsActions,
  ...transactionExportsActions,
  ...bulkRefundsActions,
  ...paymentLinkActions,
  ...channelActions,
  ...billingActions,
  ...antifraudActions,
  ...disputeActions,
  ...reportActions,
  ...teamActions,
  ...auditActions,
  ...developerActions,
  ...apiRequestLogActions,
  ...staffActions,

  // ——— mailbox and payouts endpoints ———
  ...mailboxActions,
  'payout-requests/externalList': action('payout-requests/externalList', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, s.payoutRequestAnswer),
    meta: s.listMeta,
  }),
  // Money out (docs/api/balances.md, payouts.md, accounts.md), on the payouts endpoint too.
  ...balanceActions,
  ...payoutActions,
  ...walletActions,
  ...statementActions,
};

export type ActionContract = typeof actionContract;
export type ActionName = keyof ActionContract;

type Schemas<A extends ActionName> = ActionContract[A]['build'];
/** What a caller sends as `payload` (defaults not yet applied). */
export type ActionPayload<A extends ActionName> = z.input<ReturnType<Schemas<A>['payload']>>;
/** The payload after parsing (defaults applied, text trimmed): what the server acts on. */
export type ActionParsedPayload<A extends ActionName> = z.output<ReturnType<Schemas<A>['payload']>>;
/** The answer's `data`, parsed. */
export type ActionData<A extends ActionName> = z.output<ReturnType<Schemas<A>['answer']>>;
/** The answer's `meta`, parsed. */
export type ActionMeta<A extends ActionName> = z.output<ReturnType<Schemas<A>['meta']>>;

export const actionNames = Object.keys(actionContract) as ActionName[];

export const isActionName = (name: string): name is ActionName => Object.prototype.hasOwnProperty.call(actionContract, name);

/** The contract entry of an action (typed by its name). */
export const contractOf = <A extends ActionName>(name: A): ActionContract[A] => actionContract[name];

/** Checks a payload: the parsed payload, or JSON:API errors pointing into it (`/data/attributes/amount`). */
export const parsePayload = <A extends ActionName>(name: A, payload: unknown) =>
  actionContract[name].payload.check(payload) as Promise<ContractResult<ActionParsedPayload<A>>>;

/** Checks an answer's `data`: the parsed data, or JSON:API errors pointing into it (`/data/attributes/email`). */
export const parseAnswer = <A extends ActionName>(name: A, data: unknown) => actionContract[name].answer.check(data) as Promise<ContractResult<ActionData<A>>>;

/** Checks an answer's `meta`. */
export const parseMeta = <A extends ActionName>(name: A, meta: unknown) => actionContract[name].meta.check(meta) as Promise<ContractResult<ActionMeta<A>>>;
