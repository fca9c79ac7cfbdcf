/**
 * The wallet's rows (docs/api/wallet.md): top-up requests and transfers. The wallet's money is in its
 * own ledger (`db.walletLedger`, the ledger's shape and rules: mocks/db/ledger.ts); these rows hold
 * what happened to each request.
 */
import type { TopUpStatus, TransferType } from '@/lib/contract/wallet';
import type { Actor, Payout } from '../db/payouts';

export interface TopUp {
  id: string;
  /** The wallet's holder: an organization, or a standalone project. */
  holderId: string;
  currency: string;
  amount: number;
  status: TopUpStatus;
  /** Quoted on the bank transfer; unique among all top-ups. */
  reference: string;
  requestedBy: string;
  requester: Actor;
  statusHistory: { status: TopUpStatus; at: string; by: Actor | null; reason: string | null }[];
  createdAt: string;
  expiresAt: string;
  creditedAt: string | null;
  /** Sandbox test data: the bank transfer never arrives (the amount's minor units end in 13). */
  neverArrives: boolean;
  /** Epoch ms of the clock's next step (requested → received → credited, or expired); null when none. */
  nextStepAt: number | null;
}

/**
 * A transfer moves as a payout does (the same engine, mocks/db/money-engine.ts, over the wallet's
 * ledger): `organizationId` is the wallet's holder and `method` the destination as it was.
 */
export interface Transfer extends Payout {
  /** Absent on rows the engine writes: a `transfer`. */
  transferType?: TransferType;
  /** The destination's holder (the card's or the account's name). */
  holderName?: string;
  /** A reversal's or transferback's transfer. */
  parentId?: string | null;
  /** A transfer's reversal, once reversed. */
  reversalId?: string | null;
}

export const transferTypeOf = (transfer: Transfer): TransferType => transfer.transferType ?? 'transfer';

/** A card typed in for a transfer, kept masked for one transfer of the user who typed it (docs/api/wallet.md). */
export interface CardToken {
  id: string;
  holderId: string;
  userId: string;
  holderName: string;
  masked: string;
  card: { brand: string | null; last4: string; expMonth: number; expYear: number };
  /** Sandbox test data: transfers to it fail at the bank (the payout methods' failing card). */
  failsPayouts: boolean;
  createdAt: string;
  expiresAt: string;
}
