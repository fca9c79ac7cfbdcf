import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAllowed, type PermissionRule, type PermissionSet } from '@/lib/permissions';
import { reportError } from '@/lib/monitoring/report';

export interface PermissionsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The resource these permissions are for; null for identity-wide ones. */
  resourceId: string | null;
  granted: string[];
  catalogue: Record<string, string>;
}

const initialState: PermissionsState = { status: 'idle', resourceId: null, granted: [], catalogue: {} };

export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {
    permissionsLoading(state, action: PayloadAction<string | null>) {
      state.status = 'loading';
      state.resourceId = action.payload;
    },
    permissionsLoaded(state, action: PayloadAction<{ resourceId: string | null; granted: string[]; catalogue: Record<string, string> }>) {
      state.status = 'loaded';
      state.resourceId = action.payload.resourceId;
      state.granted = action.payload.granted;
      state.catalogue = action.payload.catalogue;
    },
    permissionsFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectPermissionsStatus: (state) => state.status,
    selectPermissionsResourceId: (state) => state.resourceId,
  },
});

export const { permissionsLoading, permissionsLoaded, permissionsFailed } = permissionsSlice.actions;
export const { selectPermissionsStatus, selectPermissionsResourceId } = permissionsSlice.selectors;

const reported = new Set<string>();
/** A name absent from the catalogue is not granted and reported once per name. */
export const reportUnknownPermission = (name: string) => {
  if (reported.has(name)) return;
  reported.add(name);
  reportError(new Error(`Unknown permission ${name}`), { permission: name });
};

export const selectPermissionSet = createSelector(
  [(state: { permissions: PermissionsState }) => state.permissions.granted, (state: { permissions: PermissionsState }) => state.permissions.catalogue],
  (granted, catalogue): PermissionSet => ({ granted: new Set(granted), catalogue }),
);

export const selectIsAllowed = (state: { permissions: PermissionsState }, rule: PermissionRule | undefined) =>
  isAllowed(rule, selectPermissionSet(state), reportUnknownPermission);

declare module '@/lib/store' {
  interface AppState {
    permissions: PermissionsState;
  }
}
