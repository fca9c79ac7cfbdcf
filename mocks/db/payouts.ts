/**
 * The money-out rows (docs/api/payouts.md, accounts.md): payouts, payout methods, settlement payouts
 * and exchanges. Their money is in the ledger (ledger.ts); these rows hold what happened to them.
 */
import type { ExchangeStatus } from '@/lib/contract/balances';
import type { PayoutMethodKind, PayoutStatus } from '@/lib/contract/payouts';

/** Who took a step, named as they were then; null for the system or the bank. */
export interface Actor {
  userId: string;
  name: string;
  email: string;
}

/** What a payout or settlement shows of its method, kept as it was. */
export interface MethodSnapshot {
  id: string;
  kind: PayoutMethodKind;
  label: string | null;
  masked: string;
}

export interface Payout {
  id: string;
  organizationId: string;
  currency: string;
  amount: number;
  description: string | null;
  payoutMethodId: string;
  method: MethodSnapshot;
  /** The sandbox's bank returns it (the method was flagged to fail when it was made). */
  failsAtBank: boolean;
  status: PayoutStatus;
  approvalRequired: boolean;
  approvalLimit: number | null;
  /** The requester's user id, and the call's reference: one payout per (user, reference). */
  requestedBy: string;
  requestReference: string | null;
  statusHistory: { status: PayoutStatus; at: string; by: Actor | null; reason: string | null }[];
  createdAt: string;
  /** Epoch ms of the clock's next step (approved → in-transit → paid or failed); null when none. */
  nextStepAt: number | null;
}

export interface PayoutMethod {
  id: string;
  organizationId: string;
  kind: PayoutMethodKind;
  currency: string;
  label: string | null;
  holderName: string;
  masked: string;
  bankAccount: { country: string; last4: string; bic: string } | null;
  /** `brand`: null for a number of no brand we name. */
  card: { brand: string | null; last4: string; expMonth: number; expYear: number } | null;
  isDefault: boolean;
  createdAt: string;
  createdBy: string | null;
  /** Sandbox test data: payouts to it fail at the bank. */
  failsPayouts: boolean;
}

export interface Settlement {
  id: string;
  organizationId: string;
  currency: string;
  amount: number;
  status: 'in-transit' | 'paid' | 'failed';
  periodFrom: string;
  periodTo: string;
  paidAt: string | null;
  createdAt: string;
  method: MethodSnapshot | null;
}

export interface Exchange {
  id: string;
  organizationId: string;
  /** Only the user who asked for the quote may confirm it. */
  userId: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: number;
  buyAmount: number;
  rate: string;
  status: ExchangeStatus;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

export const snapshotOf = (method: PayoutMethod): MethodSnapshot => ({ id: method.id, kind: method.kind, label: method.label, masked: method.masked });
