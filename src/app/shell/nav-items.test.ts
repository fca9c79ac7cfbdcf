import { IconLink } from '@tabler/icons-react';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { buildNav, navEntries, type NavEntry } from './nav-items';

const outline = (entries: NavEntry[]) => entries.map((e) => (e.kind === 'link' ? e.to : { [e.labelKey]: e.items.map((i) => i.to) }));
const screen = async () => ({ Component: () => null });

describe('the sidebar, from the route table', () => {
  it('is spec §2 in order, groups included, with signing out last', () => {
    expect(outline(navEntries)).toEqual([
      '/',
      '/projects',
      '/channels',
      '/analytics',
      '/transactions',
      '/customers',
      '/reports',
      {
        'shell:nav.billing': [
          '/balances',
          '/rollings',
          '/payouts',
          '/payout-requests',
          '/subscriptions',
          '/plans',
          '/wallet',
          '/wallet/top-ups',
          '/transfers',
          '/statements',
        ],
      },
      { 'shell:nav.accounts': ['/accounts', '/payout-methods', '/settlement'] },
      { 'shell:nav.disputesGroup': ['/disputes', '/aggregated-disputes'] },
      { 'shell:nav.antifraud': ['/antifraud/reviews', '/antifraud/lists', '/antifraud/rules'] },
      '/payment-links',
      '/team',
      '/audit',
      '/developers',
      '/api-keys',
      '/webhook-endpoints',
      '/mailbox',
      '/staff/users',
      '/staff/audit',
      '/settings',
      '/logout',
    ]);
  });

  it('gives every entry its own icon: the collapsed sidebar shows the entries of a group without the group', () => {
    const icons = navEntries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry])).map((link) => link.icon);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('a route with `nav` registers its entry: the route title, its rule, at its place and in its group', () => {
    const routes: FeatureRoute[] = [
      { path: '/b', titleKey: 'shell:nav.b', permission: 'b.read', screen, nav: { order: 20, icon: IconLink } },
      { path: '/a', titleKey: 'shell:nav.a', screen, nav: { order: 10, icon: IconLink } },
      { path: '/a/:id', titleKey: 'shell:nav.a', screen },
      { path: '/rollings', titleKey: 'shell:nav.rollings', screen, nav: { order: 52, group: 'billing', icon: IconLink } },
      { path: '/balances', titleKey: 'shell:nav.balances', screen, nav: { order: 51, group: 'billing', icon: IconLink } },
    ];
    const entries = buildNav(routes);
    expect(outline(entries)).toEqual(['/a', '/b', { 'shell:nav.billing': ['/balances', '/rollings'] }, '/logout']);
    expect(entries[1]).toMatchObject({ labelKey: 'shell:nav.b', permission: 'b.read', icon: IconLink, built: true });
  });

  it('an entry with pages of another entry under it is active on its own path only', () => {
    const links = navEntries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));
    expect(links.find((link) => link.to === '/wallet')).toMatchObject({ end: true });
    expect(links.find((link) => link.to === '/wallet/top-ups')?.end).toBeUndefined();
  });

  it('an organizations-only route is offered only in an organization, at the top level too', () => {
    const entries = buildNav([{ path: '/org-only', titleKey: 'shell:nav.o', screen, organizationsOnly: true, nav: { order: 10, icon: IconLink } }]);
    expect(entries[0]).toMatchObject({ to: '/org-only', when: 'organization' });
  });
});
