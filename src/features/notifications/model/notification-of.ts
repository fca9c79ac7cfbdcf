import { subscriptionHref } from '@/config/paths';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { PAYOUTS_READ } from '@/lib/contract/money-permissions';
import type { EntryKind, NotificationEntry, StoredRule } from './entry';

/** A `resource-updated` push as the app receives it (`resourceUpdated`). */
export interface ResourceUpdate {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  resourceId?: string;
}

export interface NotificationContext {
  /** When the event was heard (ISO). */
  now: string;
  /** The workspace to file it under when the push does not name one: the selected resource. */
  fallbackResourceId: string | null;
}

// The route permissions of the objects' pages (spec §2; a report's is `reportReadPermission`), named here so the bell loads no feature or contract.
const TRANSACTIONS_READ = 'transactions.read.2479032559';
const MAILBOX_READ = { allOf: ['topics.read', 'messages.read.1315667214'] };
const REPORT_KINDS = ['processing-transactions', 'settled-transactions'];
/** A member's page (the team feature's route permission). */
const MEMBER_READ = { anyOf: ['users.read', 'identities.read', 'identities.groups.read'] };
/** The longest text kept of what a push says of a sign-in (a user agent, an address, a place). */
const TEXT_MAX = 300;

interface Event {
  kind: EntryKind;
  state: string;
  permission: StoredRule;
  link: string;
  /** The user's own (no workspace): shown in every one. */
  personal?: boolean;
  /**
   * Which occurrence of the state this is, when an object may reach it again (a subscription's
   * failure episode: the instant it failed): appended to the id, so a later episode is a new entry.
   */
  episode?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const refundStates: Readonly<Record<string, string>> = { successful: 'succeeded', failed: 'failed' };
/** `confirmed`: the merchant accepted the dispute (it is lost, by the merchant's choice). */
const disputeDecisions: Readonly<Record<string, string>> = { won: 'won', lost: 'lost', confirmed: 'accepted' };
const reportStates: Readonly<Record<string, string>> = { ready: 'ready', failed: 'failed' };
const payoutStates: Readonly<Record<string, string>> = { paid: 'paid', failed: 'failed' };

/** The instant a subscription's failure episode began (`dunning.failedAt`), as ISO; undefined when the push does not say. */
function failedAtOf(attributes: Record<string, unknown>): string | undefined {
  const dunning = attributes.dunning as { failedAt?: unknown } | null | undefined;
  const at = typeof dunning?.failedAt === 'string' ? Date.parse(dunning.failedAt) : Number.NaN;
  return Number.isFinite(at) ? new Date(at).toISOString() : undefined;
}

/**
 * A subscription's news for those who act on it: the first failed payment of an episode (past due,
 * no reminder sent yet; the reminders that follow are the same episode) and the halt after the last
 * reminder. Both name the episode by when it failed: a later failure, after a recovery, is news again.
 */
function subscriptionEventOf(id: string, status: string | undefined, attributes: Record<string, unknown>): Event | null {
  const dunning = attributes.dunning as { remindersSent?: unknown } | null | undefined;
  const state = status === 'halted' ? 'halted' : status === 'past-due' && dunning?.remindersSent === 0 ? 'failed' : undefined;
  if (!state) return null;
  return { kind: 'subscriptions', state, permission: billingPermissions.subscriptionsWrite, link: subscriptionHref(id), episode: failedAtOf(attributes) };
}

/**
 * A dispute that was just opened: `new`, nothing happened to it yet (one status, no evidence).
 * The push carries no "created" flag, so this is the closest the attributes say (docs/notifications.md).
 */
function isJustOpened(attributes: Record<string, unknown>): boolean {
  const history = attributes.statusHistory;
  const evidence = attributes.evidence as { files?: unknown[]; rebuttal?: unknown; submittedAt?: unknown } | undefined;
  return (
    attributes.status === 'new' &&
    Array.isArray(history) &&
    history.length === 1 &&
    (evidence?.files?.length ?? 0) === 0 &&
    !evidence?.rebuttal &&
    !evidence?.submittedAt
  );
}

function eventOf({ type, id, attributes = {} }: ResourceUpdate): Event | null {
  const status = text(attributes.status);
  switch (type) {
    case 'transactions': {
      const state = attributes.type === 'refund' && status ? refundStates[status] : undefined;
      return state ? { kind: 'refunds', state, permission: TRANSACTIONS_READ, link: `/transactions/${id}` } : null;
    }
    case 'disputes': {
      const state = status === 'new' ? (isJustOpened(attributes) ? 'opened' : undefined) : status && disputeDecisions[status];
      return state ? { kind: 'disputes', state, permission: DISPUTES_READ, link: `/disputes/${id}` } : null;
    }
    case 'reports': {
      const state = status && reportStates[status];
      const kind = text(attributes.kind);
      if (!state || !kind || !REPORT_KINDS.includes(kind)) return null;
      return { kind: 'reports', state, permission: `reports.${kind}.read`, link: `/reports/${id}` };
    }
    case 'payouts': {
      const state = status && payoutStates[status];
      return state ? { kind: 'payouts', state, permission: PAYOUTS_READ, link: `/payouts/${id}` } : null;
    }
    case 'subscriptions':
      return subscriptionEventOf(id, status, attributes);
    case 'messages': {
      // Only the support team's answers: a merchant's own message is no news to the merchant.
      const topicId = text(attributes.topicId);
      if (attributes.author !== 'support' || !topicId) return null;
      return { kind: 'mailbox', state: 'reply', permission: { allOf: [...MAILBOX_READ.allOf] }, link: `/mailbox/${topicId}` };
    }
    case 'sign-ins':
      // A sign-in to the user's own account from a browser it had not used: the sessions list shows it.
      return attributes.newDevice === true
        ? { kind: 'security', state: 'newDevice', permission: { allOf: [] }, link: '/settings?tab=sessions', personal: true }
        : null;
    case 'sign-in-reports': {
      // An admin hears that a member reported a sign-in as not theirs: the member's page.
      const userId = text(attributes.userId);
      return userId
        ? { kind: 'security', state: 'signInReported', permission: { anyOf: [...MEMBER_READ.anyOf] }, link: `/team/${encodeURIComponent(userId)}` }
        : null;
    }
    default:
      return null;
  }
}

const shortText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, TEXT_MAX) : undefined);

/** What a new-device entry's title names: the browser's user agent, its address and place (plain text). */
function signInOf(attributes: Record<string, unknown> = {}): NotificationEntry['params'] {
  const facts = { userAgent: shortText(attributes.userAgent), ip: shortText(attributes.ip), place: shortText(attributes.place) };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

/** The amount the title names, when the push carries an integer one with its currency. */
function moneyOf(attributes: Record<string, unknown> = {}): NotificationEntry['params'] {
  const { amount, currency } = attributes;
  return typeof amount === 'number' && Number.isInteger(amount) && typeof currency === 'string' ? { amount, currency } : {};
}

/** What the entry's title names: an amount, or what a new-device sign-in was; nothing for the other kinds. */
function paramsOf(event: Event, attributes?: Record<string, unknown>): NotificationEntry['params'] {
  if (event.state === 'newDevice') return signInOf(attributes);
  return event.kind === 'reports' || event.kind === 'mailbox' || event.kind === 'security' ? {} : moneyOf(attributes);
}

/** The notification-centre entry a `resource-updated` push makes, or null when it is no news. */
export function notificationOf(update: ResourceUpdate, context: NotificationContext): NotificationEntry | null {
  const event = eventOf(update);
  if (!event) return null;
  return {
    id: `${event.kind}:${update.id}:${event.state}${event.episode ? `:${event.episode}` : ''}`,
    kind: event.kind,
    resourceId: event.personal ? null : (update.resourceId ?? context.fallbackResourceId),
    permission: event.permission,
    link: event.link,
    titleKey: `${event.kind}.${event.state}`,
    params: paramsOf(event, update.attributes),
    createdAt: context.now,
    read: false,
  };
}
