import { Center, Loader, Stack, Text } from '@mantine/core';

/** A loader filling the screen, or (`area`) the page's place in the shell. */
export function FullPageLoader({ label, area = false }: { label: string; area?: boolean }) {
  return (
    <Center h={area ? '50dvh' : '100dvh'} role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
