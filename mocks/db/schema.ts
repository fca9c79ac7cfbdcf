/** Typed tables of the sandbox database. Every row has a string `id`. */
import type { CardBrand, PaymentMethod, TransactionStatus, TransactionType, transactionCurrencies } from '@/lib/contract/transactions';
import type { NotificationKind } from '@/lib/contract/notification-kinds';
import type { ConditionTrace, PaymentFacts, RiskLevel, RuleAction, RuleMode } from '@/lib/antifraud-rules/types';
import type { ChannelDetails } from './channels';

export type ResourceType = 'organization' | 'project' | 'channel' | 'merchant';
export type ProjectMode = 'live' | 'sandbox';
export type ProjectIntegration = 's2s' | 'hosted';

export interface Resource {
  id: string;
  name: string;
  resourceType: ResourceType;
  parentId: string | null;
  /** Projects only. */
  mode?: ProjectMode;
  /** Organizations only; unique. */
  number?: string;
  /** Organizations only: the merchant the organization belongs to (a `merchant` resource). */
  merchantId?: string;
  website?: string;
  /** Projects only: how payments come in; payment links need `hosted` (the default). */
  integration?: ProjectIntegration;
  /**
   * Organizations only: the four-eyes limit per currency, in minor units. A payout above it waits for a
   * second person; a currency without one: every payout does (docs/api/payouts.md).
   */
  payoutApprovalLimits?: Readonly<Record<string, number>>;
  /** Team 2FA: members without 2FA are sent to the forced setup at sign-in (applies to descendants too). */
  twoFaEnforced?: boolean;
  /** Channels only: kind, currency, descriptor, status, terminals (mocks/db/channels.ts). */
  channel?: ChannelDetails;
  createdAt: string;
}

export type Role = 'admin' | 'developer' | 'finance' | 'disputes' | 'support' | 'custom' | 'noaccess';

/** A role granted on a resource (and its descendants); `resourceId: null` grants it everywhere. */
export interface Group {
  id: string;
  name: string;
  role: Role;
  resourceId: string | null;
  /** `custom` role only. */
  permissions?: string[];
}

export interface Identity {
  id: string;
  userId: string;
  status: 'active' | 'inactive';
  groupIds: string[];
}

export interface Preferences {
  timezone: string;
  layoutType: 'constrained' | 'fluid';
  theme: 'auto' | 'light' | 'dark';
  dateFormat: string;
  /** Absent until the user picks one: the interface then follows the browser's language. */
  language?: string;
  /** The notification centre's kinds switched on or off (absent: on). */
  notifications?: Partial<Record<NotificationKind, boolean>>;
}

export interface User {
  id: string;
  email: string;
  name: string;
  /** Digest of the password; the sandbox never stores the clear text. */
  passwordDigest: string;
  status: 'active' | 'blocked' | 'suspended';
  /** A suspension's end (ISO): from then on the account is active again (mocks/staff/model.ts). None: until lifted. */
  suspendedUntil?: string | null;
  /** `provider`: the provider's staff blocked or suspended the account (docs/api/staff.md); else the sign-in rules did. */
  lockedBy?: 'provider' | null;
  twoFaEnabled: boolean;
  pendingTwoFaSecret: string | null;
  teamEnforcesTwoFa: boolean;
  passwordChangeRequired: boolean;
  phone: string | null;
  /** The number a phone-link code was sent to and not yet confirmed. */
  pendingPhone?: string | null;
  isTimezoneSet: boolean;
  preferences: Preferences;
  /** The last full sign-in (ISO), null when never. */
  lastSignInAt?: string | null;
  /** Sandbox control for tests and demos (`sandboxControls.trustStepUp`): every session of this user is in its step-up window. */
  stepUpTrusted?: boolean;
}

/**
 * An invitation into a workspace not yet accepted: the link in the outbox carries its token (only the
 * digest is stored); resending replaces it, revoking or accepting removes the row.
 */
export interface Invitation {
  id: string;
  resourceId: string;
  /** Lowercase. */
  email: string;
  role: Exclude<Role, 'noaccess'>;
  /** `custom` only. */
  permissions?: string[];
  tokenDigest: string;
  invitedBy: string;
  /** The inviter's identity: the grant is checked again with its rights when the invitation is accepted. */
  invitedByIdentityId: string;
  /** When it was (last) sent: the link expires `INVITATION_VALID_DAYS` later (mocks/invitations.ts). */
  invitedAt: string;
  /** Digests of the links a resend replaced: looking one up says "replaced" rather than "unknown". */
  replacedTokenDigests?: string[];
}

/** A message the sandbox "sent" (it sends no e-mail): shown in the sandbox panel's outbox. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  /** A same-origin path (`/confirm/<token>`, `/this-wasnt-me/<token>`). */
  link: string;
  at: string;
  /** A new-device sign-in notice (mocks/new-device.ts): what the e-mail says of the sign-in; its link is "This wasn't me". */
  signIn?: { userAgent: string; ip: string; place: string | null; at: string };
}

/** `full` is a signed-in session; the others are step tokens with a limited scope. */
export type SessionScope = 'full' | '2fa' | 'identity-select' | 'password-change' | '2fa-setup';

export interface Session {
  id: string;
  /** Digest of the bearer token; the token itself is never stored. */
  tokenDigest: string;
  userId: string;
  identityId: string | null;
  scope: SessionScope;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string;
  ip: string;
  /** Session channels bound by channel-authorization. */
  channels: string[];
  /** 2FA step: remember the device once the code is right. */
  trustDevice?: boolean;
  /** The expired set-2fa link. */
  expired?: boolean;
  /** The step-up window: until when (ISO, sandbox clock) this session may make sensitive changes. */
  stepUpUntil?: string | null;
}

import type { DeclineReason } from '@/lib/contract/analytics';

// The vocabularies are the contract's: the sandbox and the screens name the same types and statuses.
export {
  cardBrands,
  paymentMethods,
  transactionCurrencies as currencies,
  transactionStatuses,
  transactionTypes,
  type CardBrand,
  type PaymentMethod,
  type TransactionStatus,
  type TransactionType,
} from '@/lib/contract/transactions';

export type Currency = (typeof transactionCurrencies)[number];

export interface Transaction {
  id: string;
  projectId: string;
  type: TransactionType;
  status: TransactionStatus;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** Refunds so far (pending ones included), minor units. */
  refundedAmount: number;
  /** Authorizations: captured so far (pending captures included). */
  capturedAmount: number;
  /** Authorizations: cancelled (released) so far. */
  cancelledAmount: number;
  fee: number;
  paymentMethod: PaymentMethod;
  /**
   * `fingerprint` and `bin`: stored on payments made since antifraud (mocks/antifraud/); a seeded row's
   * are derived from its card and customer (`mocks/antifraud/identity.ts`).
   */
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number; country: string; fingerprint?: string; bin?: string } | null;
  customer: { email: string; name: string };
  referenceId: string;
  riskScore: number;
  /** The customer's country (ISO 3166 alpha-2). */
  country: string;
  description: string | null;
  paymentLinkId: string | null;
  /** The channel (`res_chn_…`) it came through, and a point of sale's terminal (`trm_…`): mocks/db/channels.ts. */
  channelId?: string | null;
  terminalId?: string | null;
  createdAt: string;
  settledAt: string | null;
  statusHistory: { status: TransactionStatus; at: string }[];
  /** The transaction a refund, capture, cancel or chargeback belongs to. */
  parentId?: string;
  /**
   * Refunds, captures and cancels: the reference of the action call that created it and the user who
   * made that call. One money row per (user, reference): a call whose reference is already here is
   * answered from this row, never applied again (mocks/actions/transaction-money.ts).
   */
  requestReference?: string;
  requestedBy?: string;
  /** Who made that call, as they were named then (returned as `requestedBy`: an audit line, not a key). */
  requester?: { name: string; email: string };
  /** A refund's reason, as the user typed it (trimmed; plain text). */
  reason?: string;
  /** A failed payment's decline reason, stored on payments made since analytics; a seeded row's is derived (mocks/analytics/decline-reason.ts). */
  declineReason?: DeclineReason;
  /** A `charge-recurring` of a subscription (mocks/billing/): the subscription and the invoice it paid (or tried to). */
  subscriptionId?: string;
  invoiceId?: string;
  /**
   * Antifraud (docs/api/antifraud.md), stored on the payments made since: where the payer was, the risk
   * level and signals at the time, what the merchant's rules did and the facts they saw. A seeded row has
   * none: its IP is derived, its level follows the merchant's thresholds, and no rule ran on it.
   */
  ip?: { address: string; country: string | null } | null;
  /** The billing customer (`cus_…`) the payment names, when it names one: what `@blocked_customers` holds. */
  customerId?: string | null;
  riskLevel?: RiskLevel;
  riskSignals?: { code: string; points: number }[];
  antifraud?: PaymentAntifraud | null;
  /** The facts the rules saw when it was made (not answered: a backtest computes them again, and must agree). */
  riskFacts?: PaymentFacts;
}

export interface PaymentAntifraud {
  decision: { action: RuleAction; ruleId: string; ruleName: string } | null;
  matches: { ruleId: string; ruleName: string; action: RuleAction; mode: RuleMode; trace: ConditionTrace[] }[];
}

/**
 * What a mutating action answered, kept so that a repeated reference is answered, not applied, again.
 * One per (user, reference); kept at least 24 hours (mocks/actions/dispatch.ts).
 */
export interface StoredActionResult {
  /** `<userId> <requestReference>`: the key is the user and the reference together. */
  id: string;
  userId: string;
  requestReference: string;
  action: string;
  /** Digest of the action, target id and payload: the same reference with other content is refused. */
  contentDigest: string;
  result: { data?: unknown; included?: unknown[]; meta?: Record<string, unknown>; errors?: unknown[] };
  /** When it was stored (ISO, sandbox clock); pruned once older than the retention. */
  at: string;
}

/** A mailbox topic (docs/api/mailbox.md): a merchant's question to support, in one workspace. */
export interface Topic {
  id: string;
  resourceId: string;
  subject: string;
  status: 'Pending' | 'Open' | 'Closed';
  category: string;
  /** The transaction, dispute or payout it is about. */
  related?: { type: 'transactions' | 'disputes' | 'payouts'; id: string } | null;
  /** The user who opened it (null: seeded without one). */
  createdBy?: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A message of a topic's thread; `attachmentIds` name rows of `attachments`. */
export interface TopicMessage {
  id: string;
  topicId: string;
  body: string;
  author: 'merchant' | 'support';
  authorName: string;
  /** The merchant user who wrote it (null for support). */
  userId: string | null;
  attachmentIds: string[];
  createdAt: string;
}

/**
 * A file offered to the mailbox: allocated (bytes still coming), uploaded, then attached to one
 * message. The bytes live apart (mocks/mailbox/file-bytes.ts), never in the persisted tables.
 */
export interface Attachment {
  id: string;
  /** The workspace it was allocated in. */
  resourceId: string;
  /** The session that allocated it (only it may upload, name or delete it before it is attached). */
  sessionId: string;
  name: string;
  size: number;
  contentType: string;
  status: 'allocated' | 'uploaded' | 'attached';
  /** Bytes acknowledged so far. */
  received: number;
  messageId: string | null;
  createdAt: string;
  /** An allocation not attached by then is dropped. */
  expiresAt: string;
}

export interface PayoutRequest {
  id: string;
  resourceId: string;
  amount: number;
  currency: Currency;
  status: 'pending' | 'approved' | 'paid' | 'rejected';
  createdAt: string;
}

/**
 * A change the sandbox makes later (a refund settling, a report being generated): a named job with
 * plain-JSON arguments, so that it survives a reload. See mocks/clock.ts.
 */
export interface SandboxJob {
  id: string;
  kind: string;
  /** Epoch milliseconds (sandbox clock). */
  dueAt: number;
  /** Order of scheduling, for jobs due at the same time. */
  seq: number;
  args: unknown;
}
