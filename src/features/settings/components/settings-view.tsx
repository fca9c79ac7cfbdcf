import { Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconDevices, IconShieldLock, IconUserCircle, IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/features/session';
import { AppearanceSection } from './appearance-section';
import { DateFormatSection } from './date-format-section';
import { GeneralSection } from './general-section';
import { LanguageSection } from './language-section';
import { LayoutSection } from './layout-section';
import { NotificationsSection } from './notifications-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { PrivacySection } from './privacy-section';
import { SessionsSection } from './sessions-section';
import { TimeZoneSection } from './time-zone-section';
import { TwoFaSection } from './two-fa-section';

export const settingsTabs = ['profile', 'preferences', 'notifications', 'security', 'sessions'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const icons = { profile: IconUserCircle, preferences: IconAdjustmentsHorizontal, notifications: IconBell, security: IconShieldLock, sessions: IconDevices };

export function SettingsView({ user, tab, onTabChange }: { user: CurrentUser; tab: SettingsTab; onTabChange: (tab: SettingsTab) => void }) {
  const { t } = useTranslation('settings');
  const wide = useMediaQuery('(min-width: 62em)');
  const { preferences } = user;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Tabs
        value={tab}
        onChange={(next) => next && onTabChange(next as SettingsTab)}
        orientation={wide ? 'vertical' : 'horizontal'}
        keepMounted={false}
        variant={wide ? 'pills' : 'default'}
      >
        <Tabs.List aria-label={t('tabsLabel')} miw={wide ? 200 : undefined} me={wide ? 'lg' : undefined} mb={wide ? undefined : 'md'}>
          {settingsTabs.map((value) => {
            const Icon = icons[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <Stack gap="lg">
            <GeneralSection user={user} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preferences">
          <Stack gap="lg">
            <AppearanceSection theme={preferences.theme} />
            <LayoutSection layoutType={preferences.layoutType} />
            <LanguageSection />
            <TimeZoneSection timezone={preferences.timezone} />
            <DateFormatSection dateFormat={preferences.dateFormat} />
            <PrivacySection />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsSection switches={preferences.notifications} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <Stack gap="lg">
            <PasswordSection twoFaEnabled={user.twoFaEnabled} />
            <TwoFaSection enabled={user.twoFaEnabled} />
            <PasskeysSection />
            <PhoneSection phone={user.phone} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="sessions">
          <SessionsSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
