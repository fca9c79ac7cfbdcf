import { callerOf } from '@/lib/actions';
import type { AppStartListening } from '@/lib/store';
import { permissionsLoaded, selectIsAllowed } from '@/features/permissions';
import { countNewTopics } from './api/count-new-topics';
import { MAILBOX_PERMISSION, newCountLoaded, tabVisibilityChanged } from './mailbox-slice';

export function registerMailboxListeners(startListening: AppStartListening) {
  const refresh = async (api: Parameters<Parameters<AppStartListening>[0]['effect']>[1]) => {
    const state = api.getState();
    const resourceId = state.resources.selectedId;
    if (!resourceId || !selectIsAllowed(state, MAILBOX_PERMISSION)) {
      api.dispatch(newCountLoaded(null));
      return;
    }
    try {
      api.dispatch(newCountLoaded(await countNewTopics(callerOf(api.dispatch), resourceId)));
    } catch {
      // The spec does not say what a failed count shows: keep the badge hidden rather than wrong.
      api.dispatch(newCountLoaded(null));
    }
  };
  // Permissions load whenever the selected resource changes: refresh after them.
  startListening({ actionCreator: permissionsLoaded, effect: (_action, api) => refresh(api) });
  startListening({
    actionCreator: tabVisibilityChanged,
    effect: async (action, api) => {
      if (action.payload) await refresh(api);
      else api.dispatch(newCountLoaded(null));
    },
  });
}
