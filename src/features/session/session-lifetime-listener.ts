import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/lib/store';
import { hrefs } from '@/config/paths';
import { sessionEnded } from './connection-slice';
import { clearSessionChannel, readSessionChannel } from './session-cookie';
import { CHECK_INTERVAL_MS, sessionLifetime } from './session-lifetime';
import { anonymous, lifetimeWarned, selectLastRequestAt, selectWarningRemainingMs, sessionStarted } from './session-slice';
import { endSession } from './session-thunks';
import { lastActivity } from './shared-activity';

const sessionOver = isAnyOf(sessionEnded, anonymous);

/**
 * The session's clocks, every 500 ms while signed in: the inactivity warning and logout, the idle
 * cookie, and the cookie watch that follows sign-in or sign-out in other tabs. Inactivity counts from
 * the newest request of any tab, so an idle tab never ends the one in use.
 */
export function registerSessionLifetime(startListening: AppStartListening) {
  startListening({
    actionCreator: sessionStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      try {
        for (;;) {
          if (await api.condition(sessionOver, CHECK_INTERVAL_MS)) return;
          const cookie = readSessionChannel();
          // The cookie names this tab's channel; anything else means another tab signed out or in.
          if (cookie !== api.extra.live.channelName()) {
            if (cookie)
              location.reload(); // another tab started a different session: take it over
            else await api.dispatch(endSession({ callServer: false, goTo: hrefs.loginWithRedirect(api.extra.currentPath()) }));
            return;
          }
          const { phase, remainingMs, cookieIdle } = sessionLifetime(Date.now(), lastActivity(selectLastRequestAt(api.getState())));
          if (cookieIdle) clearSessionChannel();
          if (phase === 'expired') {
            api.dispatch(lifetimeWarned(null));
            await api.dispatch(endSession({ callServer: true, goTo: '/session-expired' }));
            return;
          }
          const shown = phase === 'warning' ? remainingMs : null;
          // The countdown shows seconds: one update a second is enough.
          const before = selectWarningRemainingMs(api.getState());
          if ((before === null) !== (shown === null) || (before !== null && shown !== null && Math.ceil(before / 1000) !== Math.ceil(shown / 1000))) {
            api.dispatch(lifetimeWarned(shown));
          }
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
