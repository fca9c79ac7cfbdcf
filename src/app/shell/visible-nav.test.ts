import { IconLink } from '@tabler/icons-react';
import { IconCash } from '@tabler/icons-react';
import { anyOf } from '@/lib/permissions';
import type { NavEntry, NavLink } from './nav-items';
import { navEntries } from './nav-items';
import { visibleNav, type NavContext } from './visible-nav';

const catalogue = { 'api-keys.read': 'h1', 'topics.read': 'h2', 'transaction-statistics': 'h3', 'balances-total.read': 'h4' };
const ctx = (granted: string[], extra: Partial<NavContext> = {}): NavContext => ({
  permissions: { catalogue, granted: new Set(granted.map((name) => catalogue[name as keyof typeof catalogue])) },
  isOrganization: true,
  hasOldPayouts: false,
  ...extra,
});
const link = (labelKey: string, extra: Partial<NavLink> = {}): NavLink => ({
  kind: 'link',
  labelKey,
  to: `/${labelKey}`,
  built: true,
  icon: IconLink,
  ...extra,
});
const labels = (entries: NavEntry[]) => entries.flatMap((e) => (e.kind === 'link' ? [e.labelKey] : [e.labelKey, ...e.items.map((i) => i.labelKey)]));

describe('visible sidebar entries', () => {
  it('never offers a route whose screen is not built, whatever the permissions', () => {
    expect(labels(visibleNav([link('a', { built: false }), link('b')], ctx([])))).toEqual(['b']);
  });

  it('follows the route permission and what the entry needs beyond it', () => {
    const entries = [
      link('keys', { permission: 'api-keys.read' }),
      link('mail', { also: anyOf('topics.read') }),
      link('home', { also: 'transaction-statistics' }),
    ];
    expect(labels(visibleNav(entries, ctx(['api-keys.read', 'topics.read'])))).toEqual(['keys', 'mail']);
    expect(labels(visibleNav(entries, ctx(['transaction-statistics'])))).toEqual(['home']);
  });

  it('drops organization-only groups for a project, entries needing old payouts without them, and empty groups', () => {
    const group: NavEntry = { kind: 'group', labelKey: 'accounts', icon: IconCash, when: 'organization', items: [link('balances')] };
    const billing: NavEntry = { kind: 'group', labelKey: 'billing', icon: IconCash, items: [link('payout-requests', { when: 'oldPayouts' })] };
    expect(labels(visibleNav([group, billing], ctx([])))).toEqual(['accounts', 'balances']);
    expect(labels(visibleNav([group, billing], ctx([], { isOrganization: false, hasOldPayouts: true })))).toEqual(['billing', 'payout-requests']);
  });

  it('the real sidebar takes each rule from its route: no entry carries a permission of its own', () => {
    const links = navEntries.flatMap((e) => (e.kind === 'link' ? [e] : e.items));
    const settings = links.find((l) => l.to === '/settings')!;
    expect(settings.built).toBe(true);
    // Spec §2: the Mailbox entry for any of topics.*; the list opens for each of them (ADR 0005).
    const mailbox = links.find((l) => l.to === '/mailbox');
    expect(mailbox).toMatchObject({ built: true, permission: { anyOf: ['topics.all', 'topics.read', 'topics.supervisor'] } });
    expect(mailbox?.also).toBeUndefined();
  });
});
