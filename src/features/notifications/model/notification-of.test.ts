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
