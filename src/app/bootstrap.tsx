import { createBrowserRouter, createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { readSessionChannel, registerSessionListeners, restoreSession } from '@/features/session';
import { registerWorkspaceListeners } from '@/features/workspace';
import { registerPermissionsListeners } from '@/features/permissions';
import { registerMailboxListeners } from '@/features/mailbox';
import { registerNotificationListeners } from '@/features/notifications';
import { registerIntentListeners } from '@/features/intents';
import { AppProviders } from './providers';
import { preloadFirstPageTexts } from './router/document-title';
import { preloadDashboardLayout, routes } from './router/routes';
import { createServices } from './services';
import { makeStore, type RootState } from './store/make-store';
import { wireHttp } from './wire-http';
import { preloadHttp } from '@/lib/http';
import { preloadPusher } from '@/lib/realtime';

export interface AppOptions {
  i18n: I18n;
  /** Tests use a memory router at this entry. */
  initialEntry?: string;
  preloadedState?: Partial<RootState>;
}

/**
 * Starts downloading the code of the page at `path` while the app is still starting (the router asks
 * for it again once created, and gets the module already there). A failure is the router's to show.
 */
export function preloadPage(path: string) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    if (route.id === 'dashboard' && readSessionChannel()) preloadSignedIn();
  }
}

/**
 * A session cookie: the page will most likely open in the shell. Its code, pusher-js and the HTTP
 * transport download now, side by side, rather than one after another once `users/me` has answered.
 */
function preloadSignedIn() {
  preloadDashboardLayout();
  preloadPusher();
  preloadHttp();
}

/** Composes services, store, listeners and router: used by main.tsx and by tests alike. */
export function createApp({ i18n, initialEntry, preloadedState }: AppOptions) {
  const lifetime = new AbortController();
  const { services, bindDispatch } = createServices(lifetime.signal);
  const { store, startListening, clearListeners, injectSlice } = makeStore(services, preloadedState);
  services.injectSlice = injectSlice;
  bindDispatch(store.dispatch);
  registerSessionListeners(startListening);
  registerWorkspaceListeners(startListening);
  registerPermissionsListeners(startListening);
  registerMailboxListeners(startListening);
  registerNotificationListeners(startListening);
  const closeIntents = registerIntentListeners(startListening, store);
  const unwire = wireHttp(store);
  const router = initialEntry ? createMemoryRouter(routes, { initialEntries: [initialEntry] }) : createBrowserRouter(routes);
  const firstPageTexts = preloadFirstPageTexts(router, i18n);
  services.navigate = (to, options) => void router.navigate(to, options);
  services.currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  services.currentLocationKey = () => router.state.location.key;
  if (!preloadedState?.session) void store.dispatch(restoreSession());
  const element = (
    <AppProviders store={store} services={services} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // A disposed app touches nothing shared (the access token, the session cookie): its running
  // listeners (the session clocks) end first, or they would end "their" session later on their own.
  const dispose = () => {
    lifetime.abort();
    clearListeners();
    unwire();
    closeIntents();
    services.actions.rejectAll();
    services.live.stop();
    router.dispose();
  };
  /** Resolves once the first page can render without a loader: its code and its texts are in. */
  const firstPageReady = () =>
    Promise.all([
      firstPageTexts,
      router.state.initialized ||
        new Promise<void>((resolve) => {
          const stop = router.subscribe((state) => {
            if (!state.initialized) return;
            stop();
            resolve();
          });
        }),
    ]).then(() => undefined);
  return { store, services, router, element, dispose, firstPageReady };
}
