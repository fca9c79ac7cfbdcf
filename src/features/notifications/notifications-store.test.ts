import { makeStore } from '@/app/store/make-store';
import { resourceUpdated } from '@/lib/actions';
import type { AppServices } from '@/lib/store';
import { permissionsLoaded } from '@/features/permissions';
import { sessionStarted, signOut, type CurrentUser } from '@/features/session';
import { resourceSelected, resourcesLoaded, type Resource } from '@/features/workspace';
import { storageKeyOf } from './model/stored-entries';
import { notificationsRead, selectUnreadNotificationCount, selectVisibleNotifications } from './notifications-slice';
import { registerNotificationListeners } from './notifications-listeners';

const ORG = 'res_org';
const SHOP = 'res_shop';
const user = (id = 'usr_1', notifications?: CurrentUser['preferences']['notifications']): CurrentUser => ({
  id,
  email: `${id}@example.test`,
  name: 'Ada',
  twoFaEnabled: false,
  phone: null,
  isTimezoneSet: true,
  preferences: { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy', ...(notifications && { notifications }) },
});
const resources: Resource[] = [
  { id: ORG, name: 'Org', resourceType: 'organization', parentId: null, mode: null },
  { id: SHOP, name: 'Shop', resourceType: 'project', parentId: ORG, mode: 'live' },
  { id: 'res_other', name: 'Other', resourceType: 'project', parentId: null, mode: 'live' },
] as Resource[];

const reportReady = (id: string, resourceId = SHOP) =>
  resourceUpdated({ type: 'reports', id, resourceId, attributes: { status: 'ready', kind: 'settled-transactions' } });

/** A tab of the app as far as notifications go: a store, its listeners, the user signed in, a workspace selected. */
function openTab(signedIn = user(), { selected = ORG, granted = ['reports.settled-transactions.read'] } = {}) {
  const { store, startListening, clearListeners } = makeStore({} as AppServices);
  registerNotificationListeners(startListening);
  store.dispatch(resourcesLoaded(resources));
  store.dispatch(resourceSelected(selected));
  store.dispatch(permissionsLoaded({ resourceId: selected, granted, catalogue: Object.fromEntries(granted.map((name) => [name, name])) }));
  store.dispatch(sessionStarted(signedIn));
  const visible = () => selectVisibleNotifications(store.getState()).map((entry) => entry.id);
  return { store, visible, unread: () => selectUnreadNotificationCount(store.getState()), close: clearListeners };
}

/** What the browser tells the other tabs after a write to localStorage (the writing tab hears nothing). */
const storageEventOf = (key: string) => new StorageEvent('storage', { key, newValue: localStorage.getItem(key) });

describe('the notification store', () => {
  beforeEach(() => localStorage.clear());

  it('makes one entry of a push that arrives twice', () => {
    const tab = openTab();
    tab.store.dispatch(reportReady('rep_1'));
    tab.store.dispatch(reportReady('rep_1'));
    expect(tab.visible()).toEqual(['reports:rep_1:ready']);
    expect(tab.unread()).toBe(1);
    tab.close();
  });

  it('makes none for a kind the user switched off', () => {
    const tab = openTab(user('usr_1', { reports: false }));
    tab.store.dispatch(reportReady('rep_1'));
    expect(tab.store.getState().notifications.entries).toEqual([]);
    tab.close();
  });

  it('survives a reload, per user: another user of this browser sees none of it', () => {
    const first = openTab();
    first.store.dispatch(reportReady('rep_1'));
    first.store.dispatch(notificationsRead(['reports:rep_1:ready']));
    first.store.dispatch(reportReady('rep_2'));
    first.close();

    const reloaded = openTab();
    expect(reloaded.visible()).toEqual(['reports:rep_2:ready', 'reports:rep_1:ready']);
    expect(reloaded.unread()).toBe(1);
    reloaded.close();
    const stored = localStorage.getItem(storageKeyOf('usr_1'))!;
    expect(stored).not.toMatch(/token|card/i);
    expect(openTab(user('usr_2')).visible()).toEqual([]);
  });

  it('keeps two tabs in step: read in one is read in the other, an entry heard in one shows in both', () => {
    const a = openTab();
    const b = openTab();
    a.store.dispatch(reportReady('rep_1'));
    window.dispatchEvent(storageEventOf(storageKeyOf('usr_1')));
    expect(b.visible()).toEqual(['reports:rep_1:ready']);
    expect(b.unread()).toBe(1);

    b.store.dispatch(notificationsRead(['reports:rep_1:ready']));
    window.dispatchEvent(storageEventOf(storageKeyOf('usr_1')));
    expect(a.unread()).toBe(0);
    a.close();
    b.close();
  });

  it('shows only entries of the selected workspace (or its projects) that the permissions held allow', () => {
    const tab = openTab(user(), { selected: ORG, granted: ['reports.settled-transactions.read'] });
    tab.store.dispatch(reportReady('rep_org', ORG));
    tab.store.dispatch(reportReady('rep_shop', SHOP));
    tab.store.dispatch(reportReady('rep_elsewhere', 'res_other'));
    tab.store.dispatch(
      resourceUpdated({
        type: 'transactions',
        id: 'tx_rf',
        resourceId: SHOP,
        attributes: { type: 'refund', status: 'successful', amount: 100, currency: 'EUR' },
      }),
    );
    expect(tab.visible()).toEqual(['reports:rep_shop:ready', 'reports:rep_org:ready']);
    // Stored all the same: the other workspace's report shows when that workspace is selected.
    expect(tab.store.getState().notifications.entries).toHaveLength(4);
    tab.store.dispatch(resourceSelected('res_other'));
    expect(tab.visible()).toEqual(['reports:rep_elsewhere:ready']);
    tab.close();
  });

  it('forgets the user’s entries in this browser at sign-out', () => {
    const tab = openTab();
    tab.store.dispatch(reportReady('rep_1'));
    expect(localStorage.getItem(storageKeyOf('usr_1'))).not.toBeNull();
    tab.store.dispatch(signOut.pending('req_1', undefined));
    expect(localStorage.getItem(storageKeyOf('usr_1'))).toBeNull();
    tab.close();
  });
});
