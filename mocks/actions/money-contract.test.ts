import { parseAnswer, parseMeta, type ActionName } from '@/lib/contract';
import { db } from '../db/store';
import { call, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { statementLines } from './settlements';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';

describe('the money-out answers follow the contract the screens parse them with', () => {
  it('every read and write of balances, ledger, reserve, accounts, exchange, payouts, methods and settlements', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const settlement = db.settlements.all()[0];
    const calls: [ActionName, unknown, string?][] = [
      ['balances/summary', { resourceId: GROUP }],
      ['balances/trend', { resourceId: GROUP, from: '2026-01-01', to: '2026-01-31' }],
      ['ledger-entries/list', { resourceId: GROUP, page: { size: 200 }, filter: { settlementId: settlement.id } }],
      ['rolling-reserve/summary', { resourceId: 'res_prj_northwind_shop' }],
      ['rolling-reserve/requests', { resourceId: GROUP, filter: { status: 'scheduled' } }],
      ['accounts/list', { resourceId: GROUP }],
      ['accounts/get', undefined, `acc_${GROUP}_GBP`],
      ['exchanges/quote', { resourceId: GROUP, data: { attributes: { sellCurrency: 'EUR', buyCurrency: 'KWD', sellAmount: 12_345 } } }],
      ['payouts/list', { resourceId: GROUP }],
      ['payouts/get', undefined, 'po_seed_failed'],
      [
        'payouts/create',
        { resourceId: GROUP, data: { attributes: { amount: 5_000, currency: 'GBP' }, relationships: { payoutMethod: { data: { id: 'pm_nw_gbp' } } } } },
      ],
      ['payout-methods/list', { resourceId: GROUP }],
      ['payout-methods/setDefault', undefined, 'pm_nw_card'],
      ['settlements/list', { resourceId: GROUP }],
      ['settlements/get', undefined, settlement.id],
    ];
    for (const [name, payload, id] of calls) {
      const answer = await session.action(name, payload, { endpoint: 'payouts/actions', ...(id && { id }) });
      expect(answer.errors, name).toBeUndefined();
      expect(await parseAnswer(name, answer.data), name).toMatchObject({ ok: true });
      expect(await parseMeta(name, answer.meta), name).toMatchObject({ ok: true });
    }
    const quote = await session.action(
      'exchanges/quote',
      { resourceId: GROUP, data: { attributes: { sellCurrency: 'EUR', buyCurrency: 'JPY', sellAmount: 1_000 } } },
      { endpoint: 'payouts/actions' },
    );
    const confirmed = await session.action('exchanges/confirm', undefined, { endpoint: 'payouts/actions', id: (quote.data as { id: string }).id });
    expect(await parseAnswer('exchanges/confirm', confirmed.data)).toMatchObject({ ok: true, value: { attributes: { status: 'completed' } } });
    session.close();
  });

  it('the statement CSV sums to the settlement and is a download', async () => {
    const token = await signIn('finance@sandbox.test');
    const settlement = db.settlements.all()[0];
    const response = await fetch(`http://sandbox.test/api/settlements/${settlement.id}/file`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('"Entry","Type","Source type","Source","Payment","Created at","Available on","Currency","Amount"');
    // The last line is the total, in major units of a 2-decimal currency: its digits are the minor units.
    expect(settlement.currency).toBe('EUR');
    expect(Number(lines.at(-1)!.split(',').at(-1)!.replace('.', ''))).toBe(settlement.amount);
    expect(lines).toHaveLength(statementLines(settlement).length + 2);
    const support = await signIn('support@sandbox.test');
    expect((await call('GET', `settlements/${settlement.id}/file`, undefined, support)).status).toBe(404);
  });
});
