import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/store/hooks';
import { useServices } from '@/app/services-context';
import { hrefs } from '@/config/paths';
import { clearSessionChannel, readSessionChannel } from './session-cookie';
import { CHECK_INTERVAL_MS, sessionLifetime } from './session-lifetime';
import { selectLastRequestAt } from './session-slice';
import { lastActivity } from './shared-activity';
import { endSession } from './session-thunks';

/**
 * Runs the session's clocks every 500 ms while signed in: the inactivity warning and logout,
 * the idle cookie, and the cookie watch that follows sign-in or sign-out in other tabs.
 * Inactivity counts from the newest request of any tab, so an idle tab never ends the one in use.
 */
export function useSessionLifetime() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { currentPath, live } = useServices();
  const lastRequestAt = useAppSelector(selectLastRequestAt);
  const [remainingMs, setRemainingMs] = useState<number | null>(null);

  useEffect(() => {
    let ended = false;
    const tick = () => {
      if (ended) return;
      const cookie = readSessionChannel();
      // The cookie names this tab's channel; anything else means another tab signed out or in.
      if (cookie !== live.channelName()) {
        ended = true;
        if (cookie) {
          // Another tab started a different session: take it over with a fresh page.
          location.reload();
        } else {
          void dispatch(endSession({ callServer: false, goTo: hrefs.loginWithRedirect(currentPath()) }));
        }
        return;
      }
      const { phase, remainingMs: left, cookieIdle } = sessionLifetime(Date.now(), lastActivity(selectLastRequestAt(store.getState())));
      if (cookieIdle) clearSessionChannel();
      if (phase === 'expired') {
        ended = true;
        setRemainingMs(null);
        void dispatch(endSession({ callServer: true, goTo: '/session-expired' }));
        return;
      }
      setRemainingMs(phase === 'warning' ? left : null);
    };
    const timer = setInterval(tick, CHECK_INTERVAL_MS);
    return () => {
      ended = true;
      clearInterval(timer);
    };
  }, [dispatch, store, currentPath, live]);

  // A request made since the last tick hides the warning at once.
  useEffect(() => setRemainingMs(null), [lastRequestAt]);

  return remainingMs;
}
