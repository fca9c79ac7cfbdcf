/**
 * A new dispute on a payment, as a card scheme would open one: the sandbox never opens disputes on
 * its own (they are seeded), so the notification centre's "dispute opened" is tried with this
 * (`sandboxControls.openDispute()`, `window.__sandbox.openDispute()` in the browser). Status `new`,
 * no evidence, the scheme's response time; pushed as `resource-updated` to those who read the
 * project's disputes. No chargeback transaction is booked (`chargebackId` null), so balances stay.
 */
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { disputeJson } from './actions/disputes';
import { nowIso, now } from './clock';
import { codesOf, responseDays, schemeOf, type Dispute } from './db/disputes';
import { newId } from './db/ids';
import { db } from './db/store';
import { pushResourceUpdated } from './pusher-hub';

const DAY = 86_400_000;

/** Opens a dispute on `paymentId`, or on the project's latest paid charge without one; returns it. */
export function openDispute({ projectId = 'res_prj_northwind_shop', paymentId }: { projectId?: string; paymentId?: string } = {}): Dispute {
  const disputed = new Set(db.disputes.all().map((d) => d.transactionId));
  const payment = paymentId
    ? db.transactions.get(paymentId)
    : db.transactions
        .filter((t) => t.projectId === projectId && t.type === 'charge' && t.status === 'successful' && !disputed.has(t.id))
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (!payment) throw new Error(`[sandbox] no payment to dispute${paymentId ? `: ${paymentId}` : ` in ${projectId}`}`);
  const scheme = schemeOf(payment);
  const openedAt = nowIso();
  const dispute = db.disputes.insert({
    id: newId('dsp'),
    projectId: payment.projectId,
    transactionId: payment.id,
    chargebackId: null,
    customer: { ...payment.customer },
    amount: payment.amount,
    currency: payment.currency,
    scheme,
    reasonCode: codesOf(scheme)[0],
    status: 'new',
    openedAt,
    deadlineAt: new Date(now() + responseDays[scheme] * DAY).toISOString(),
    decisionAt: null,
    decidedAt: null,
    statusHistory: [{ status: 'new', at: openedAt }],
    evidence: { files: [], rebuttal: null, submittedAt: null },
  });
  const { type, id, attributes } = disputeJson(dispute);
  pushResourceUpdated(dispute.projectId, { type, id, attributes }, { permission: DISPUTES_READ });
  return dispute;
}
