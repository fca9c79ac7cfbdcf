import { Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store';
import { selectCurrentUser } from '@/features/session';
import { settingsTabs, SettingsView, type SettingsTab } from '../components/settings-view';

const isTab = (value: string | null): value is SettingsTab => (settingsTabs as readonly (string | null)[]).includes(value);

/** Profile settings. The open tab lives in the URL (`?tab=security`) so it can be linked and survives a reload. */
export function SettingsPage() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  if (!user) return <Loader aria-label={t('loading')} />;
  return (
    <SettingsView
      user={user}
      tab={isTab(tab) ? tab : 'profile'}
      onTabChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
    />
  );
}
