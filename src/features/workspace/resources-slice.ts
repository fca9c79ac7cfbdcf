import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Resource } from './api/list-my-resources';

export interface ResourcesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: Resource[];
  /** The full tree (with ancestors), loaded on selection when the identity may read it. */
  tree: Resource[];
  selectedId: string | null;
  /**
   * The switcher's tree: organizations' descendants as `resources/getChildrenTree` answered, by
   * organization id, read as they come into the switcher's view; `resourceAdded` keeps them current.
   */
  children: Record<string, Resource[]>;
  /** Trees on their way or refused, by organization id (a read tree is in `children`). */
  childrenStatus: Record<string, 'loading' | 'failed'>;
}

const initialState: ResourcesState = { status: 'idle', items: [], tree: [], selectedId: null, children: {}, childrenStatus: {} };

export const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {
    resourcesLoading(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    resourcesLoaded(state, action: PayloadAction<Resource[]>) {
      state.status = 'loaded';
      state.items = action.payload;
      // Read again (a channel that came back): so are the trees, as the switcher shows them.
      state.children = {};
      state.childrenStatus = {};
    },
    resourcesFailed(state) {
      state.status = 'failed';
    },
    treeLoaded(state, action: PayloadAction<Resource[]>) {
      state.tree = action.payload;
    },
    resourceSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
    /** A resource created (or renamed) here appears in the switcher without a reload. */
    resourceAdded(state, action: PayloadAction<Resource>) {
      const added = action.payload;
      const put = (list: Resource[]) => {
        const at = list.findIndex((item) => item.id === added.id);
        if (at >= 0) list[at] = added;
        else list.push(added);
      };
      put(state.items);
      put(state.tree);
      // A new organization has nothing under it yet; a new project joins its organization's tree, if read.
      if (added.resourceType === 'organization') state.children[added.id] ??= [];
      const siblings = added.parentId ? state.children[added.parentId] : undefined;
      if (siblings) put(siblings);
      // A channel joins the tree its project is in.
      if (added.resourceType === 'channel') for (const tree of Object.values(state.children)) if (tree.some((item) => item.id === added.parentId)) put(tree);
    },
    childrenTreesLoading(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) state.childrenStatus[id] = 'loading';
    },
    /** Trees read, and those refused (asked again on "Try again"). */
    childrenTreesLoaded(state, action: PayloadAction<{ trees: Record<string, Resource[]>; failed: string[] }>) {
      for (const [id, tree] of Object.entries(action.payload.trees)) {
        state.children[id] = tree;
        delete state.childrenStatus[id];
      }
      for (const id of action.payload.failed) state.childrenStatus[id] = 'failed';
    },
  },
  selectors: {
    selectChildrenTrees: (state) => state.children,
    selectChildrenTreesStatus: (state) => state.childrenStatus,
    selectResourcesStatus: (state) => state.status,
    selectResources: (state) => state.items,
    selectResourceTree: (state) => state.tree,
    selectSelectedResourceId: (state) => state.selectedId,
  },
});

export const { resourcesLoading, resourcesLoaded, resourcesFailed, treeLoaded, resourceSelected, resourceAdded, childrenTreesLoading, childrenTreesLoaded } =
  resourcesSlice.actions;
export const { selectResourcesStatus, selectResources, selectResourceTree, selectSelectedResourceId, selectChildrenTrees, selectChildrenTreesStatus } =
  resourcesSlice.selectors;

export const selectSelectedResource = createSelector(
  [selectResources, selectResourceTree, selectSelectedResourceId],
  (items, tree, id) => items.find((r) => r.id === id) ?? tree.find((r) => r.id === id) ?? null,
);

/** Known resources by id: my resources plus the tree's ancestors. */
export const selectResourceIndex = createSelector([selectResources, selectResourceTree], (items, tree) => {
  const index = new Map<string, Resource>();
  for (const r of tree) index.set(r.id, r);
  for (const r of items) index.set(r.id, r);
  return index;
});

/** Projects of the selected organization, or the selected project itself. */
export const selectWorkspaceProjects = createSelector([selectResourceIndex, selectSelectedResource], (index, selected) => {
  if (!selected) return [];
  if (selected.resourceType === 'project') return [selected];
  return [...index.values()].filter((r) => r.resourceType === 'project' && r.parentId === selected.id);
});

/** Channels of the workspace's projects (those the user may read: the server lists no others). */
export const selectWorkspaceChannels = createSelector([selectResourceIndex, selectWorkspaceProjects], (index, projects) => {
  const ids = new Set(projects.map((project) => project.id));
  return [...index.values()].filter((r) => r.resourceType === 'channel' && r.parentId !== null && ids.has(r.parentId));
});

declare module '@/lib/store' {
  interface AppState {
    resources: ResourcesState;
  }
}
