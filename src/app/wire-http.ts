import { notify, tx } from '@/lib/notify';
import { onHttpFailure, onHttpSuccess } from '@/lib/http';
import { reportError } from '@/lib/monitoring/report';
import { recordSharedActivity, requestSucceeded, selectSessionStatus, unauthorizedResponse } from '@/features/session';
import type { AppStore } from './store/make-store';

/** The error catalogue of spec §8 for direct and action calls. Returns an unsubscribe. */
export function wireHttp(store: AppStore) {
  const offFailure = onHttpFailure((failure, { url }) => {
    if (failure.code === 401) {
      if (selectSessionStatus(store.getState()) === 'authenticated') store.dispatch(unauthorizedResponse());
      return;
    }
    if (failure.code === 403 && /(^|\/)files(\/|$)/.test(url)) {
      reportError(failure, { url, action: 'files/read' });
      notify({ color: 'red', title: tx('errors:noAllowed'), message: tx('errors:contactSupport') });
      return;
    }
    if (failure.code === 429) {
      notify({ id: 'too-many-requests', color: 'yellow', message: tx('errors:tooManyRequests') });
    }
  });
  const offSuccess = onHttpSuccess(() => {
    const now = Date.now();
    store.dispatch(requestSucceeded(now));
    // Shared with the other tabs: inactivity is measured from the newest request of any of them.
    recordSharedActivity(now);
  });
  return () => {
    offFailure();
    offSuccess();
  };
}
