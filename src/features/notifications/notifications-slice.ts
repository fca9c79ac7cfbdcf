import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppState } from '@/lib/store';
import { selectPermissionSet } from '@/features/permissions';
import { selectSelectedResourceId, selectWorkspaceProjects } from '@/features/workspace';
import { isAllowed } from '@/lib/permissions';
import { NOTIFICATIONS_CAP, type NotificationEntry } from './model/entry';
import { mergeEntries } from './model/merge-entries';

export interface NotificationsState {
  /** Whose entries these are (they are stored per user); null before anyone signed in. */
  userId: string | null;
  /** Newest first, at most `NOTIFICATIONS_CAP`. */
  entries: NotificationEntry[];
}

const initialState: NotificationsState = { userId: null, entries: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** The user's stored entries, read at sign-in (or cleared by another tab: `entries` empty). */
    notificationsRestored(state, action: PayloadAction<{ userId: string; entries: NotificationEntry[] }>) {
      state.userId = action.payload.userId;
      state.entries = mergeEntries([], action.payload.entries);
    },
    /** What another tab stored: one list of both, each entry once, read in either tab is read. */
    notificationsMerged(state, action: PayloadAction<NotificationEntry[]>) {
      state.entries = mergeEntries(state.entries, action.payload);
    },
    notificationAdded(state, action: PayloadAction<NotificationEntry>) {
      if (state.entries.some((entry) => entry.id === action.payload.id)) return;
      state.entries = mergeEntries([action.payload], state.entries);
    },
    notificationsRead(state, action: PayloadAction<string[]>) {
      const ids = new Set(action.payload);
      for (const entry of state.entries) if (ids.has(entry.id)) entry.read = true;
    },
  },
  selectors: {
    selectNotificationsUserId: (state) => state.userId,
    selectNotificationEntries: (state) => state.entries,
  },
});

export const { notificationsRestored, notificationsMerged, notificationAdded, notificationsRead } = notificationsSlice.actions;
export const { selectNotificationsUserId, selectNotificationEntries } = notificationsSlice.selectors;
export { NOTIFICATIONS_CAP };

/**
 * The entries the user may see now: of the selected workspace or one of its projects, and allowed
 * by the permissions held there. The others stay stored for when that workspace is selected. The
 * user's own security notices (a new-device sign-in: no workspace) show in every workspace.
 */
export const selectVisibleNotifications = createSelector(
  [selectNotificationEntries, selectSelectedResourceId, selectWorkspaceProjects, selectPermissionSet],
  (entries, selectedId, projects, permissions) => {
    if (!selectedId) return [];
    const workspace = new Set([selectedId, ...projects.map((project) => project.id)]);
    const inView = (entry: NotificationEntry) => (entry.resourceId === null ? entry.kind === 'security' : workspace.has(entry.resourceId));
    return entries.filter((entry) => inView(entry) && isAllowed(entry.permission, permissions));
  },
);

export const selectUnreadNotificationCount = (state: AppState) => selectVisibleNotifications(state).filter((entry) => !entry.read).length;

declare module '@/lib/store' {
  interface AppState {
    notifications: NotificationsState;
  }
}
