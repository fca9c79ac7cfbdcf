import { callerOf, resourceUpdated } from '@/lib/actions';
import type { AppStartListening } from '@/lib/store';
import { permissionsLoaded, selectIsAllowed } from '@/features/permissions';
import { countNewTopics } from './api/count-new-topics';
import { MAILBOX_PERMISSION, newCountLoaded, tabVisibilityChanged } from './mailbox-slice';

/** Pushes of one burst (a reply, its topic's change, another tab marking it read) are counted once. */
export const RECOUNT_DELAY_MS = 250;

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/**
 * The new-issue count (spec §4): read when the selected resource changes (its permissions load) and
 * when the tab becomes visible, cleared while the tab is hidden; read again when a topic changes by
 * push (a support reply, a topic opened in another tab), so every open tab agrees. A failed count is
 * not shown (spec §8).
 */
export function registerMailboxListeners(startListening: AppStartListening) {
  const refresh = async (api: ListenerApi) => {
    const state = api.getState();
    const resourceId = state.resources.selectedId;
    if (!resourceId || !selectIsAllowed(state, MAILBOX_PERMISSION)) {
      api.dispatch(newCountLoaded(null));
      return;
    }
    try {
      api.dispatch(newCountLoaded(await countNewTopics(callerOf(api.dispatch), resourceId)));
    } catch {
      api.dispatch(newCountLoaded(null));
    }
  };
  startListening({ actionCreator: permissionsLoaded, effect: (_action, api) => refresh(api) });
  startListening({
    actionCreator: tabVisibilityChanged,
    effect: async (action, api) => {
      if (action.payload) await refresh(api);
      else api.dispatch(newCountLoaded(null));
    },
  });
  startListening({
    actionCreator: resourceUpdated,
    effect: async (action, api) => {
      if (action.payload.type !== 'topics') return;
      // While hidden the count stays cleared; it is read when the tab shows again.
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      api.cancelActiveListeners();
      await api.delay(RECOUNT_DELAY_MS);
      await refresh(api);
    },
  });
}
