import { callerOf } from '@/lib/actions';
import { toFailure } from '@/lib/http';
import { createAppAsyncThunk } from '@/lib/store';
import { overlayShown, selectCurrentUser } from '@/features/session';
import { loadPermissions, permissionsLoaded, prefetchPermissions, selectIsAllowed, type PermissionSet } from '@/features/permissions';
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

/**
 * Makes a resource the workspace: permissions first (guards wait for them; `rights` when they were
 * already asked for), then the full tree.
 */
export const activateResource = createAppAsyncThunk(
  'resources/activate',
  async (target: string | null | { resourceId: string; rights: PermissionSet }, { dispatch, getState }) => {
    const { resourceId, rights } = typeof target === 'object' && target !== null ? target : { resourceId: target, rights: null };
    dispatch(resourceSelected(resourceId));
    const user = selectCurrentUser(getState());
    if (user && resourceId) writeSelectedResource(user.id, resourceId);
    if (rights) dispatch(permissionsLoaded({ resourceId, ...rights }));
    else await dispatch(loadPermissions(resourceId));
    if (selectIsAllowed(getState(), RESOURCE_TREE_PERMISSION)) {
      getResourceTree(callerOf(dispatch)).then(
        (tree) => dispatch(treeLoaded(tree)),
        () => undefined,
      );
    }
  },
);

/** After sign-in: resources, then the restored or first workspace. */
export const openWorkspace = createAppAsyncThunk('workspace/open', async (_: void, { dispatch, getState }) => {
  const user = selectCurrentUser(getState());
  const restoredId = user ? readSelectedResource(user.id) : null;
  // The last workspace's rights are asked for beside the resources; used only if it is still one of them.
  const early = restoredId ? prefetchPermissions(callerOf(dispatch), restoredId) : null;
  const loaded = await dispatch(loadResources());
  if (!loadResources.fulfilled.match(loaded)) return;
  // Read again: a switch made while the resources loaded has stored its own choice meanwhile.
  const initial = pickInitialResource(loaded.payload, user ? readSelectedResource(user.id) : null);
  const rights = initial && initial.id === restoredId ? await early : null;
  await dispatch(activateResource(initial && rights ? { resourceId: initial.id, rights } : (initial?.id ?? null)));
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
