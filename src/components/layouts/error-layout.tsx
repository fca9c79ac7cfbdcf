import { Box, Center, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../brand/logo';

export function ErrorLayout({ children }: { children?: React.ReactNode }) {
  return (
    <Box mih="100dvh">
      <Group component="header" p="md">
        <Logo />
      </Group>
      <Center component="main" mih="70dvh" p="md">
        {children ?? <Outlet />}
      </Center>
    </Box>
  );
}
