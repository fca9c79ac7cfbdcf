/**
 * The client-side transaction: what the list, the details page and the dialogs read, mapped once
 * from the contract's parsed answer (shape A, docs/api/transactions.md). Money is integer minor
 * units of `currency`; `refundable`, `capturable` and `cancellable` are the server's verdicts.
 */
import type { RiskLevel } from '@/lib/antifraud-rules/types';
import type { TransactionAnswer } from '@/lib/contract/transactions';

export interface TransactionCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  country: string | null;
  /** The same card gives the same fingerprint (antifraud lists name cards by it). */
  fingerprint: string | null;
  bin: string | null;
}

/** What the merchant's rules did when the payment was made; null before the merchant had rules. */
export type PaymentAntifraud = TransactionAnswer['attributes']['antifraud'];

export interface Transaction {
  id: string;
  /** Spec §3 type (`charge`, `refund`...); unknown values are kept as they come. */
  type: string;
  /** Spec §4 general status. */
  status: string;
  amount: number;
  currency: string;
  refundedAmount: number;
  capturedAmount: number;
  cancelledAmount: number;
  /** What may still be refunded now (0: no refund). */
  refundable: number;
  /** What may still be captured now (0: not an open authorization). */
  capturable: number;
  /** What may still be cancelled now. */
  cancellable: number;
  fee: number;
  paymentMethod: string;
  card: TransactionCard | null;
  customer: { name: string; email: string };
  referenceId: string;
  riskScore: number;
  /** The score against the merchant's thresholds. */
  riskLevel: RiskLevel;
  /** What made the score. */
  riskSignals: { code: string; points: number }[];
  /** Where the payer was. */
  ip: { address: string; country: string | null } | null;
  antifraud: PaymentAntifraud;
  country: string | null;
  description: string | null;
  paymentLinkId: string | null;
  /** The channel it came through and, at a point of sale, the terminal (docs/api/channels.md). */
  channelId: string | null;
  terminalId: string | null;
  createdAt: string;
  settledAt: string | null;
  statusHistory: { status: string; at: string }[];
  projectId: string | null;
  /** The transaction this one refunds, captures, cancels or disputes. */
  parentId: string | null;
  /** Refunds, captures and cancels made in the dashboard: who asked for it. */
  requestedBy: { name: string; email: string } | null;
  /** A refund's reason, as typed (plain text). */
  reason: string | null;
  /** Why a failed payment failed (contract/analytics.ts `declineReasons`); null otherwise. */
  declineReason: string | null;
}

export function toTransaction(json: TransactionAnswer): Transaction {
  const a = json.attributes;
  return {
    id: json.id,
    type: a.type,
    status: a.status,
    amount: a.amount,
    currency: a.currency,
    refundedAmount: a.refundedAmount,
    capturedAmount: a.capturedAmount,
    cancelledAmount: a.cancelledAmount,
    refundable: a.refundable,
    capturable: a.capturable,
    cancellable: a.cancellable,
    fee: a.fee,
    paymentMethod: a.paymentMethod,
    card: a.card && {
      brand: a.card.brand,
      last4: a.card.last4,
      expMonth: a.card.expMonth,
      expYear: a.card.expYear,
      country: a.card.country,
      fingerprint: a.card.fingerprint,
      bin: a.card.bin,
    },
    customer: { name: a.customer.name, email: a.customer.email },
    referenceId: a.referenceId,
    riskScore: a.riskScore,
    riskLevel: a.riskLevel,
    riskSignals: a.riskSignals.map(({ code, points }) => ({ code, points })),
    ip: a.ip && { address: a.ip.address, country: a.ip.country },
    antifraud: a.antifraud,
    country: a.country,
    description: a.description,
    paymentLinkId: a.paymentLinkId,
    channelId: a.channelId,
    terminalId: a.terminalId,
    createdAt: a.createdAt,
    settledAt: a.settledAt,
    statusHistory: a.statusHistory.map(({ status, at }) => ({ status, at })),
    projectId: json.relationships?.project?.data?.id ?? null,
    parentId: json.relationships?.parent?.data?.id ?? null,
    requestedBy: a.requestedBy && { name: a.requestedBy.name, email: a.requestedBy.email },
    reason: a.reason || null,
    declineReason: a.declineReason,
  };
}
