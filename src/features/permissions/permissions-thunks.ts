import { createAction } from '@reduxjs/toolkit';
import { toFailure } from '@/lib/http';
import { reportError } from '@/lib/monitoring/report';
import { callerOf, SUPERSEDED, type ActionCaller } from '@/lib/actions';
import { createAppAsyncThunk, type AppStartListening } from '@/lib/store';
import { fetchMyPermissions } from './api/fetch-my-permissions';
import { permissionsFailed, permissionsLoaded, permissionsLoading } from './permissions-slice';

export type PermissionSet = Awaited<ReturnType<typeof fetchMyPermissions>>;

/**
 * A workspace's rights asked for before it is made the workspace (beside the list of resources, so the
 * first page waits for one round trip, not two); null when refused or superseded by a newer call.
 */
export const prefetchPermissions = (actions: ActionCaller, resourceId: string): Promise<PermissionSet | null> =>
  fetchMyPermissions(actions, resourceId).catch(() => null);

export const loadPermissions = createAppAsyncThunk('permissions/load', async (resourceId: string | null, { dispatch, rejectWithValue }) => {
  dispatch(permissionsLoading(resourceId));
  try {
    const set = await fetchMyPermissions(callerOf(dispatch), resourceId);
    dispatch(permissionsLoaded({ resourceId, ...set }));
    return set;
  } catch (error) {
    const failure = toFailure(error);
    if (failure.code !== SUPERSEDED) dispatch(permissionsFailed());
    return rejectWithValue(failure);
  }
});

/**
 * The server's `permissions-changed` push: an administrator changed this identity's role or groups.
 * The rights are read again for the same workspace without a loading state, so what the page shows
 * (a refund button, a menu entry) follows at once, without a reload.
 */
export const permissionsChangedPushed = createAction('permissions/changedPushed');

export const refreshPermissions = createAppAsyncThunk('permissions/refresh', async (_: void, { dispatch, getState }) => {
  const { status, resourceId } = getState().permissions;
  if (status !== 'loaded') return;
  try {
    const set = await fetchMyPermissions(callerOf(dispatch), resourceId);
    // The workspace changed meanwhile: its own load is the newer answer.
    if (getState().permissions.resourceId === resourceId) dispatch(permissionsLoaded({ resourceId, ...set }));
  } catch (error) {
    const failure = toFailure(error);
    if (failure.code !== SUPERSEDED) reportError(failure, { area: 'permissions-refresh' });
  }
});

export function registerPermissionsListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: permissionsChangedPushed,
    effect: async (_action, api) => {
      // A burst of changes (a multi-edit) reads the rights once.
      api.cancelActiveListeners();
      await api.delay(200);
      await api.dispatch(refreshPermissions());
    },
  });
}
