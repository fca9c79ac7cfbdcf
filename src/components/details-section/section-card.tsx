import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** One line under the title: what the section holds. */
  description?: ReactNode;
  /** Controls beside the title (an "Edit" button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card section of a details page, named by its title for assistive technology. */
export function SectionCard({ title, description, actions, children }: Props) {
  const titleId = useId();
  const heading = (
    <Stack gap={2}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {actions ? (
          <Group justify="space-between" align="flex-start" gap="sm">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
