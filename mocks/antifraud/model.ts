/**
 * The antifraud rows of the sandbox (docs/api/antifraud.md): a merchant's lists and their items, its
 * rules, the review queue and its risk thresholds. Every row names its merchant (`merchantId`: the root
 * resource, an organization or a standalone project); ids are the server's.
 */
import type { ListPurpose, ReviewStatus } from '@/lib/contract/antifraud';
import type { ListKind, RuleAction, RuleMode } from '@/lib/antifraud-rules/types';

export interface Person {
  name: string;
  email: string;
}

export interface AntifraudList {
  id: string;
  merchantId: string;
  alias: string;
  name: string;
  kind: ListKind;
  purpose: ListPurpose;
  default: boolean;
  createdAt: string;
}

export interface AntifraudListItem {
  id: string;
  listId: string;
  merchantId: string;
  /** Normalised by `parseListItem`. */
  value: string;
  reason: string;
  addedBy: Person;
  addedAt: string;
  expiresAt: string | null;
}

export interface AntifraudRule {
  id: string;
  merchantId: string;
  name: string;
  action: RuleAction;
  mode: RuleMode;
  /** Order within its action's stage, from 1, without gaps. */
  position: number;
  source: string;
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: Person | null;
}

export interface AntifraudReview {
  id: string;
  merchantId: string;
  projectId: string;
  transactionId: string;
  amount: number;
  currency: string;
  ruleId: string;
  ruleName: string;
  reason: string;
  status: ReviewStatus;
  openedAt: string;
  closedAt: string | null;
  closedBy: Person | null;
  /** Who closed it and with which reference: the same call again is answered from the review, never applied twice. */
  closedWith?: { userId: string; requestReference: string } | null;
}

export interface AntifraudSettings {
  /** The merchant's id. */
  id: string;
  elevatedAt: number;
  highestAt: number;
  updatedAt: string;
}

/** Id prefixes of the rows the server makes. */
export const ID_PREFIX = { list: 'afl', item: 'afi', rule: 'afr', review: 'rvw' } as const;

export interface DefaultList {
  alias: string;
  name: string;
  kind: ListKind;
  purpose: ListPurpose;
  /** Its built-in rule: the attribute the list is about (the rule reads `<attribute> in @<alias>`). */
  attribute: string;
  ruleName: string;
}

const RULE_ACTION: Record<ListPurpose, RuleAction> = { block: 'block', allow: 'allow', review: 'review' };
export const actionOfPurpose = (purpose: ListPurpose): RuleAction => RULE_ACTION[purpose];

/** Every merchant's default lists, in their stage order; each has a built-in rule acting on it. */
export const defaultLists: readonly DefaultList[] = [
  { alias: 'blocked_cards', name: 'Blocked cards', kind: 'card-fingerprint', purpose: 'block', attribute: ':card_fingerprint:', ruleName: 'Blocked cards' },
  { alias: 'blocked_bins', name: 'Blocked BINs', kind: 'bin', purpose: 'block', attribute: ':card_bin:', ruleName: 'Blocked BINs' },
  {
    alias: 'blocked_card_countries',
    name: 'Blocked card countries',
    kind: 'card-country',
    purpose: 'block',
    attribute: ':card_country:',
    ruleName: 'Blocked card countries',
  },
  { alias: 'blocked_emails', name: 'Blocked e-mails', kind: 'email', purpose: 'block', attribute: ':email:', ruleName: 'Blocked e-mails' },
  {
    alias: 'blocked_email_domains',
    name: 'Blocked e-mail domains',
    kind: 'email-domain',
    purpose: 'block',
    attribute: ':email_domain:',
    ruleName: 'Blocked e-mail domains',
  },
  { alias: 'blocked_ips', name: 'Blocked IP addresses', kind: 'ip', purpose: 'block', attribute: ':ip_address:', ruleName: 'Blocked IP addresses' },
  { alias: 'blocked_ip_ranges', name: 'Blocked IP ranges', kind: 'ip-range', purpose: 'block', attribute: ':ip_address:', ruleName: 'Blocked IP ranges' },
  {
    alias: 'blocked_ip_countries',
    name: 'Blocked IP countries',
    kind: 'ip-country',
    purpose: 'block',
    attribute: ':ip_country:',
    ruleName: 'Blocked IP countries',
  },
  { alias: 'blocked_customers', name: 'Blocked customers', kind: 'customer', purpose: 'block', attribute: ':customer_id:', ruleName: 'Blocked customers' },
  { alias: 'allowed_cards', name: 'Allowed cards', kind: 'card-fingerprint', purpose: 'allow', attribute: ':card_fingerprint:', ruleName: 'Allowed cards' },
  { alias: 'allowed_emails', name: 'Allowed e-mails', kind: 'email', purpose: 'allow', attribute: ':email:', ruleName: 'Allowed e-mails' },
  { alias: 'allowed_customers', name: 'Allowed customers', kind: 'customer', purpose: 'allow', attribute: ':customer_id:', ruleName: 'Allowed customers' },
  { alias: 'review_emails', name: 'E-mails to review', kind: 'email', purpose: 'review', attribute: ':email:', ruleName: 'E-mails to review' },
  { alias: 'review_ips', name: 'IP addresses to review', kind: 'ip', purpose: 'review', attribute: ':ip_address:', ruleName: 'IP addresses to review' },
];

/** The built-in rule's condition of a default list. */
export const builtInSource = (list: DefaultList) => `${list.attribute} in @${list.alias}`;

/** The stages, in the order the engine runs them. */
export const stageOrder: readonly RuleAction[] = ['allow', 'block', 'review', 'request-3ds'];
