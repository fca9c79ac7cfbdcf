import { callerOf } from '@/lib/actions';
import { toFailure } from '@/lib/http';
import { createAppAsyncThunk } from '@/lib/store';
import { overlayShown, selectCurrentUser } from '@/features/session';
import { loadPermissions, selectIsAllowed } from '@/features/permissions';
import { getResourceTree, listMyResources } from './api/list-my-resources';
import { resourceSelected, resourcesFailed, resourcesLoaded, resourcesLoading, treeLoaded } from './resources-slice';
import { pickInitialResource, readSelectedResource, writeSelectedResource } from './selected-resource-storage';

export const RESOURCE_TREE_PERMISSION = 'identities.resource-tree.read';

/** Loads my resources (500 a page until an empty page). */
export const loadResources = createAppAsyncThunk('resources/load', async (_: void, { dispatch, rejectWithValue }) => {
  dispatch(resourcesLoading());
  try {
    const resources = await listMyResources(callerOf(dispatch));
    dispatch(resourcesLoaded(resources));
    return resources;
  } catch (error) {
    dispatch(resourcesFailed());
    return rejectWithValue(toFailure(error));
  }
});

/** Makes a resource the workspace: permissions first (guards wait for them), then the full tree. */
export const activateResource = createAppAsyncThunk('resources/activate', async (resourceId: string | null, { dispatch, getState }) => {
  dispatch(resourceSelected(resourceId));
  const user = selectCurrentUser(getState());
  if (user && resourceId) writeSelectedResource(user.id, resourceId);
  await dispatch(loadPermissions(resourceId));
  if (selectIsAllowed(getState(), RESOURCE_TREE_PERMISSION)) {
    getResourceTree(callerOf(dispatch)).then(
      (tree) => dispatch(treeLoaded(tree)),
      () => undefined,
    );
  }
});

/** After sign-in: resources, then the restored or first workspace. */
export const openWorkspace = createAppAsyncThunk('workspace/open', async (_: void, { dispatch, getState }) => {
  const loaded = await dispatch(loadResources());
  if (!loadResources.fulfilled.match(loaded)) return;
  const user = selectCurrentUser(getState());
  const initial = pickInitialResource(loaded.payload, user ? readSelectedResource(user.id) : null);
  await dispatch(activateResource(initial?.id ?? null));
});

/** The switcher: 'Switching workspace...', reload, go home (or to `to`: a page to open there, e.g. a member's page). */
export const switchWorkspace = createAppAsyncThunk('workspace/switch', async (target: string | { resourceId: string; to: string }, { dispatch, extra }) => {
  const { resourceId, to } = typeof target === 'string' ? { resourceId: target, to: '/' } : target;
  dispatch(overlayShown('switching'));
  try {
    await dispatch(activateResource(resourceId));
    extra.navigate(to);
  } finally {
    dispatch(overlayShown(null));
  }
});
