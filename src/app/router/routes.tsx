import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ErrorLayout } from '@/components/layouts/error-layout';
import { authRoutes, logoutRoute } from '@/features/auth';
import { payLinkRoute } from '@/features/payment-links';
import { preloadOldPayoutsCheck } from '@/features/payouts';
import { dashboardRoutes } from './dashboard-routes';
import { NotFoundPage } from './not-found-page';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// The dashboard shell (and Pusher with it) loads only after sign-in, or on a start with a session
// cookie (`preloadDashboardLayout`); the sidebar's check for old payouts, which the shell waits for,
// loads beside it.
const loadDashboardLayout = () => {
  preloadOldPayoutsCheck();
  return import('./dashboard-layout');
};
const DashboardLayout = lazy(loadDashboardLayout);

/** Starts downloading the shell's code now, beside the page's, rather than once the session is confirmed. */
export const preloadDashboardLayout = () => void loadDashboardLayout().catch(() => undefined);

function Dashboard() {
  return (
    <RequireSession>
      <Suspense fallback={<FullPageLoader label="" />}>
        <DashboardLayout />
      </Suspense>
    </RequireSession>
  );
}

/** The whole route table. Every route's metadata (title, permission) lives here once; the dashboard's routes require a session (`RequireSession`), the others do not. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy route loads (the router starts before its code is there).
    hydrateFallbackElement: <FullPageLoader label="" />,
    children: [
      { element: <AuthLayout />, children: authRoutes },
      logoutRoute,
      // The payer's page with its card form exists in sandbox builds only: in production a payer pays
      // on the provider's hosted payment page, never in the dashboard (docs/deployment.md).
      ...(__SANDBOX__ ? [payLinkRoute] : []),
      { id: 'dashboard', element: <Dashboard />, children: dashboardRoutes },
      {
        path: '*',
        handle: { titleKey: 'common:notFound.title' },
        element: (
          <ErrorLayout>
            <NotFoundPage />
          </ErrorLayout>
        ),
      },
    ],
  },
];
