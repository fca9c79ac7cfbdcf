/** The wallet's answers (docs/api/wallet.md), as the contract shapes them, for the caller who asks. */
import { cancellablePayoutStatuses } from '@/lib/contract/payouts';
import { TOP_UPS_WRITE, TRANSFERS_APPROVE, TRANSFERS_WRITE } from '@/lib/contract/money-permissions';
import { now } from '../clock';
import { can } from '../db/access';
import type { LedgerEntry } from '../db/ledger';
import type { Actor } from '../db/payouts';
import type { Identity } from '../db/schema';
import { isReversible } from './engine';
import { transferTypeOf, type TopUp, type Transfer } from './model';

export interface Viewer {
  userId: string;
  identity: Identity;
}

export const viewerOf = (user: { id: string }, identity: Identity): Viewer => ({ userId: user.id, identity });

const relation = (type: string, id: string | null) => ({ data: id === null ? null : { type, id } });
const person = (actor: Actor | null) => (actor ? { name: actor.name, email: actor.email } : null);

/** The provider's client-money account a top-up is paid into, per currency (sandbox details). */
const BANK_ACCOUNTS: Record<string, { iban: string; bic: string }> = {
  EUR: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
  GBP: { iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
  USD: { iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22' },
};
const OTHER_ACCOUNT = { iban: 'DE44500105175407324931', bic: 'INGDDEFFXXX' };

export const bankDetailsOf = (currency: string) => ({
  beneficiary: 'Sandbox Payments B.V. — client money',
  bankName: 'Sandbox Bank N.V.',
  ...(BANK_ACCOUNTS[currency] ?? OTHER_ACCOUNT),
});

export function topUpJson(topUp: TopUp, viewer?: Viewer) {
  const cancellable = viewer !== undefined && topUp.status === 'requested' && can(viewer.identity, TOP_UPS_WRITE, topUp.holderId);
  return {
    type: 'top-ups' as const,
    id: topUp.id,
    attributes: {
      amount: topUp.amount,
      currency: topUp.currency,
      status: topUp.status,
      reference: topUp.reference,
      bankDetails: bankDetailsOf(topUp.currency),
      expiresAt: topUp.expiresAt,
      requestedBy: person(topUp.requester),
      statusHistory: topUp.statusHistory.map((step) => ({ ...step, by: person(step.by) })),
      createdAt: topUp.createdAt,
      creditedAt: topUp.creditedAt,
      cancellable,
    },
    relationships: { resource: relation('resources', topUp.holderId) },
  };
}

/** The name a requester had: the transfer's first step names them. */
const requesterOf = (transfer: Transfer) => transfer.statusHistory[0]?.by ?? null;

export function transferJson(transfer: Transfer, viewer?: Viewer, at = now()) {
  const holder = transfer.organizationId;
  const type = transferTypeOf(transfer);
  const mayApprove = viewer !== undefined && can(viewer.identity, TRANSFERS_APPROVE, holder);
  const own = viewer !== undefined && transfer.requestedBy === viewer.userId && can(viewer.identity, TRANSFERS_WRITE, holder);
  const isTransfer = type === 'transfer';
  return {
    type: 'transfers' as const,
    id: transfer.id,
    attributes: {
      transferType: type,
      amount: transfer.amount,
      currency: transfer.currency,
      status: transfer.status,
      description: transfer.description,
      destination: { kind: transfer.method.kind, label: transfer.method.label, masked: transfer.method.masked, holderName: transfer.holderName ?? '' },
      approvalRequired: transfer.approvalRequired,
      approvalLimit: transfer.approvalLimit,
      requestedBy: person(requesterOf(transfer)),
      statusHistory: transfer.statusHistory.map((step) => ({ ...step, by: person(step.by) })),
      createdAt: transfer.createdAt,
      parentId: transfer.parentId ?? null,
      reversalId: transfer.reversalId ?? null,
      cancellable: isTransfer && cancellablePayoutStatuses.includes(transfer.status) && (own || mayApprove),
      approvable: isTransfer && transfer.status === 'awaiting-approval' && mayApprove && transfer.requestedBy !== viewer?.userId,
      reversible: mayApprove && isReversible(transfer, at),
    },
    relationships: {
      resource: relation('resources', holder),
      payoutMethod: relation('payout-methods', transfer.method.id.startsWith('pm_') ? transfer.method.id : null),
    },
  };
}

/** Wallet entries with the balance in their currency just after each (computed over all of the holder's entries, oldest first). */
export function balancesAfter(entries: readonly LedgerEntry[]): Map<string, number> {
  const sorted = [...entries].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));
  const running = new Map<string, number>();
  const after = new Map<string, number>();
  for (const entry of sorted) {
    const balance = (running.get(entry.currency) ?? 0) + entry.amount;
    running.set(entry.currency, balance);
    after.set(entry.id, balance);
  }
  return after;
}

export const walletEntryJson = (entry: LedgerEntry, balanceAfter: number) => ({
  type: 'wallet-entries' as const,
  id: entry.id,
  attributes: {
    type: entry.type,
    amount: entry.amount,
    currency: entry.currency,
    createdAt: entry.createdAt,
    sourceType: entry.sourceType,
    sourceId: entry.sourceId,
    balanceAfter,
  },
});
