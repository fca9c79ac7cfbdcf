import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useAppDispatch } from '@/lib/store';
import { signOut } from '@/features/session';

/** /logout: DELETE signout, drop everything, back to login. */
export function LogoutPage() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(signOut());
  }, [dispatch]);
  return <FullPageLoader label={t('overlay.signingOut')} />;
}
