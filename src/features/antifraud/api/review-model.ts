import type { ListKind, RuleAction, RuleMode } from '@/lib/antifraud-rules/types';
import type { ListPurpose, ReviewStatus } from '@/lib/contract/antifraud';

/** A payment held by a review rule, as the queue and its page show it (docs/api/antifraud.md, Reviews). */
export interface Review {
  id: string;
  transactionId: string;
  amount: number;
  currency: string;
  ruleId: string;
  ruleName: string;
  reason: string;
  status: ReviewStatus;
  openedAt: string;
  closedAt: string | null;
  closedBy: { name: string; email: string } | null;
  projectId: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A block, allow or review list; rules name it `@alias` (docs/api/antifraud.md, Lists). */
export interface AntifraudList {
  id: string;
  alias: string;
  name: string;
  kind: ListKind;
  purpose: ListPurpose;
  default: boolean;
  itemCount: number;
  createdAt: string;
}

export interface ListItem {
  id: string;
  value: string;
  reason: string;
  addedBy: { name: string; email: string };
  addedAt: string;
  expiresAt: string | null;
  expired: boolean;
}

/** A rule in the engine's order: its action's stage, then `position` (docs/api/antifraud.md, Rules). */
export interface AntifraudRule {
  id: string;
  name: string;
  action: RuleAction;
  mode: RuleMode;
  position: number;
  source: string;
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: { name: string; email: string } | null;
  matches30d: number;
}

/** The risk levels' thresholds: elevated from `elevatedAt`, highest from `highestAt`. */
export interface RiskThresholds {
  elevatedAt: number;
  highestAt: number;
}
