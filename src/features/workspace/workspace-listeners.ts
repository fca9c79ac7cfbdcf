import type { AppStartListening } from '@/lib/store';
import { channelSubscribed, sessionStarted } from '@/features/session';
import { loadResources, openWorkspace } from './workspace-thunks';

export function registerWorkspaceListeners(startListening: AppStartListening) {
  startListening({ actionCreator: sessionStarted, effect: async (_action, api) => void (await api.dispatch(openWorkspace())) });
  // A (re)subscribed channel may have missed changes: reload the resources quietly.
  startListening({
    actionCreator: channelSubscribed,
    effect: async (_action, api) => {
      if (api.getState().resources.status === 'loaded') await api.dispatch(loadResources());
    },
  });
}
