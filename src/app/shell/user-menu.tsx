import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectCurrentUser } from '@/features/session';
import { useAppSelector } from '@/lib/store';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectCurrentUser);
  const label = user?.name || user?.email || '';
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        {/* Named by content, so the name starts with the initials on screen (WCAG 2.5.3). */}
        <UnstyledButton>
          <Avatar radius="xl" size={32} color="indigo" name={label} />
          <VisuallyHidden>{t('userMenu', { name: label })}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600}>
            {user?.name}
          </Text>
          <Text size="xs">{user?.email}</Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
