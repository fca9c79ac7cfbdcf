import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';

/** One settings section: a labelled region with a heading, a description and its controls. */
export function SettingsSection({ title, description, anchor, children }: { title: string; description?: string; anchor?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" id={anchor} aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** The error of a save that failed, with a retry of the same value. */
export function SaveError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <Stack gap="xs">
      <FormError message={message} />
      <Group>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Stack>
  );
}
