import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
