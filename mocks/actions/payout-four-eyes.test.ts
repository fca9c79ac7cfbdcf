/**
 * Four-eyes that splitting cannot avoid (issue 30, N5; docs/api/payouts.md, *Four-eyes approval*):
 * Northwind Group's EUR approval limit (EUR 1,000.00) applies to the sum of one requester's payouts
 * per currency over a rolling 24 h of the sandbox clock, and `balances/summary` tells the caller
 * what is left of it (`approvalLimitLeft`).
 */
import { APPROVAL_WINDOW_MS } from '@/lib/contract/payouts';
import { sandboxControls } from '../controls';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const PAYOUTS = { endpoint: 'payouts/actions' };

type PayoutAnswer = { id: string; attributes: { status: string; approvalRequired: boolean; approvalLimit: number | null } };

const payoutBody = (amount: number) => ({
  resourceId: GROUP,
  data: { type: 'payouts', attributes: { amount, currency: 'EUR' }, relationships: { payoutMethod: { data: { type: 'payout-methods', id: 'pm_nw_eur' } } } },
});

/** A signed-in user (in their step-up window: payouts are sensitive) on the payouts endpoint. */
async function requester(email: string) {
  sandboxControls.trustStepUp(email);
  const session = await openLive(await signIn(email));
  const action = (name: string, payload?: unknown, id?: string) => session.action(name, payload, { ...PAYOUTS, ...(id && { id }) });
  const request = async (amount: number) => {
    const answer = await action('payouts/create', payoutBody(amount));
    expect(answer.errors).toBeUndefined();
    return answer.data as PayoutAnswer;
  };
  const eur = async () => {
    const answer = await action('balances/summary', { resourceId: GROUP });
    return (answer.data as { attributes: { currency: string; approvalLimit: number | null; approvalLimitLeft: number | null } }[]).find(
      (row) => row.attributes.currency === 'EUR',
    )!.attributes;
  };
  return { ...session, action, request, eur };
}

describe('four-eyes on the sum of a requester’s payouts over 24 hours', () => {
  it('3 × EUR 999.99 under a EUR 1,000.00 limit: the first is approved at once, the others wait; 24 h later the window has moved on', async () => {
    const finance = await requester('finance@sandbox.test');
    expect(await finance.eur()).toMatchObject({ approvalLimit: 100_000, approvalLimitLeft: 100_000 });

    const first = await finance.request(99_999);
    expect(first.attributes).toMatchObject({ status: 'approved', approvalRequired: false });
    expect(await finance.eur()).toMatchObject({ approvalLimitLeft: 1 });
    const second = await finance.request(99_999);
    const third = await finance.request(99_999);
    for (const split of [second, third])
      expect(split.attributes).toMatchObject({ status: 'awaiting-approval', approvalRequired: true, approvalLimit: 100_000 });
    expect(await finance.eur()).toMatchObject({ approvalLimitLeft: 0 });

    // The window is rolling: a day after the first three, they no longer count.
    sandboxControls.advance(APPROVAL_WINDOW_MS - 1);
    expect((await finance.request(1)).attributes.status).toBe('awaiting-approval');
    sandboxControls.advance(1);
    expect(await finance.eur()).toMatchObject({ approvalLimitLeft: 99_999 });
    expect((await finance.request(99_999)).attributes).toMatchObject({ status: 'approved', approvalRequired: false });
    finance.close();
  });

  it('counts what is still on its way, not what came back; up to the limit exactly is approved; another person’s payouts are theirs', async () => {
    const finance = await requester('finance@sandbox.test');
    const owner = await requester('owner@sandbox.test');
    const big = await finance.request(150_000);
    expect(big.attributes.status).toBe('awaiting-approval');
    expect(await finance.eur()).toMatchObject({ approvalLimitLeft: 0 });
    // Rejected: its money came back, it no longer counts.
    expect((await owner.action('payouts/reject', undefined, big.id)).errors).toBeUndefined();
    expect(await finance.eur()).toMatchObject({ approvalLimitLeft: 100_000 });

    expect((await finance.request(60_000)).attributes.status).toBe('approved');
    expect((await finance.request(40_000)).attributes.status).toBe('approved');
    const over = await finance.request(1);
    expect(over.attributes.status).toBe('awaiting-approval');
    // Cancelled by its requester: no longer counted either; the approved ones still are.
    expect((await finance.action('payouts/cancel', undefined, over.id)).errors).toBeUndefined();
    expect(await finance.eur()).toMatchObject({ approvalLimitLeft: 0 });

    // The owner's own sum is untouched by finance's.
    expect(await owner.eur()).toMatchObject({ approvalLimitLeft: 100_000 });
    expect((await owner.request(100_000)).attributes.status).toBe('approved');
    finance.close();
    owner.close();
  });
});
