/**
 * The sandbox's money books: the engine's tables are the database's, balances roll up from live
 * projects to their organization (docs/api/balances.md, *Whose balance*), every transaction written
 * anywhere posts its payment's new ledger entries (one hook, on the table), and changes are pushed.
 */
import { LEDGER_READ, PAYOUTS_READ } from '@/lib/contract/money-permissions';
import { defineJob, now } from '../clock';
import { projectIdsUnder } from '../db/access';
import { newId } from '../db/ids';
import type { LedgerEntry } from '../db/ledger';
import { isPayment, postPayment, relatedOf } from '../db/ledger-postings';
import { catchUpPayouts, type MoneyBooks } from '../db/money-engine';
import { reserveTermsFor } from '../db/money-seed';
import type { Payout } from '../db/payouts';
import type { Transaction } from '../db/schema';
import { db, isMoneySeeded } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { emitWebhookEvent } from '../webhooks/engine';
import { payoutJson } from './money-json';

/** The projects whose entries roll up into an organization: its live ones. */
export const liveProjectIds = (organizationId: string) =>
  new Set(projectIdsUnder(organizationId).filter((id) => (db.resources.get(id)?.mode ?? 'live') === 'live'));

/** The entries that make a workspace's balance: an organization's own and its live projects'; a project's own. */
export function entriesOf(resourceId: string): LedgerEntry[] {
  const resource = db.resources.get(resourceId);
  if (!resource) return [];
  if (resource.resourceType !== 'organization') return db.ledger.filter((entry) => entry.resourceId === resourceId);
  const projects = liveProjectIds(resourceId);
  return db.ledger.filter((entry) => entry.resourceId === resourceId || projects.has(entry.resourceId));
}

export const books: MoneyBooks = {
  get ledger() {
    return db.ledger;
  },
  get payouts() {
    return db.payouts;
  },
  get exchanges() {
    return db.exchanges;
  },
  entriesOf,
  now,
  newId,
};

/** The organization's four-eyes limit in `currency` (null: every payout waits for a second person). */
export const approvalLimitOf = (organizationId: string, currency: string): number | null =>
  db.resources.get(organizationId)?.payoutApprovalLimits?.[currency] ?? null;

/** The organization a workspace's payouts belong to: itself, or a project's organization (null for a standalone project). */
export function organizationOf(resourceId: string): string | null {
  const resource = db.resources.get(resourceId);
  if (!resource) return null;
  if (resource.resourceType === 'organization') return resource.id;
  const parent = resource.parentId ? db.resources.get(resource.parentId) : undefined;
  return parent?.resourceType === 'organization' ? parent.id : null;
}

/** Tells whoever reads the workspace's balances that they changed (ask again: they depend on the clock). */
export const pushBalances = (resourceId: string) => pushResourceUpdated(resourceId, { type: 'balances', id: resourceId }, { permission: LEDGER_READ });

export function pushPayout(payout: Payout) {
  const { type, id, attributes } = payoutJson(payout);
  pushResourceUpdated(payout.organizationId, { type, id, attributes }, { permission: PAYOUTS_READ });
}

// ——— the transactions' ledger: one hook wherever a transaction row is written ————————————————

function paymentOf(row: Transaction): Transaction | undefined {
  let current: Transaction | undefined = row;
  for (let depth = 0; current?.parentId && depth < 4; depth += 1) current = db.transactions.get(current.parentId);
  return current;
}

const childrenOf = (id: string) => db.transactions.filter((row) => row.parentId === id);

/**
 * Posts what is new in the payment of `row` (a refund, a capture, a chargeback, the payment itself).
 * Before the money is seeded there is nothing to do: the seed reads the transactions as they are then.
 */
export function postTransaction(row: Transaction) {
  if (!isMoneySeeded()) return;
  const payment = paymentOf(row);
  if (!payment || !isPayment(payment)) return;
  if (postPayment(db.ledger, payment, relatedOf(payment.id, childrenOf), reserveTermsFor(db.resources.get(payment.projectId)))) {
    pushBalances(payment.projectId);
  }
}

db.transactions.observe(postTransaction);

// ——— the clock carries payouts ————————————————————————————————————————————————————————————

const payoutStep = defineJob<{ payoutId: string }>('payout-step', () => catchUp());

/** Schedules the clock's next step of a payout that has one. */
export function scheduleStep(payout: Payout) {
  if (payout.nextStepAt !== null) payoutStep(payout.nextStepAt - now(), { payoutId: payout.id });
}

/** Applies every payout step due by now (money actions call it first, the clock's jobs too); pushes what changed. */
export function catchUp() {
  for (const payout of catchUpPayouts(books)) {
    pushPayout(payout);
    if (payout.status === 'paid' || payout.status === 'failed') {
      // Endpoints belong to projects: an organization's payout is announced to each of its projects'.
      for (const projectId of projectIdsUnder(payout.organizationId)) emitWebhookEvent(projectId, `payout.${payout.status}`, payoutJson(payout));
    }
    if (payout.status === 'failed') pushBalances(payout.organizationId);
    scheduleStep(payout);
  }
  scheduleMissingSteps();
}

/**
 * One clock job for every payout with a step ahead, the seeded ones included (the money seed is built
 * on first read, with no jobs): from the first money action on, the clock carries every payout and
 * pushes each step, read or not.
 */
function scheduleMissingSteps() {
  const waiting = new Set(db.jobs.filter((job) => job.kind === 'payout-step').map((job) => (job.args as { payoutId?: string } | null)?.payoutId));
  for (const payout of books.payouts.filter((p) => p.nextStepAt !== null && !waiting.has(p.id))) scheduleStep(payout);
}
