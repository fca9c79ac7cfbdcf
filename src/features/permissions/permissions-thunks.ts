import { toFailure } from '@/lib/http';
import { callerOf, SUPERSEDED } from '@/lib/actions';
import { createAppAsyncThunk } from '@/lib/store';
import { fetchMyPermissions } from './api/fetch-my-permissions';
import { permissionsFailed, permissionsLoaded, permissionsLoading } from './permissions-slice';

export const loadPermissions = createAppAsyncThunk(
  'permissions/load',
  async (resourceId: string | null, { dispatch, rejectWithValue }) => {
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
  },
);
