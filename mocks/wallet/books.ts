/**
 * The sandbox's wallet books: the engine's tables are the database's, the clock carries top-ups and
 * transfers (one job kind each), and every change is pushed to whoever reads it.
 */
import { TOP_UPS_READ, TRANSFERS_READ, WALLET_READ } from '@/lib/contract/money-permissions';
import { defineJob, now } from '../clock';
import { newId } from '../db/ids';
import { catchUpPayouts, type MoneyOutNames } from '../db/money-engine';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import type { WalletBooks } from './engine';
import { catchUpTopUps } from './engine';
import type { TopUp, Transfer } from './model';

const TRANSFER_NAMES: MoneyOutNames = { idPrefix: 'trf', sourceType: 'transfer', debit: 'transfer', reversal: 'transfer-reversal' };

export const walletBooks: WalletBooks = {
  get ledger() {
    return db.walletLedger;
  },
  get payouts() {
    return db.transfers;
  },
  get transfers() {
    return db.transfers;
  },
  get topUps() {
    return db.topUps;
  },
  get exchanges() {
    return db.exchanges;
  },
  entriesOf: (holderId) => db.walletLedger.filter((entry) => entry.resourceId === holderId),
  now,
  newId,
  moneyOut: TRANSFER_NAMES,
};

/** The workspace whose wallet a workspace uses: an organization's own, a standalone project's own (null: an organization's project). */
export function walletHolderOf(resourceId: string): string | null {
  const resource = db.resources.get(resourceId);
  if (!resource) return null;
  if (resource.resourceType === 'organization') return resource.id;
  return resource.resourceType === 'project' && !resource.parentId ? resource.id : null;
}

/** The holder's four-eyes limit in `currency` (the payouts' limit: one limit for money out). */
export const transferLimitOf = (holderId: string, currency: string): number | null => db.resources.get(holderId)?.payoutApprovalLimits?.[currency] ?? null;

export const pushWallet = (holderId: string) => pushResourceUpdated(holderId, { type: 'wallet-balances', id: holderId }, { permission: WALLET_READ });
export const pushTransfer = (transfer: Transfer) =>
  pushResourceUpdated(transfer.organizationId, { type: 'transfers', id: transfer.id }, { permission: TRANSFERS_READ });
export const pushTopUp = (topUp: TopUp) => pushResourceUpdated(topUp.holderId, { type: 'top-ups', id: topUp.id }, { permission: TOP_UPS_READ });

const walletStep = defineJob<{ id: string }>('wallet-step', () => catchUpWallet());

/** Schedules the clock's next step of a row that has one. */
export function scheduleWalletStep(row: { id: string; nextStepAt: number | null }) {
  if (row.nextStepAt !== null) walletStep(row.nextStepAt - now(), { id: row.id });
}

/** Applies every wallet step due by now (wallet actions call it first, the clock's jobs too); pushes what changed. */
export function catchUpWallet() {
  for (const transfer of catchUpPayouts(walletBooks) as Transfer[]) {
    pushTransfer(transfer);
    if (transfer.status === 'failed') pushWallet(transfer.organizationId);
    scheduleWalletStep(transfer);
  }
  for (const topUp of catchUpTopUps(walletBooks)) {
    pushTopUp(topUp);
    if (topUp.status === 'credited') pushWallet(topUp.holderId);
    scheduleWalletStep(topUp);
  }
  scheduleMissingSteps();
}

/** One job for every row with a step ahead, seeded ones included: from the first wallet action on, the clock carries them. */
function scheduleMissingSteps() {
  const waiting = new Set(db.jobs.filter((job) => job.kind === 'wallet-step').map((job) => (job.args as { id?: string } | null)?.id));
  for (const row of [...db.transfers.filter((t) => t.nextStepAt !== null), ...db.topUps.filter((t) => t.nextStepAt !== null)]) {
    if (!waiting.has(row.id)) scheduleWalletStep(row);
  }
}
