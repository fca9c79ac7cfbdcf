import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { hrefs } from '@/config/paths';
import { useAppSelector } from '@/lib/store';
import { selectLeftFrom, selectReconnectingSession, selectSessionStatus } from '@/features/session';

/** Guarded pages: signed-out visitors go to login with redirect set to where they were going. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const leftFrom = useAppSelector(selectLeftFrom);
  const reconnecting = useAppSelector(selectReconnectingSession);
  const location = useLocation();
  const { t } = useTranslation('common');
  // Where sign-out happened, sign-out navigates; anywhere else (say, Back), sign in again first.
  if (status === 'anonymous' && leftFrom !== location.key) {
    return <Navigate to={hrefs.loginWithRedirect(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  // Restoring met a failure that may pass: the session is kept and tried again meanwhile.
  if (status !== 'authenticated') return <FullPageLoader label={t(reconnecting ? 'overlay.reconnecting' : 'loading')} />;
  return <>{children}</>;
}
