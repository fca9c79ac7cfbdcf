import { notificationOf, type ResourceUpdate } from './notification-of';

const context = { now: '2026-03-01T10:00:00.000Z', fallbackResourceId: 'res_selected' };
const of = (update: ResourceUpdate) => notificationOf(update, context);
const SHOP = 'res_prj_northwind_shop';

const refund = (status: string) => ({
  type: 'transactions',
  id: 'tx_rf_1',
  resourceId: SHOP,
  attributes: { type: 'refund', status, amount: 1250, currency: 'EUR' },
});
const dispute = (status: string, more: Record<string, unknown> = {}) => ({
  type: 'disputes',
  id: 'dsp_1',
  resourceId: SHOP,
  attributes: {
    status,
    amount: 5000,
    currency: 'USD',
    statusHistory: [{ status: 'new', at: context.now }],
    evidence: { files: [], rebuttal: null, submittedAt: null },
    ...more,
  },
});

describe('notificationOf: which pushes are news', () => {
  it('a refund reaching a final status, not one still pending nor a payment', () => {
    expect(of(refund('successful'))).toEqual({
      id: 'refunds:tx_rf_1:succeeded',
      kind: 'refunds',
      resourceId: SHOP,
      permission: 'transactions.read.2479032559',
      link: '/transactions/tx_rf_1',
      titleKey: 'refunds.succeeded',
      params: { amount: 1250, currency: 'EUR' },
      createdAt: context.now,
      read: false,
    });
    expect(of(refund('failed'))).toMatchObject({ id: 'refunds:tx_rf_1:failed', titleKey: 'refunds.failed' });
    expect(of(refund('pending'))).toBeNull();
    expect(of({ ...refund('successful'), attributes: { type: 'charge', status: 'successful' } })).toBeNull();
  });

  it('a dispute just opened, and one decided: won, lost or accepted', () => {
    expect(of(dispute('new'))).toMatchObject({
      id: 'disputes:dsp_1:opened',
      kind: 'disputes',
      permission: 'read-only',
      link: '/disputes/dsp_1',
      titleKey: 'disputes.opened',
      params: { amount: 5000, currency: 'USD' },
    });
    expect(of(dispute('won'))).toMatchObject({ id: 'disputes:dsp_1:won', titleKey: 'disputes.won' });
    expect(of(dispute('lost'))).toMatchObject({ id: 'disputes:dsp_1:lost' });
    expect(of(dispute('confirmed'))).toMatchObject({ id: 'disputes:dsp_1:accepted', titleKey: 'disputes.accepted' });
    // Evidence added to a new dispute is pushed with status new too: no "opened" again.
    expect(of(dispute('new', { evidence: { files: [{ id: 'evf_1' }], rebuttal: null, submittedAt: null } }))).toBeNull();
    expect(of(dispute('action-required'))).toBeNull();
    expect(of(dispute('pending'))).toBeNull();
  });

  it('a report ready or failed, seen with the read permission of its kind', () => {
    const report = (status: string, kind = 'settled-transactions') => ({ type: 'reports', id: 'rep_1', resourceId: 'res_org', attributes: { status, kind } });
    expect(of(report('ready'))).toEqual(
      expect.objectContaining({
        id: 'reports:rep_1:ready',
        kind: 'reports',
        resourceId: 'res_org',
        permission: 'reports.settled-transactions.read',
        link: '/reports/rep_1',
        titleKey: 'reports.ready',
        params: {},
      }),
    );
    expect(of(report('failed', 'processing-transactions'))).toMatchObject({ id: 'reports:rep_1:failed', permission: 'reports.processing-transactions.read' });
    expect(of(report('generating'))).toBeNull();
    expect(of(report('ready', 'made-up'))).toBeNull();
  });

  it('a payout paid or failed', () => {
    const payout = (status: string) => ({ type: 'payouts', id: 'po_1', resourceId: 'res_org', attributes: { status, amount: 100_000, currency: 'EUR' } });
    expect(of(payout('paid'))).toMatchObject({
      id: 'payouts:po_1:paid',
      kind: 'payouts',
      permission: 'wallet-payout.requests.read',
      link: '/payouts/po_1',
      params: { amount: 100_000, currency: 'EUR' },
    });
    expect(of(payout('failed'))).toMatchObject({ id: 'payouts:po_1:failed' });
    expect(of(payout('in-transit'))).toBeNull();
  });

  it("a support reply links to its topic; the merchant's own message is no news", () => {
    const message = (author: string) => ({ type: 'messages', id: 'msg_9', resourceId: SHOP, attributes: { topicId: 'top_3', author } });
    expect(of(message('support'))).toMatchObject({
      id: 'mailbox:msg_9:reply',
      kind: 'mailbox',
      link: '/mailbox/top_3',
      permission: { allOf: ['topics.read', 'messages.read.1315667214'] },
      titleKey: 'mailbox.reply',
    });
    expect(of(message('merchant'))).toBeNull();
  });

  it('files an event without a workspace under the selected one; other resources make nothing', () => {
    const { resourceId: _omitted, ...withoutScope } = refund('successful');
    expect(of(withoutScope)?.resourceId).toBe('res_selected');
    expect(of({ type: 'api-keys', id: 'key_1', resourceId: SHOP })).toBeNull();
    expect(of({ type: 'reports', id: 'rep_1' })).toBeNull();
  });

  it('keeps no amount that is not integer minor units', () => {
    expect(of({ ...refund('successful'), attributes: { type: 'refund', status: 'successful', amount: 12.5, currency: 'EUR' } })?.params).toEqual({});
  });
});

describe('notificationOf: subscriptions (a first failed payment, a halt)', () => {
  const FAILED_AT = '2026-02-28T09:00:00.000Z';
  const dunning = (remindersSent: number, failedAt = FAILED_AT) => ({
    failedAt,
    invoiceId: 'inv_1',
    remindersSent,
    nextRetryAt: null,
    haltsAt: null,
  });
  // As the sandbox pushes it: the answer's attributes (without notes), names and all.
  const subscription = (status: string, more: Record<string, unknown> = {}) => ({
    type: 'subscriptions',
    id: 'sub_1',
    resourceId: SHOP,
    attributes: {
      status,
      currency: 'EUR',
      amount: 2900,
      customerName: 'Bob Declined',
      customerEmail: 'bob.declined@example.com',
      planName: 'Pro',
      dunning: null,
      ...more,
    },
  });

  it("a renewal's first failure: to those who act on subscriptions, linking to it, with the amount", () => {
    expect(of(subscription('past-due', { dunning: dunning(0) }))).toEqual({
      id: `subscriptions:sub_1:failed:${FAILED_AT}`,
      kind: 'subscriptions',
      resourceId: SHOP,
      permission: 'subscriptions.write',
      link: '/subscriptions/sub_1',
      titleKey: 'subscriptions.failed',
      params: { amount: 2900, currency: 'EUR' },
      createdAt: context.now,
      read: false,
    });
  });

  it('the same push twice is one entry; the reminders of the same episode make nothing new', () => {
    const first = of(subscription('past-due', { dunning: dunning(0) }));
    expect(of(subscription('past-due', { dunning: dunning(0) }))?.id).toBe(first?.id);
    for (const sent of [1, 2, 3]) expect(of(subscription('past-due', { dunning: { ...dunning(sent), nextRetryAt: context.now } }))).toBeNull();
  });

  it('a later failure, after a recovery, is a new episode: a new entry', () => {
    const first = of(subscription('past-due', { dunning: dunning(0) }));
    expect(of(subscription('active'))).toBeNull();
    const again = of(subscription('past-due', { dunning: dunning(0, '2026-03-28T09:00:00.000Z') }));
    expect(again).toMatchObject({ id: 'subscriptions:sub_1:failed:2026-03-28T09:00:00.000Z', titleKey: 'subscriptions.failed' });
    expect(again?.id).not.toBe(first?.id);
    // The same instant written otherwise is the same episode.
    expect(of(subscription('past-due', { dunning: dunning(0, '2026-02-28T10:00:00+01:00') }))?.id).toBe(first?.id);
  });

  it('a halt after the last reminder, named by its episode too', () => {
    expect(of(subscription('halted', { dunning: { ...dunning(3), haltsAt: context.now } }))).toEqual(
      expect.objectContaining({
        id: `subscriptions:sub_1:halted:${FAILED_AT}`,
        kind: 'subscriptions',
        permission: 'subscriptions.write',
        link: '/subscriptions/sub_1',
        titleKey: 'subscriptions.halted',
        params: { amount: 2900, currency: 'EUR' },
      }),
    );
    // A halted push that says no episode still makes its entry.
    expect(of(subscription('halted'))).toMatchObject({ id: 'subscriptions:sub_1:halted', titleKey: 'subscriptions.halted' });
  });

  it('other statuses make nothing, nor a past-due push without its dunning', () => {
    for (const status of ['trialling', 'active', 'paused', 'cancelled', 'expired']) expect(of(subscription(status)), status).toBeNull();
    expect(of(subscription('past-due'))).toBeNull();
    expect(of({ type: 'subscriptions', id: 'sub_1', resourceId: SHOP })).toBeNull();
  });

  it("stores no customer's name or e-mail, nor the plan's name: ids, the link, the key and the amount only", () => {
    for (const entry of [of(subscription('past-due', { dunning: dunning(0) })), of(subscription('halted', { dunning: dunning(3) }))]) {
      const stored = JSON.stringify(entry);
      expect(stored).not.toContain('Bob');
      expect(stored).not.toContain('bob.declined');
      expect(stored).not.toContain('Pro');
      expect(entry?.params).toEqual({ amount: 2900, currency: 'EUR' });
    }
  });

  it('encodes the id in the link', () => {
    expect(of({ ...subscription('halted'), id: 'sub/../x' })?.link).toBe('/subscriptions/sub%2F..%2Fx');
  });
});

describe('notificationOf: security notices (docs/api/sign-in-notices.md)', () => {
  const signIn = { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/121.0', ip: '203.0.113.24', place: 'Riga, Latvia', at: context.now };

  it("a sign-in from a new browser is the user's own: no workspace, no permission, its facts as plain text, the sessions as link", () => {
    expect(of({ type: 'sign-ins', id: 'sin_1', attributes: { newDevice: true, ...signIn } })).toEqual({
      id: 'security:sin_1:newDevice',
      kind: 'security',
      resourceId: null,
      permission: { allOf: [] },
      link: '/settings?tab=sessions',
      titleKey: 'security.newDevice',
      params: { userAgent: signIn.userAgent, ip: '203.0.113.24', place: 'Riga, Latvia' },
      createdAt: context.now,
      read: false,
    });
    // No place known, a user agent of any length: what is there, cut to a bound.
    const long = of({ type: 'sign-ins', id: 'sin_2', attributes: { newDevice: true, userAgent: 'x'.repeat(5000), ip: '127.0.0.1', place: null } });
    expect(long?.params).toEqual({ userAgent: 'x'.repeat(300), ip: '127.0.0.1' });
    expect(of({ type: 'sign-ins', id: 'sin_3', attributes: signIn })).toBeNull();
  });

  it("a member's report reaches admins in the workspace it was pushed for, linking to the member", () => {
    expect(of({ type: 'sign-in-reports', id: 'sin_1', resourceId: 'res_org_northwind', attributes: { userId: 'usr_finance', at: context.now } })).toMatchObject(
      {
        id: 'security:sin_1:signInReported',
        kind: 'security',
        resourceId: 'res_org_northwind',
        link: '/team/usr_finance',
        titleKey: 'security.signInReported',
        params: {},
      },
    );
    expect(of({ type: 'sign-in-reports', id: 'sin_1', attributes: {} })).toBeNull();
  });
});
