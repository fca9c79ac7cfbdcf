import { navEntries, type NavEntry } from '@/app/shell/nav-items';
import { visibleNav } from '@/app/shell/visible-nav';
import {
  ACCOUNTS_READ,
  BALANCES_READ,
  OLD_PAYOUT_REQUESTS_READ,
  PAYOUT_METHODS_READ,
  PAYOUTS_READ,
  ROLLING_RESERVE_READ,
  SETTLEMENTS_READ,
} from '@/lib/contract/money-permissions';

const money = [BALANCES_READ, ROLLING_RESERVE_READ, PAYOUTS_READ, OLD_PAYOUT_REQUESTS_READ, ACCOUNTS_READ, PAYOUT_METHODS_READ, SETTLEMENTS_READ];
const catalogue = Object.fromEntries([...money, 'transactions.read.2479032559'].map((name, i) => [name, `h${i}`]));
const ctx = (granted: readonly string[], isOrganization = true) => ({
  permissions: { catalogue, granted: new Set(granted.map((name) => catalogue[name])) },
  isOrganization,
  hasOldPayouts: false,
});
const group = (entries: NavEntry[], labelKey: string) => {
  const found = entries.find((entry) => entry.kind === 'group' && entry.labelKey === labelKey);
  return found?.kind === 'group' ? found.items.map((item) => item.to) : null;
};

describe('the Billing and Accounts groups', () => {
  it('offer balances, the rolling reserve and account balances to who may read them', () => {
    const entries = visibleNav(navEntries, ctx(money));
    expect(group(entries, 'shell:nav.billing')).toEqual(expect.arrayContaining(['/balances', '/rollings']));
    expect(group(entries, 'shell:nav.accounts')).toEqual(expect.arrayContaining(['/accounts']));
  });

  it('each entry only with its own permission', () => {
    expect(group(visibleNav(navEntries, ctx([ROLLING_RESERVE_READ])), 'shell:nav.billing')).toEqual(['/rollings']);
    // Statements open with any of the money readings (a project's balance among them).
    expect(group(visibleNav(navEntries, ctx([BALANCES_READ])), 'shell:nav.billing')).toEqual(['/balances', '/statements']);
    expect(group(visibleNav(navEntries, ctx([BALANCES_READ])), 'shell:nav.accounts')).toBeNull();
  });

  it('support (no money permission) sees no Billing; a project sees no Accounts group', () => {
    expect(group(visibleNav(navEntries, ctx(['transactions.read.2479032559'])), 'shell:nav.billing')).toBeNull();
    expect(group(visibleNav(navEntries, ctx(money, false)), 'shell:nav.accounts')).toBeNull();
    expect(group(visibleNav(navEntries, ctx(money, false)), 'shell:nav.billing')).toEqual(expect.arrayContaining(['/balances', '/rollings']));
  });
});
