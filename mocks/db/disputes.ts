/**
 * Disputes (docs/api/disputes.md): one per seeded `chargeback` or `rapid-dispute` transaction of
 * every workspace (235 on Northwind Shop), deterministic, dated relative to today's UTC midnight
 * like the transactions.
 *
 * Per project, newest first: the newest 14 % are open (`new`, `action-required`,
 * `merchant-action-required`) with deadlines ahead — every third within 48 hours of now; the next
 * 6 % are `pending` (evidence submitted, decided in 1–15 days); the rest are closed (`won` when
 * the payment has a chargeback-refund, else `lost`, `won`, `confirmed` or `ignored`), their
 * deadlines past.
 */
import { disputeReasonCodes, type DisputeScheme, type DisputeStatus, type EvidenceKind } from '@/lib/contract/disputes';
import { createRandom, fnv1a, type Random } from './random';
import type { Transaction } from './schema';
import { SEED, startOfUtcDay } from './seed';

export interface EvidenceFile {
  id: string;
  name: string;
  /** Bytes. The sandbox keeps what was offered, not the content. */
  size: number;
  kind: EvidenceKind;
  uploadedAt: string;
}

export interface Dispute {
  id: string;
  projectId: string;
  /** The disputed payment. */
  transactionId: string;
  /** The chargeback (or rapid-dispute) transaction that opened it. */
  chargebackId: string | null;
  customer: { name: string; email: string };
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  scheme: DisputeScheme;
  reasonCode: string;
  status: DisputeStatus;
  openedAt: string;
  deadlineAt: string;
  /** `pending`: when the scheme decides (the sandbox clock then makes it `won` or `lost`). */
  decisionAt: string | null;
  decidedAt: string | null;
  statusHistory: { status: DisputeStatus; at: string }[];
  evidence: { files: EvidenceFile[]; rebuttal: string | null; submittedAt: string | null };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Days the merchant has to answer, by scheme (closed disputes' deadlines follow it). */
export const responseDays: Readonly<Record<DisputeScheme, number>> = { visa: 30, mastercard: 45 };

export const codesOf = (scheme: DisputeScheme) => disputeReasonCodes.filter((entry) => entry.scheme === scheme).map((entry) => entry.code);

const fileNames: Readonly<Record<EvidenceKind, string>> = {
  'proof-of-delivery': 'delivery-confirmation.pdf',
  'tracking-number': 'tracking.pdf',
  'customer-communication': 'customer-emails.pdf',
  'cancellation-policy': 'cancellation-policy.pdf',
  'refund-policy': 'refund-policy.pdf',
  receipt: 'receipt.pdf',
  'authorization-record': 'authorization-log.pdf',
  'avs-cvv-match': 'avs-cvv-result.png',
  'device-and-ip': 'device-fingerprint.png',
  'service-documentation': 'service-log.pdf',
  'duplicate-explanation': 'duplicate-explanation.pdf',
  other: 'notes.pdf',
};
const kinds = Object.keys(fileNames) as EvidenceKind[];
const rebuttals = [
  'The order was delivered to the billing address and signed for by the cardholder.',
  'The customer used the service for three months after the disputed payment.',
  'The payment was authorized with 3-D Secure; the device matches earlier orders.',
  'A refund was offered in line with our policy, the customer did not return the goods.',
];

/** The dispute's scheme: the card's, when Visa or Mastercard (Maestro counts as Mastercard); else one picked by id. */
export function schemeOf(t: Transaction): DisputeScheme {
  const brand = t.card?.brand;
  if (brand === 'visa') return 'visa';
  if (brand === 'mastercard' || brand === 'maestro') return 'mastercard';
  return fnv1a(t.id) % 2 === 0 ? 'visa' : 'mastercard';
}

const iso = (ms: number) => new Date(ms).toISOString();

function files(random: Random, disputeId: string, count: number, at: number): EvidenceFile[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = random.pick(kinds);
    return { id: `evf_${disputeId.slice(4)}_${i + 1}`, name: fileNames[kind], size: random.int(8_000, 6_000_000), kind, uploadedAt: iso(at + i * MINUTE) };
  });
}

const openCycle: DisputeStatus[] = ['new', 'action-required', 'merchant-action-required', 'action-required', 'new'];
const chargebackSequels: ReadonlySet<string> = new Set(['chargeback-refund', 'second-chargeback', 'second-chargeback-refund', 'second-chargeback-capture']);
const closedWeights: [DisputeStatus, number][] = [
  ['lost', 40],
  ['won', 25],
  ['confirmed', 20],
  ['ignored', 15],
];

/**
 * Every seeded dispute, from the chargebacks among `transactions` (the seeded ones; the order of
 * `transactions` does not matter). Deterministic for a given day.
 */
export function seedDisputes(transactions: readonly Transaction[], now = Date.now()): Dispute[] {
  const dayStart = startOfUtcDay(now);
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const refundedBack = new Set(transactions.filter((t) => t.type === 'chargeback-refund' && t.parentId).map((t) => t.parentId!));
  // Payments whose chargeback already had its sequel (money given back, a second chargeback): their dispute is closed.
  const followedUp = new Set(transactions.filter((t) => t.parentId && chargebackSequels.has(t.type)).map((t) => t.parentId!));
  const chargebacks = transactions
    .filter((t) => (t.type === 'chargeback' || t.type === 'rapid-dispute') && t.parentId && byId.has(t.parentId))
    .sort((a, b) => (a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : a.id < b.id ? -1 : 1));
  const byProject = new Map<string, Transaction[]>();
  for (const t of chargebacks) byProject.set(t.projectId, [...(byProject.get(t.projectId) ?? []), t]);

  const disputes: Dispute[] = [];
  for (const [projectId, all] of [...byProject].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // The open and pending disputes are the latest chargebacks that had no sequel yet.
    const rows = [...all.filter((t) => !followedUp.has(t.parentId!)), ...all.filter((t) => followedUp.has(t.parentId!))];
    const random = createRandom(SEED + 11 + (fnv1a(projectId) % 1000));
    const openCount = Math.max(6, Math.round(rows.length * 0.14));
    const pendingCount = Math.max(3, Math.round(rows.length * 0.06));
    rows.forEach((chargeback, index) => {
      const payment = byId.get(chargeback.parentId!)!;
      const id = `dsp_${chargeback.id.slice(4)}`;
      const scheme = schemeOf(payment);
      const opened = Date.parse(chargeback.createdAt);
      const before = (ms: number) => Math.min(ms, dayStart - MINUTE);
      const history: Dispute['statusHistory'] = [{ status: 'new', at: iso(opened) }];
      const evidence: Dispute['evidence'] = { files: [], rebuttal: null, submittedAt: null };
      const state: { status: DisputeStatus } = { status: 'new' };
      let deadline = opened + responseDays[scheme] * DAY;
      let decisionAt: string | null = null;
      let decidedAt: string | null = null;
      const step = (next: DisputeStatus, at: number) => {
        history.push({ status: next, at: iso(before(at)) });
        state.status = next;
      };
      if (index < openCount) {
        // Open: the deadline ahead of now; every third within 48 hours (24–46 h after today's midnight).
        deadline = index % 3 === 0 ? dayStart + (25 + ((index * 7) % 22)) * HOUR : dayStart + (2 + ((index * 5) % 19)) * DAY + ((index * 3) % 24) * HOUR;
        const target = openCycle[index % openCycle.length];
        if (target !== 'new') step('action-required', opened + HOUR);
        if (target === 'merchant-action-required') step('merchant-action-required', opened + 2 * DAY);
        if (target !== 'new' && random.next() < 0.5) evidence.files = files(random, id, random.int(1, 2), before(opened + 3 * HOUR));
        if (target === 'merchant-action-required') evidence.rebuttal = random.pick(rebuttals);
      } else if (index < openCount + pendingCount) {
        step('action-required', opened + HOUR);
        evidence.files = files(random, id, random.int(1, 3), before(opened + DAY));
        evidence.rebuttal = random.pick(rebuttals);
        const submitted = before(opened + 2 * DAY);
        evidence.submittedAt = iso(submitted);
        step('pending', submitted);
        decisionAt = iso(dayStart + random.int(1, 15) * DAY + random.int(0, 23) * HOUR);
      } else {
        const outcome = refundedBack.has(payment.id) ? 'won' : random.weighted(closedWeights);
        if (outcome === 'won' || outcome === 'lost') {
          step('action-required', opened + HOUR);
          evidence.files = files(random, id, random.int(1, 3), before(opened + DAY));
          evidence.rebuttal = random.pick(rebuttals);
          const submitted = before(opened + random.int(2, 20) * DAY);
          evidence.submittedAt = iso(submitted);
          step('pending', submitted);
          const decided = before(submitted + random.int(10, 40) * DAY);
          decidedAt = iso(decided);
          step(outcome, decided);
        } else if (outcome === 'confirmed') {
          const accepted = before(opened + random.int(1, 10) * DAY);
          decidedAt = iso(accepted);
          step('confirmed', accepted);
        } else {
          decidedAt = iso(before(deadline));
          step('ignored', deadline);
        }
      }
      const codes = codesOf(scheme);
      disputes.push({
        id,
        projectId,
        transactionId: payment.id,
        chargebackId: chargeback.id,
        customer: { ...payment.customer },
        amount: chargeback.amount,
        currency: chargeback.currency,
        scheme,
        reasonCode: codes[fnv1a(`${id}:reason`) % codes.length],
        status: state.status,
        openedAt: iso(opened),
        deadlineAt: iso(deadline),
        decisionAt,
        decidedAt,
        statusHistory: history,
        evidence,
      });
    });
  }
  return disputes;
}
