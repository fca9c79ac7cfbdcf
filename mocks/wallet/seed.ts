/**
 * The seeded wallets (docs/api/wallet.md, *Sandbox*): Northwind Group's (EUR, USD, GBP; a transfer
 * awaiting approval, failed, reversed and sent-back ones, top-ups in every status), Solo Store's, and
 * the first enterprise organization's 10,000 transfers. Every balance is the sum of its entries,
 * written here as the engine writes them.
 */
import { DAY_MS, type LedgerEntry } from '../db/ledger';
import { northwindApprovalLimits } from '../db/seed';
import type { Actor, MethodSnapshot } from '../db/payouts';
import { createRandom, type Random } from '../db/random';
import type { TopUp, Transfer } from './model';

export interface WalletSeed {
  ledger: LedgerEntry[];
  transfers: Transfer[];
  topUps: TopUp[];
}

const HOUR = 3_600_000;
/** As the engine's references: no characters people misread (0/O, 1/I). */
const REFERENCE_ALPHABET = [...'23456789ABCDEFGHJKLMNPQRSTUVWXYZ'];
const iso = (ms: number) => new Date(ms).toISOString();
const FIONA: Actor = { userId: 'usr_finance', name: 'Fiona Finance', email: 'finance@sandbox.test' };
const ADA: Actor = { userId: 'usr_admin', name: 'Ada Admin', email: 'admin@sandbox.test' };
const EVE: Actor = { userId: 'usr_enterprise', name: 'Eve Enterprise', email: 'enterprise@sandbox.test' };
export const ENTERPRISE_WALLET = 'res_ent_org_0001';
export const ENTERPRISE_TRANSFERS = 10_000;

const RECIPIENTS = ['Marta Silva', 'Jonas Berg', 'Aiko Tanaka', 'Lena Novak', 'Omar Haddad', 'Chloé Martin', 'Piotr Zieliński', 'Sara Conti'];

function destinationOf(random: Random): { method: MethodSnapshot; holderName: string } {
  const holderName = random.pick(RECIPIENTS);
  const last4 = String(random.int(1000, 9999));
  if (random.next() < 0.6) return { holderName, method: { id: `card:${last4}`, kind: 'card', label: null, masked: `•••• ${last4}` } };
  const country = random.pick(['DE', 'FR', 'NL', 'ES', 'IT']);
  return { holderName, method: { id: `iban:${country}${last4}`, kind: 'bank-account', label: null, masked: `${country}${random.int(10, 99)} •••• ${last4}` } };
}

class WalletWriter {
  readonly seed: WalletSeed = { ledger: [], transfers: [], topUps: [] };
  private count = 0;
  constructor(
    readonly holderId: string,
    readonly random: Random,
    readonly tag: string,
  ) {}

  private id(prefix: string) {
    this.count += 1;
    return `${prefix}_seed_${this.tag}_${this.count}`;
  }

  private entry(currency: string, type: LedgerEntry['type'], amount: number, at: number, sourceType: LedgerEntry['sourceType'], sourceId: string) {
    this.seed.ledger.push({
      id: `${sourceId}:${type}`,
      resourceId: this.holderId,
      currency,
      type,
      amount,
      createdAt: iso(at),
      availableOn: iso(at),
      sourceType,
      sourceId,
      paymentId: null,
    });
  }

  topUp(currency: string, amount: number, at: number, status: TopUp['status'], by: Actor) {
    const id = this.id('tup');
    const history: TopUp['statusHistory'] = [{ status: 'requested', at: iso(at), by, reason: null }];
    const later = (ms: number, step: TopUp['status'], reason: string | null = null) => history.push({ status: step, at: iso(at + ms), by: null, reason });
    if (status === 'received' || status === 'credited') later(2 * HOUR, 'received');
    if (status === 'credited') later(3 * HOUR, 'credited');
    if (status === 'expired') later(7 * DAY_MS, 'expired', 'No bank transfer quoting the reference arrived');
    if (status === 'cancelled') history.push({ status: 'cancelled', at: iso(at + HOUR), by, reason: null });
    const creditedAt = status === 'credited' ? iso(at + 3 * HOUR) : null;
    this.seed.topUps.push({
      id,
      holderId: this.holderId,
      currency,
      amount,
      status,
      reference: `TU${Array.from({ length: 8 }, () => this.random.pick(REFERENCE_ALPHABET)).join('')}`,
      requestedBy: by.userId,
      requester: by,
      statusHistory: history,
      createdAt: iso(at),
      expiresAt: iso(at + 7 * DAY_MS),
      creditedAt,
      // A seeded request waits for a transfer that will not come: it stays requested until it expires.
      neverArrives: status === 'expired' || status === 'requested',
      nextStepAt: status === 'requested' ? at + 7 * DAY_MS : null,
    });
    if (creditedAt) this.entry(currency, 'top-up', amount, at + 3 * HOUR, 'top-up', id);
  }

  transfer(
    currency: string,
    amount: number,
    at: number,
    status: Transfer['status'],
    by: Actor,
    options: { approvalLimit?: number | null; description?: string } = {},
  ) {
    const id = this.id('trf');
    const { method, holderName } = destinationOf(this.random);
    const approvalLimit = options.approvalLimit ?? null;
    const approvalRequired = approvalLimit === null || amount > approvalLimit;
    const history: Transfer['statusHistory'] = [{ status: 'requested', at: iso(at), by, reason: null }];
    const step = (ms: number, next: Transfer['status'], who: Actor | null = null, reason: string | null = null) =>
      history.push({ status: next, at: iso(at + ms), by: who, reason });
    if (status === 'awaiting-approval') step(0, 'awaiting-approval');
    else {
      if (approvalRequired) step(0, 'awaiting-approval');
      step(approvalRequired ? HOUR : 0, 'approved', approvalRequired ? ADA : null);
      if (status === 'paid' || status === 'failed') step(2 * HOUR, 'in-transit');
      if (status === 'paid') step(5 * HOUR, 'paid');
      if (status === 'failed') step(5 * HOUR, 'failed', null, 'The card issuer declined the transfer');
    }
    const row: Transfer = {
      id,
      organizationId: this.holderId,
      currency,
      amount,
      description: options.description ?? null,
      payoutMethodId: method.id,
      method,
      holderName,
      failsAtBank: false,
      status,
      approvalRequired,
      approvalLimit,
      requestedBy: by.userId,
      requestReference: null,
      statusHistory: history,
      createdAt: iso(at),
      nextStepAt: null,
      transferType: 'transfer',
      parentId: null,
      reversalId: null,
    };
    this.seed.transfers.push(row);
    this.entry(currency, 'transfer', -amount, at, 'transfer', id);
    if (status === 'failed') this.entry(currency, 'transfer-reversal', amount, at + 5 * HOUR, 'transfer', id);
    return row;
  }

  /** A reversal (or a transferback: the recipient's bank sent it back) of a paid transfer, `ms` after it. */
  giveBack(transfer: Transfer, type: 'transfer-reversal' | 'transferback', ms: number, by: Actor | null) {
    const id = this.id('trf');
    const at = Date.parse(transfer.createdAt) + ms;
    const reason = type === 'transferback' ? 'The recipient’s bank sent the money back' : null;
    this.seed.transfers.push({
      ...transfer,
      id,
      transferType: type,
      parentId: transfer.id,
      description: null,
      approvalRequired: false,
      requestedBy: by?.userId ?? transfer.requestedBy,
      statusHistory: [
        { status: 'requested', at: iso(at), by, reason },
        { status: 'paid', at: iso(at), by: null, reason: null },
      ],
      status: 'paid',
      createdAt: iso(at),
    });
    if (type === 'transfer-reversal') transfer.reversalId = id;
    this.entry(transfer.currency, type, transfer.amount, at, 'transfer', id);
  }
}

function northwind(dayStart: number): WalletSeed {
  const w = new WalletWriter('res_org_northwind', createRandom(3401), 'nw');
  const limit = (currency: string) => northwindApprovalLimits[currency] ?? null;
  w.topUp('EUR', 5_000_000, dayStart - 75 * DAY_MS, 'credited', FIONA);
  w.topUp('USD', 1_500_000, dayStart - 74 * DAY_MS, 'credited', FIONA);
  w.topUp('GBP', 800_000, dayStart - 73 * DAY_MS, 'credited', ADA);
  w.topUp('EUR', 2_000_000, dayStart - 30 * DAY_MS, 'credited', FIONA);
  w.topUp('EUR', 300_000, dayStart - 20 * DAY_MS, 'expired', FIONA);
  w.topUp('USD', 250_000, dayStart - 12 * DAY_MS, 'cancelled', FIONA);
  for (let i = 0; i < 36; i += 1) {
    const currency = w.random.weighted([
      ['EUR', 6],
      ['USD', 2],
      ['GBP', 1],
    ] as const);
    const at = dayStart - (60 - i * 1.6) * DAY_MS + w.random.int(8, 18) * HOUR;
    const status = i === 9 || i === 22 ? 'failed' : 'paid';
    const transfer = w.transfer(currency, w.random.int(25, 950) * 100, at, status, i % 3 ? FIONA : ADA, {
      approvalLimit: limit(currency),
      description: `Seller payout ${i + 1}`,
    });
    if (i === 14) w.giveBack(transfer, 'transfer-reversal', 2 * DAY_MS, ADA);
    if (i === 5 || i === 27) w.giveBack(transfer, 'transferback', 4 * DAY_MS, null);
  }
  w.transfer('USD', 150_000, dayStart - 3 * HOUR, 'awaiting-approval', FIONA, { approvalLimit: limit('USD'), description: 'Quarterly seller bonus' });
  w.topUp('EUR', 500_000, dayStart - 2 * HOUR, 'requested', FIONA);
  return w.seed;
}

function solo(dayStart: number): WalletSeed {
  const w = new WalletWriter('res_prj_solo', createRandom(3402), 'solo');
  w.topUp('EUR', 600_000, dayStart - 40 * DAY_MS, 'credited', ADA);
  for (let i = 0; i < 8; i += 1) w.transfer('EUR', w.random.int(20, 300) * 100, dayStart - (35 - i * 4) * DAY_MS, 'paid', ADA, { approvalLimit: 100_000 });
  return w.seed;
}

/** 10,000 transfers over a year, funded by a top-up a month (plus the opening one that covers them). */
function enterprise(dayStart: number): WalletSeed {
  const w = new WalletWriter(ENTERPRISE_WALLET, createRandom(3403), 'ent');
  const start = dayStart - 365 * DAY_MS;
  w.topUp('EUR', 150_000_000, start - DAY_MS, 'credited', EVE);
  for (let month = 1; month <= 12; month += 1) w.topUp('EUR', 5_000_000, start + month * 30 * DAY_MS, 'credited', EVE);
  const step = (365 * DAY_MS) / ENTERPRISE_TRANSFERS;
  for (let i = 0; i < ENTERPRISE_TRANSFERS; i += 1) {
    w.transfer('EUR', w.random.int(10, 500) * 100, start + i * step, i % 97 === 0 ? 'failed' : 'paid', EVE, { approvalLimit: 10_000_000 });
  }
  return w.seed;
}

export function buildWalletSeed(dayStart: number): WalletSeed {
  const parts = [northwind(dayStart), solo(dayStart), enterprise(dayStart)];
  return {
    ledger: parts.flatMap((part) => part.ledger),
    transfers: parts.flatMap((part) => part.transfers),
    topUps: parts.flatMap((part) => part.topUps),
  };
}
