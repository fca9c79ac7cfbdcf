/**
 * The audit trail's table (docs/api/audit.md): one entry per applied mutating action, written by the
 * action layer (mocks/actions/audit-trail.ts), and a seed of what seeded users did in the last weeks.
 */
import type { Dispute } from './disputes';
import { seedPaymentLinks } from './payment-links';
import type { Payout } from './payouts';
import type { Report } from './reports';
import type { Transaction } from './schema';
import { startOfUtcDay } from './seed';

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: string;
  /** ISO, sandbox clock. */
  at: string;
  action: string;
  actor: { id: string; name: string; email: string };
  session: { id: string; userAgent: string | null; ip: string | null };
  object: { type: string; id: string };
  /** The workspace (organization or project) the object belongs to, named as it was then. */
  resource: { id: string; name: string } | null;
  /**
   * A security event about a user's own account (a sign-in, their 2FA): every workspace the user
   * belonged to then, outermost first (`resource` is the first). Listed in each of them; absent on
   * every other entry, which is listed in `resource` only.
   */
  workspaces?: { id: string; name: string }[];
  changes: AuditChange[];
  /** Made by the provider's staff (docs/api/staff.md): merchants read "the provider", never the staff member or their device. */
  byProvider?: boolean;
  /** The call's reference: a reference already in the trail for this actor is never written again. */
  requestReference: string | null;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

const NW = { id: 'res_org_northwind', name: 'Northwind Group' };
const SHOP = { id: 'res_prj_northwind_shop', name: 'Northwind Shop' };
const NW_SANDBOX = { id: 'res_prj_northwind_sandbox', name: 'Northwind Sandbox' };
const SOLO = { id: 'res_prj_solo', name: 'Solo Store' };
const workspaces: Record<string, { id: string; name: string }> = Object.fromEntries([NW, SHOP, NW_SANDBOX, SOLO].map((w) => [w.id, w]));

/** Seeded people and the devices they worked from (the admin's are the seeded sessions). */
const people = {
  admin: { id: 'usr_admin', name: 'Ada Admin', email: 'admin@sandbox.test' },
  owner: { id: 'usr_owner', name: 'Olga Owner', email: 'owner@sandbox.test' },
  finance: { id: 'usr_finance', name: 'Fiona Finance', email: 'finance@sandbox.test' },
  disputes: { id: 'usr_disputes', name: 'Dana Disputes', email: 'disputes@sandbox.test' },
  twofa: { id: 'usr_twofa', name: 'Tomas Twofa', email: 'twofa@sandbox.test' },
} as const;
type Person = keyof typeof people;

const devices: Record<Person, AuditEntry['session']> = {
  admin: { id: 'tok_seed_admin_laptop', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) Firefox/121.0', ip: '203.0.113.24' },
  owner: { id: 'tok_seed_owner_desktop', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36', ip: '192.0.2.61' },
  finance: { id: 'tok_seed_finance_laptop', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0', ip: '198.51.100.42' },
  disputes: { id: 'tok_seed_disputes_laptop', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) Safari/605.1.15', ip: '203.0.113.88' },
  twofa: { id: 'tok_seed_twofa_laptop', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Edg/120.0.0.0', ip: '192.0.2.77' },
};
const adminPhone: AuditEntry['session'] = {
  id: 'tok_seed_admin_phone',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Safari/604.1',
  ip: '198.51.100.7',
};

/** The changes of a created object: every field, before null. */
const created = (fields: Record<string, unknown>): AuditChange[] =>
  Object.entries(fields)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([field, after]) => ({ field, before: null, after }));

const changed = (fields: Record<string, [unknown, unknown]>): AuditChange[] =>
  Object.entries(fields).map(([field, [before, after]]) => ({ field, before, after }));

export interface AuditSeedSources {
  transactions: readonly Transaction[];
  disputes: readonly Dispute[];
  reports: readonly Report[];
  payouts: readonly Payout[];
}

/**
 * About forty entries by seeded users over the last two weeks (and the four-eyes approval of a
 * payout three weeks ago), on Northwind Group, its projects and Solo Store, with the values the
 * seeded rows really have: the refunds, captures, links, dispute, reports and payouts are there.
 * Dates are relative to today's UTC midnight, like every seed.
 */
export function seedAuditEntries(sources: AuditSeedSources, now = Date.now()): AuditEntry[] {
  const dayStart = startOfUtcDay(now);
  const since = dayStart - 14 * DAY;
  const entries: Omit<AuditEntry, 'id'>[] = [];
  const add = (
    at: number | string,
    who: Person,
    action: string,
    object: AuditEntry['object'],
    resourceId: string,
    changes: AuditChange[],
    session = devices[who],
  ) => {
    entries.push({
      at: typeof at === 'string' ? at : new Date(at).toISOString(),
      action,
      actor: { ...people[who] },
      session: { ...session },
      object,
      resource: workspaces[resourceId] ?? null,
      changes,
      requestReference: null,
    });
  };
  const recent = (iso: string) => Date.parse(iso) >= since && Date.parse(iso) < dayStart;

  // Refunds and captures: the latest seeded ones of the shop, each the only one on its payment. Read
  // from what never changes (seeded child rows, amounts), so a payment refunded since reads the same.
  const seededChild = (t: Transaction) => t.parentId !== undefined && t.id.startsWith(`${t.parentId}_`);
  const byParent = new Map<string, Transaction[]>();
  for (const t of sources.transactions) if (seededChild(t)) byParent.set(t.parentId!, [...(byParent.get(t.parentId!) ?? []), t]);
  const parents = new Map(sources.transactions.filter((t) => byParent.has(t.id)).map((t) => [t.id, t]));
  const latest = (type: string, limit: number) =>
    sources.transactions
      .filter(
        (t) =>
          t.type === type &&
          t.status === 'successful' &&
          seededChild(t) &&
          recent(t.createdAt) &&
          (t.projectId === SHOP.id || t.parentId === 'trx_demo_refunded') &&
          byParent.get(t.parentId!)!.filter((other) => other.type === type).length === 1,
      )
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1))
      .slice(0, limit);
  latest('refund', 6).forEach((refund, index) => {
    const payment = parents.get(refund.parentId!)!;
    add(
      refund.createdAt,
      index % 2 ? 'admin' : 'finance',
      'transactions/refund',
      { type: 'transactions', id: payment.id },
      payment.projectId,
      changed({
        status: ['successful', refund.amount === payment.amount ? 'refunded' : 'partially-refunded'],
        refundedAmount: [0, refund.amount],
        refundable: [payment.amount, payment.amount - refund.amount],
      }),
    );
  });
  for (const capture of latest('charge-capture', 3)) {
    const authorization = parents.get(capture.parentId!)!;
    add(
      capture.createdAt,
      'admin',
      'transactions/capture',
      { type: 'transactions', id: authorization.id },
      authorization.projectId,
      changed({
        status: ['authorized', capture.amount === authorization.amount ? 'paid' : 'partially-paid'],
        capturedAmount: [0, capture.amount],
        capturable: [authorization.amount, authorization.amount - capture.amount],
      }),
    );
  }

  // Payment links: created, and the tea set deactivated.
  for (const link of seedPaymentLinks(now).filter((l) => recent(l.createdAt))) {
    add(
      link.createdAt,
      'admin',
      'payment-links/create',
      { type: 'payment-links', id: link.id },
      link.projectId,
      created({
        amount: link.amount,
        currency: link.currency,
        description: link.description,
        status: 'active',
        expiresAt: link.expiresAt,
        reminderDays: link.reminderDays,
        createdAt: link.createdAt,
      }),
    );
    if (link.status === 'deactivated' && link.closedAt) {
      add(
        link.closedAt,
        'admin',
        'payment-links/deactivate',
        { type: 'payment-links', id: link.id },
        link.projectId,
        changed({ status: ['active', 'deactivated'] }),
      );
    }
  }

  // A dispute answered with evidence: the latest submitted one.
  const answered = sources.disputes
    .filter((d) => d.evidence.submittedAt && recent(d.evidence.submittedAt))
    .sort((a, b) => (a.evidence.submittedAt! < b.evidence.submittedAt! ? 1 : a.id < b.id ? -1 : 1))[0];
  if (answered) {
    const at = Date.parse(answered.evidence.submittedAt!);
    const submitted = answered.statusHistory.findIndex((step) => step.status === 'pending');
    const previous = answered.statusHistory[submitted - 1]?.status ?? 'action-required';
    if (answered.evidence.rebuttal) {
      add(
        at - 20 * MINUTE,
        'disputes',
        'disputes/saveRebuttal',
        { type: 'disputes', id: answered.id },
        answered.projectId,
        changed({
          evidence: [
            { files: answered.evidence.files.length, rebuttal: null },
            { files: answered.evidence.files.length, rebuttal: answered.evidence.rebuttal },
          ],
        }),
      );
    }
    add(
      at,
      'disputes',
      'disputes/submitEvidence',
      { type: 'disputes', id: answered.id },
      answered.projectId,
      changed({
        status: [previous, 'pending'],
        respondable: [true, false],
        submittedAt: [null, answered.evidence.submittedAt],
      }),
    );
  }

  // Reports asked for.
  for (const report of sources.reports.filter((r) => r.id.startsWith('rep_seed_') && recent(r.createdAt))) {
    add(
      report.createdAt,
      report.resourceId === SOLO.id ? 'admin' : 'finance',
      'reports/request',
      { type: 'reports', id: report.id },
      report.resourceId,
      created({
        kind: report.kind,
        level: report.level,
        format: report.format,
        period: report.period,
        status: 'queued',
        fileName: report.fileName,
        createdAt: report.createdAt,
      }),
      report.resourceId === SOLO.id ? adminPhone : undefined,
    );
  }

  // Payouts of Northwind Group: requested, approved by a second person, cancelled.
  const personOf = (userId: string | undefined): Person => (Object.keys(people) as Person[]).find((p) => people[p].id === userId) ?? 'admin';
  for (const payout of sources.payouts.filter((p) => p.id.startsWith('po_seed_'))) {
    const requested = payout.statusHistory[0];
    const first = payout.statusHistory[1]?.status ?? payout.status;
    const approval = payout.statusHistory.find((step) => step.status === 'approved' && step.by);
    // A second person's approval is rarer: the latest one is three weeks old.
    if (Date.parse(requested.at) < dayStart - (approval ? 21 : 14) * DAY) continue;
    add(
      requested.at,
      personOf(requested.by?.userId),
      'payouts/create',
      { type: 'payouts', id: payout.id },
      NW.id,
      created({
        amount: payout.amount,
        currency: payout.currency,
        description: payout.description,
        status: first,
        method: payout.method.masked,
        approvalRequired: payout.approvalRequired,
        createdAt: payout.createdAt,
      }),
    );
    if (approval) {
      add(
        approval.at,
        personOf(approval.by?.userId),
        'payouts/approve',
        { type: 'payouts', id: payout.id },
        NW.id,
        changed({ status: ['awaiting-approval', 'approved'] }),
      );
    }
    const cancelled = payout.statusHistory.find((step) => step.status === 'cancelled' && step.by);
    if (cancelled) {
      add(
        cancelled.at,
        personOf(cancelled.by?.userId),
        'payouts/cancel',
        { type: 'payouts', id: payout.id },
        NW.id,
        changed({ status: ['approved', 'cancelled'] }),
      );
    }
  }

  // The team: a role change, an invitation sent and revoked, a lost phone's token deleted.
  add(
    dayStart - 6 * DAY + 10 * HOUR,
    'admin',
    'team/changeRole',
    { type: 'team-members', id: 'usr_finance' },
    NW.id,
    changed({ role: ['support', 'finance'] }),
  );
  add(
    dayStart - 7 * DAY + 15 * HOUR,
    'owner',
    'team/invite',
    { type: 'team-members', id: 'inv_seed_lena' },
    NW.id,
    created({
      email: 'lena.lang@example.com',
      status: 'invite-sent',
      role: 'finance',
    }),
  );
  add(dayStart - 3 * DAY + 11 * HOUR, 'owner', 'team/revokeInvitation', { type: 'team-members', id: 'inv_seed_lena' }, NW.id, [
    { field: 'email', before: 'lena.lang@example.com', after: null },
    { field: 'status', before: 'invite-sent', after: null },
    { field: 'role', before: 'finance', after: null },
  ]);
  add(dayStart - 4 * DAY + 8 * HOUR, 'admin', 'identities/deleteAccessToken', { type: 'access-tokens', id: 'tok_seed_admin_tablet' }, NW.id, [
    { field: 'userAgent', before: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) Safari/604.1', after: null },
    { field: 'ip', before: '192.0.2.140', after: null },
    { field: 'lastUsedAt', before: new Date(dayStart - 24 * DAY + 18 * HOUR).toISOString(), after: null },
  ]);
  add(
    dayStart - 13 * DAY + 9 * HOUR,
    'admin',
    'team/changeRole',
    { type: 'team-members', id: 'usr_multi' },
    SOLO.id,
    changed({ role: ['support', 'developer'] }),
  );

  // The security log's sign-ins (docs/api/audit.md *Sign-ins*): listed in every workspace of the user.
  const memberOf: Partial<Record<Person, (typeof NW)[]>> = { admin: [NW, SOLO], owner: [NW], finance: [NW], twofa: [NW] };
  const account = (at: number, who: Person, action: string, object: AuditEntry['object'], changes: AuditChange[], session: AuditEntry['session']) => {
    const places = memberOf[who] ?? [];
    entries.push({
      at: new Date(at).toISOString(),
      action,
      actor: { ...people[who] },
      session: { ...session },
      object,
      resource: places[0] ?? null,
      workspaces: places.map((place) => ({ ...place })),
      changes,
      requestReference: null,
    });
  };
  const signIn = (at: number, who: Person, session = devices[who]) =>
    account(
      at,
      who,
      'auth/signIn',
      { type: 'access-tokens', id: session.id },
      created({ createdAt: new Date(at).toISOString(), userAgent: session.userAgent, ip: session.ip }),
      session,
    );
  const failed = (at: number, who: Person, reason: string, from: Omit<AuditEntry['session'], 'id'>) =>
    account(at, who, 'auth/signInFailed', { type: 'users', id: people[who].id }, [{ field: 'reason', before: null, after: reason }], {
      id: 'sign-in',
      ...from,
    });
  // Someone guessing Fiona's password from an unknown computer, then Fiona herself.
  const stranger = { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/119.0.0.0 Safari/537.36', ip: '203.0.113.200' };
  for (const minute of [41, 42, 44]) failed(dayStart - 2 * DAY + 9 * HOUR + minute * MINUTE, 'finance', 'invalid-credentials', stranger);
  signIn(dayStart - 2 * DAY + 10 * HOUR, 'finance');
  signIn(dayStart - DAY + 8 * HOUR, 'admin');
  signIn(dayStart - 5 * DAY + 19 * HOUR, 'admin', adminPhone);
  signIn(dayStart - 3 * DAY + 14 * HOUR, 'owner');
  // A mistyped 2FA code, then the right one.
  failed(dayStart - 6 * DAY + 8 * HOUR + 58 * MINUTE, 'twofa', 'invalid-2fa-code', devices.twofa);
  signIn(dayStart - 6 * DAY + 9 * HOUR, 'twofa');

  return entries
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .map((entry, index) => ({ id: `aud_seed_${String(index + 1).padStart(3, '0')}`, ...entry }));
}
