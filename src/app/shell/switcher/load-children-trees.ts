import { callerOf } from '@/lib/actions';
import { toFailure } from '@/lib/http';
import { createAppAsyncThunk, type AppState } from '@/lib/store';
import {
  childrenTreesLoaded,
  childrenTreesLoading,
  getChildrenTree,
  selectChildrenTrees,
  selectChildrenTreesStatus,
  selectResources,
  type Resource,
} from '@/features/workspace';

/** Trees asked for at once: a screenful of organizations comes in a few rounds, the channel never flooded. */
export const TREES_IN_FLIGHT = 4;

/** Of these organizations, those whose tree is neither read nor on its way (nor refused, unless asked again). */
const wantedTrees = (state: AppState, organizationIds: readonly string[], retry: boolean) => {
  const read = selectChildrenTrees(state);
  const status = selectChildrenTreesStatus(state);
  return [...new Set(organizationIds)].filter((id) => !read[id] && status[id] !== 'loading' && (retry || status[id] !== 'failed'));
};

/**
 * The trees of these organizations (`resources/getChildrenTree`) not read or on their way yet, a few at
 * a time, stored together: one rebuild of the switcher's rows per screenful. Refused ones are asked
 * again only with `retry` ("Try again"). Rejects with the first failure; the trees that came are kept.
 */
export const loadChildrenTrees = createAppAsyncThunk(
  'resources/loadChildrenTrees',
  async ({ organizationIds, retry = false }: { organizationIds: readonly string[]; retry?: boolean }, { dispatch, getState, rejectWithValue }) => {
    const items = selectResources(getState());
    const wanted = wantedTrees(getState(), organizationIds, retry);
    dispatch(childrenTreesLoading(wanted));
    const actions = callerOf(dispatch);
    const trees: Record<string, Resource[]> = {};
    const failed: string[] = [];
    let failure: unknown = null;
    let next = 0;
    const worker = async () => {
      while (next < wanted.length) {
        const id = wanted[next++];
        try {
          trees[id] = await getChildrenTree(actions, id);
        } catch (error) {
          failed.push(id);
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(TREES_IN_FLIGHT, wanted.length) }, worker));
    // The resources were read again meanwhile (a channel that came back): these trees may be stale.
    if (selectResources(getState()) !== items) return;
    dispatch(childrenTreesLoaded({ trees, failed }));
    if (failure !== null) return rejectWithValue(toFailure(failure));
  },
  // Nothing to read (scrolling over trees already read): not even started.
  { condition: ({ organizationIds, retry = false }, { getState }) => wantedTrees(getState(), organizationIds, retry).length > 0 },
);
