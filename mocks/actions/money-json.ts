/** The money-out answers (docs/api/balances.md, payouts.md, accounts.md), as the contract shapes them. */
import { cancellablePayoutStatuses } from '@/lib/contract/payouts';
import { PAYOUTS_APPROVE, PAYOUTS_WRITE } from '@/lib/contract/money-permissions';
import { can } from '../db/access';
import { bucketOf, type Buckets, type LedgerEntry } from '../db/ledger';
import type { Actor, Exchange, Payout, PayoutMethod, Settlement } from '../db/payouts';
import type { Identity } from '../db/schema';

const relation = (type: string, id: string | null) => ({ data: id === null ? null : { type, id } });
const person = (actor: Actor | null) => (actor ? { name: actor.name, email: actor.email } : null);

/** Who asks: what `cancellable` and `approvable` are computed for. */
export interface Viewer {
  userId: string;
  identity: Identity;
}

export const balanceJson = (resourceId: string, currency: string, buckets: Buckets, approvalLimit: number | null, approvalLimitLeft: number | null) => ({
  type: 'balances',
  id: `${resourceId}:${currency}`,
  attributes: { currency, ...buckets, approvalLimit, approvalLimitLeft },
  relationships: { resource: relation('resources', resourceId) },
});

export const accountId = (organizationId: string, currency: string) => `acc_${organizationId}_${currency}`;

export const accountJson = (
  organizationId: string,
  currency: string,
  buckets: Buckets,
  approvalLimit: number | null,
  defaultPayoutMethodId: string | null,
) => ({
  type: 'accounts',
  id: accountId(organizationId, currency),
  attributes: { currency, ...buckets, approvalLimit, defaultPayoutMethodId },
  relationships: { resource: relation('resources', organizationId) },
});

/** Looks up what an entry's answer names besides itself: its dispute and its settlement. */
export interface EntryLinks {
  disputeOf: (chargebackId: string) => string | null;
  settlementOf: (entry: LedgerEntry) => string | null;
}

export const ledgerEntryJson = (entry: LedgerEntry, atIso: string, links: EntryLinks) => ({
  type: 'ledger-entries',
  id: entry.id,
  attributes: {
    type: entry.type,
    amount: entry.amount,
    currency: entry.currency,
    bucket: bucketOf(entry, atIso),
    createdAt: entry.createdAt,
    availableOn: entry.availableOn,
    sourceType: entry.sourceType,
    sourceId: entry.sourceId,
    paymentId: entry.paymentId,
    disputeId: entry.sourceType === 'chargeback' ? links.disputeOf(entry.sourceId) : null,
    settlementId: links.settlementOf(entry),
  },
  relationships: { resource: relation('resources', entry.resourceId) },
});

/**
 * A payout. With a viewer, `cancellable` and `approvable` say what that person may do now; without
 * (a push to everyone), they are left out: they depend on who asks.
 */
export function payoutJson(payout: Payout, viewer?: Viewer) {
  const flags = viewer && {
    cancellable:
      cancellablePayoutStatuses.includes(payout.status) &&
      ((payout.requestedBy === viewer.userId && can(viewer.identity, PAYOUTS_WRITE, payout.organizationId)) ||
        can(viewer.identity, PAYOUTS_APPROVE, payout.organizationId)),
    approvable: payout.status === 'awaiting-approval' && payout.requestedBy !== viewer.userId && can(viewer.identity, PAYOUTS_APPROVE, payout.organizationId),
  };
  const requester = payout.statusHistory[0]?.by ?? null;
  return {
    type: 'payouts',
    id: payout.id,
    attributes: {
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status,
      description: payout.description,
      method: { ...payout.method },
      approvalRequired: payout.approvalRequired,
      approvalLimit: payout.approvalLimit,
      requestedBy: person(requester) ?? { name: '', email: '' },
      statusHistory: payout.statusHistory.map((step) => ({ status: step.status, at: step.at, by: person(step.by), reason: step.reason })),
      createdAt: payout.createdAt,
      ...flags,
    },
    relationships: { resource: relation('resources', payout.organizationId), payoutMethod: relation('payout-methods', payout.payoutMethodId) },
  };
}

export const payoutMethodJson = (method: PayoutMethod, inUse: boolean) => ({
  type: 'payout-methods',
  id: method.id,
  attributes: {
    kind: method.kind,
    currency: method.currency,
    label: method.label,
    holderName: method.holderName,
    masked: method.masked,
    bankAccount: method.bankAccount && { ...method.bankAccount },
    card: method.card && { ...method.card },
    isDefault: method.isDefault,
    inUse,
    createdAt: method.createdAt,
  },
  relationships: { resource: relation('resources', method.organizationId) },
});

export const settlementJson = (settlement: Settlement, statement: { type: string; count: number; amount: number }[], lineCount: number, fileName: string) => ({
  type: 'settlements',
  id: settlement.id,
  attributes: {
    currency: settlement.currency,
    amount: settlement.amount,
    status: settlement.status,
    periodFrom: settlement.periodFrom,
    periodTo: settlement.periodTo,
    paidAt: settlement.paidAt,
    createdAt: settlement.createdAt,
    method: settlement.method && { ...settlement.method },
    statement,
    lineCount,
    fileName,
  },
  relationships: { resource: relation('resources', settlement.organizationId) },
});

export const exchangeJson = (exchange: Exchange) => ({
  type: 'exchanges',
  id: exchange.id,
  attributes: {
    status: exchange.status,
    sellCurrency: exchange.sellCurrency,
    buyCurrency: exchange.buyCurrency,
    sellAmount: exchange.sellAmount,
    buyAmount: exchange.buyAmount,
    rate: exchange.rate,
    expiresAt: exchange.expiresAt,
    createdAt: exchange.createdAt,
    completedAt: exchange.completedAt,
  },
  relationships: { resource: relation('resources', exchange.organizationId) },
});
