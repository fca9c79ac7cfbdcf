import { QUOTE_TTL_MS } from '@/lib/contract/balances';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';

type Account = { id: string; attributes: { currency: string; available: number; total: number; defaultPayoutMethodId: string | null } };
type Exchange = { id: string; attributes: { status: string; sellAmount: number; buyAmount: number; rate: string; expiresAt: string } };

async function live(email: string) {
  const session = await openLive(await signIn(email));
  const action = (name: string, payload?: unknown, id?: string) => session.action(name, payload, { endpoint: 'payouts/actions', ...(id && { id }) });
  const accounts = async () => {
    const answer = await action('accounts/list', { resourceId: GROUP });
    return Object.fromEntries((answer.data as Account[]).map((row) => [row.attributes.currency, row.attributes]));
  };
  return { ...session, action, accounts };
}

const quoteBody = (sellCurrency: string, buyCurrency: string, sellAmount: number) => ({
  resourceId: GROUP,
  data: { type: 'exchanges', attributes: { sellCurrency, buyCurrency, sellAmount } },
});

describe('accounts', () => {
  it("are the organization's balances per currency, for organizations only", async () => {
    const finance = await live('finance@sandbox.test');
    const accounts = await finance.accounts();
    expect(Object.keys(accounts)).toEqual(['EUR', 'GBP', 'JPY', 'KWD', 'PLN', 'UAH', 'USD']);
    expect(accounts.EUR.defaultPayoutMethodId).toBe('pm_nw_eur');
    const one = await finance.action('accounts/get', undefined, `acc_${GROUP}_EUR`);
    expect((one.data as Account).attributes.total).toBe(accounts.EUR.total);
    const project = await finance.action('accounts/list', { resourceId: 'res_prj_northwind_shop' });
    expect(project.errors?.[0]).toMatchObject({ code: 'not-found', source: { pointer: '/resourceId' } });
    finance.close();
  });
});

describe('exchange', () => {
  it('converts exactly between exponents, and confirming moves value once between two accounts', async () => {
    const finance = await live('finance@sandbox.test');
    const before = await finance.accounts();
    const quote = (await finance.action('exchanges/quote', quoteBody('KWD', 'JPY', 1_000))).data as Exchange;
    // KWD 1.000 at the quoted rate, in whole yen, rounded down.
    expect(quote.attributes.buyAmount).toBe(Number(quote.attributes.rate.split('.')[0]));
    expect(quote.attributes.status).toBe('quoted');
    const done = await finance.action('exchanges/confirm', undefined, quote.id);
    expect((done.data as Exchange).attributes.status).toBe('completed');
    const again = await finance.action('exchanges/confirm', undefined, quote.id);
    expect((again.data as Exchange).attributes.status).toBe('completed');
    const after = await finance.accounts();
    expect(after.KWD.available).toBe(before.KWD.available - 1_000);
    expect(after.JPY.available).toBe(before.JPY.available + quote.attributes.buyAmount);
    expect(
      db.ledger
        .filter((entry) => entry.sourceId === quote.id)
        .map((entry) => entry.type)
        .sort(),
    ).toEqual(['exchange-in', 'exchange-out']);
    finance.close();
  });

  it('refuses an expired quote (sandbox clock) with quote-expired, and nothing moves', async () => {
    const finance = await live('finance@sandbox.test');
    const before = await finance.accounts();
    const quote = (await finance.action('exchanges/quote', quoteBody('EUR', 'USD', 10_000))).data as Exchange;
    sandboxControls.advance(QUOTE_TTL_MS - 1);
    const fresh = (await finance.action('exchanges/quote', quoteBody('EUR', 'USD', 10_000))).data as Exchange;
    sandboxControls.advance(1);
    const expired = await finance.action('exchanges/confirm', undefined, quote.id);
    expect(expired.errors?.[0]).toMatchObject({ code: 'quote-expired' });
    expect((await finance.accounts()).EUR.available).toBe(before.EUR.available);
    const confirmed = await finance.action('exchanges/confirm', undefined, fresh.id);
    expect(confirmed.errors).toBeUndefined();
    finance.close();
  });

  it("refuses the same currency, too small an amount, more than available, and another user's quote", async () => {
    const finance = await live('finance@sandbox.test');
    expect((await finance.action('exchanges/quote', quoteBody('EUR', 'EUR', 100))).errors?.[0]).toMatchObject({ code: 'same-currency' });
    expect((await finance.action('exchanges/quote', quoteBody('JPY', 'EUR', 1))).errors?.[0]).toMatchObject({ code: 'amount-too-small' });
    const { KWD } = await finance.accounts();
    expect((await finance.action('exchanges/quote', quoteBody('KWD', 'EUR', KWD.available + 1))).errors?.[0]).toMatchObject({
      code: 'amount-exceeds-available',
    });
    const quote = (await finance.action('exchanges/quote', quoteBody('EUR', 'GBP', 5_000))).data as Exchange;
    const admin = await live('admin@sandbox.test');
    expect((await admin.action('exchanges/confirm', undefined, quote.id)).errors?.[0]).toMatchObject({ code: 'not-found' });
    const support = await live('support@sandbox.test');
    expect((await support.action('exchanges/quote', quoteBody('EUR', 'GBP', 5_000))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
    admin.close();
    support.close();
  });
});
