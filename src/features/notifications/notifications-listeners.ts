import { isAnyOf } from '@reduxjs/toolkit';
import { resourceUpdated } from '@/lib/actions';
import { isNotificationKindOn } from '@/lib/contract/notification-kinds';
import type { AppStartListening } from '@/lib/store';
import { selectPreferences } from '@/features/preferences';
import { sessionEnded, sessionStarted, signOut, userUpdated } from '@/features/session';
import { notificationOf } from './model/notification-of';
import { parseStoredEntries, readStoredEntries, removeStoredEntries, storageKeyOf, writeStoredEntries } from './model/stored-entries';
import { notificationAdded, notificationsMerged, notificationsRead, notificationsRestored } from './notifications-slice';

/**
 * Pushes become entries (when their kind is switched on), kept per user in localStorage and in
 * step with the user's other tabs through the `storage` event; signing out forgets them here.
 */
export function registerNotificationListeners(startListening: AppStartListening) {
  // Whoever signs in (or is restored) gets their own stored entries.
  for (const actionCreator of [sessionStarted, userUpdated]) {
    startListening({
      actionCreator,
      effect: ({ payload: { id: userId } }, api) => {
        if (api.getState().notifications.userId !== userId) api.dispatch(notificationsRestored({ userId, entries: readStoredEntries(userId) }));
      },
    });
  }

  startListening({
    actionCreator: resourceUpdated,
    effect: (action, api) => {
      const state = api.getState();
      if (!state.notifications.userId) return;
      const entry = notificationOf(action.payload, { now: new Date().toISOString(), fallbackResourceId: state.resources.selectedId });
      // A security notice is never switched off.
      if (!entry || (entry.kind !== 'security' && !isNotificationKindOn(selectPreferences(state).notifications, entry.kind))) return;
      api.dispatch(notificationAdded(entry));
    },
  });

  startListening({
    matcher: isAnyOf(notificationAdded, notificationsRead),
    effect: (_action, api) => {
      const { userId, entries } = api.getState().notifications;
      if (userId) writeStoredEntries(userId, entries);
    },
  });

  // Another tab of this browser wrote (or cleared) the user's entries: follow it, until this user's session ends.
  startListening({
    actionCreator: notificationsRestored,
    effect: async ({ payload: { userId } }, api) => {
      api.cancelActiveListeners();
      const key = storageKeyOf(userId);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        if (event.newValue === null) {
          // Cleared (signed out in the other tab): cleared here too.
          api.dispatch(notificationsRestored({ userId, entries: [] }));
          return;
        }
        const incoming = parseStoredEntries(event.newValue);
        api.dispatch(notificationsMerged(incoming));
        // This tab knew something the other did not: store the union, so both end up with the same list.
        const merged = api.getState().notifications.entries;
        if (JSON.stringify(merged) !== JSON.stringify(incoming)) writeStoredEntries(userId, merged);
      };
      window.addEventListener('storage', onStorage);
      try {
        await api.condition((action) => sessionEnded.match(action));
      } finally {
        window.removeEventListener('storage', onStorage);
      }
    },
  });

  // Signing out forgets this user's entries in this browser.
  startListening({
    actionCreator: signOut.pending,
    effect: (_action, api) => {
      const { userId } = api.getState().notifications;
      if (userId) removeStoredEntries(userId);
    },
  });
}
