import { Stack, Text, Title } from '@mantine/core';

/** The heading and intro of one auth screen inside the auth layout card. */
export function AuthPage({ title, description, children }: { title: string; description?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
