import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Resource } from './api/list-my-resources';

export interface ResourcesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: Resource[];
  /** The full tree (with ancestors), loaded on selection when the identity may read it. */
  tree: Resource[];
  selectedId: string | null;
}

const initialState: ResourcesState = { status: 'idle', items: [], tree: [], selectedId: null };

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
    /** A resource created here appears in the switcher without a reload. */
    resourceAdded(state, action: PayloadAction<Resource>) {
      if (!state.items.some((item) => item.id === action.payload.id)) state.items.push(action.payload);
      if (!state.tree.some((item) => item.id === action.payload.id)) state.tree.push(action.payload);
    },
  },
  selectors: {
    selectResourcesStatus: (state) => state.status,
    selectResources: (state) => state.items,
    selectResourceTree: (state) => state.tree,
    selectSelectedResourceId: (state) => state.selectedId,
  },
});

export const { resourcesLoading, resourcesLoaded, resourcesFailed, treeLoaded, resourceSelected, resourceAdded } = resourcesSlice.actions;
export const { selectResourcesStatus, selectResources, selectResourceTree, selectSelectedResourceId } = resourcesSlice.selectors;

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

declare module '@/lib/store' {
  interface AppState {
    resources: ResourcesState;
  }
}
