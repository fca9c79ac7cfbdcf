import { PAYOUT_SEND_MS, PAYOUT_SETTLE_MS } from '../db/money-engine';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';

async function live(email: string) {
  const session = await openLive(await signIn(email));
  const action = (name: string, payload?: unknown, id?: string) => session.action(name, payload, { endpoint: 'payouts/actions', ...(id && { id }) });
  return { ...session, action };
}

const card = (attributes: Record<string, string>) => ({
  resourceId: GROUP,
  data: {
    type: 'payout-methods',
    attributes: { kind: 'card', currency: 'EUR', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', cardholderName: 'Ada Admin', ...attributes },
  },
});
const bank = (attributes: Record<string, string>) => ({
  resourceId: GROUP,
  data: {
    type: 'payout-methods',
    attributes: {
      kind: 'bank-account',
      currency: 'EUR',
      accountHolderName: 'Northwind Trading Ltd',
      iban: 'GB82 WEST 1234 5698 7654 32',
      bic: 'NWBKGB2L',
      ...attributes,
    },
  },
});
const codes = (answer: { errors?: { code: string; source?: { pointer: string } }[] }) => answer.errors?.map((e) => `${e.source?.pointer} ${e.code}`);

describe('payout methods', () => {
  it('refuses each of the five transfer card errors for its bad input (spec §5)', async () => {
    const admin = await live('admin@sandbox.test');
    const cases: [Record<string, string>, string][] = [
      [{ expiry: '01/20' }, '/data/attributes/expiry card-expired'],
      [{ cardNumber: '4242 4242 4242 4241' }, '/data/attributes/cardNumber invalid-card-number'],
      [{ cardholderName: 'R2D2' }, '/data/attributes/cardholderName invalid-cardholder-name'],
      [{ cvc: '12' }, '/data/attributes/cvc invalid-cvc'],
      [{ expiry: '13/27' }, '/data/attributes/expiry invalid-expiry-date'],
    ];
    for (const [bad, expected] of cases) expect(codes(await admin.action('payout-methods/create', card(bad)))).toEqual([expected]);
    expect(codes(await admin.action('payout-methods/create', card({ cardNumber: '3782 822463 10005', cvc: '123' })))).toEqual([
      '/data/attributes/cvc invalid-cvc',
    ]);
    admin.close();
  });

  it('checks IBAN (country, length, checksum) and BIC, then keeps only masked data', async () => {
    const admin = await live('admin@sandbox.test');
    expect(codes(await admin.action('payout-methods/create', bank({ iban: 'GB82 WEST 1234 5698 7654 33' })))).toEqual([
      '/data/attributes/iban invalid-iban-checksum',
    ]);
    expect(codes(await admin.action('payout-methods/create', bank({ iban: 'GB82 WEST 1234 5698 7654' })))).toEqual(['/data/attributes/iban iban-wrong-length']);
    expect(codes(await admin.action('payout-methods/create', bank({ iban: 'US82 WEST 1234 5698 7654 32' })))).toEqual([
      '/data/attributes/iban iban-unknown-country',
    ]);
    expect(codes(await admin.action('payout-methods/create', bank({ bic: 'NWBKXX2L', accountHolderName: ' ' })))).toEqual([
      '/data/attributes/accountHolderName required',
      '/data/attributes/bic invalid-bic',
    ]);
    const made = await admin.action('payout-methods/create', bank({ currency: 'PLN' }));
    expect(made.data).toMatchObject({
      attributes: { masked: 'GB82 •••• 5432', isDefault: true, bankAccount: { country: 'GB', last4: '5432', bic: 'NWBKGB2L' } },
    });
    const madeCard = await admin.action('payout-methods/create', card({ currency: 'PLN' }));
    expect(madeCard.data).toMatchObject({
      attributes: { masked: '•••• 4242', isDefault: false, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 } },
    });
    const stored = JSON.stringify(db.payoutMethods.all());
    expect(stored).not.toContain('WEST12345698765432');
    expect(stored).not.toContain('4242424242424242');
    admin.close();
  });

  it('cannot remove a method with a payout in flight; can once it is paid; the default moves on', async () => {
    const admin = await live('admin@sandbox.test');
    const first = (await admin.action('payout-methods/create', bank({ currency: 'PLN' }))).data as { id: string };
    const second = (await admin.action('payout-methods/create', card({ currency: 'PLN' }))).data as { id: string };
    const payout = await admin.action('payouts/create', {
      resourceId: GROUP,
      data: { attributes: { amount: 10_000, currency: 'PLN' }, relationships: { payoutMethod: { data: { id: first.id } } } },
    });
    expect(payout.errors).toBeUndefined();
    expect((await admin.action('payout-methods/delete', undefined, first.id)).errors?.[0]).toMatchObject({ code: 'method-in-use' });
    const listed = await admin.action('payout-methods/list', { resourceId: GROUP, filter: { currency: 'PLN' } });
    const inUse = Object.fromEntries((listed.data as { id: string; attributes: { inUse: boolean } }[]).map((m) => [m.id, m.attributes.inUse]));
    expect(inUse).toEqual({ [first.id]: true, [second.id]: false });
    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    expect((await admin.action('payout-methods/delete', undefined, first.id)).errors).toBeUndefined();
    expect(db.payoutMethods.get(first.id)).toBeUndefined();
    expect(db.payoutMethods.get(second.id)?.isDefault).toBe(true);
    const chosen = await admin.action('payout-methods/setDefault', undefined, 'pm_nw_card');
    expect(chosen.data).toMatchObject({ attributes: { isDefault: true } });
    expect(db.payoutMethods.get('pm_nw_eur')?.isDefault).toBe(false);
    admin.close();
  });

  it('finance reads methods but may not change them', async () => {
    const finance = await live('finance@sandbox.test');
    expect((await finance.action('payout-methods/list', { resourceId: GROUP })).errors).toBeUndefined();
    expect((await finance.action('payout-methods/create', card({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
  });
});
