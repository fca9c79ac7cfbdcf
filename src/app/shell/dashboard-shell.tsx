import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { selectCurrentUser } from '@/features/session';
import { useAppSelector } from '../store/hooks';

export function DashboardShell() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectCurrentUser);
  const [opened, { toggle }] = useDisclosure();
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('menu')} />
            <Logo size={28} />
          </Group>
          <Group>
            <Text size="sm">{user?.email}</Text>
            <Button component={Link} to="/logout" variant="subtle">
              {t('logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" component="nav" aria-label={t('navigation')} />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
