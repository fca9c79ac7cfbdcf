import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "3 new entries", with the way to the newest, where they would otherwise shift the rows being read. */
export function NewEntriesNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('audit');
  if (count <= 0) return null;
  return (
    <Alert color="blue" variant="light" role="status" py="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('live.newEntries', { count })}</Text>
        <Button size="xs" variant="light" leftSection={<IconArrowUp size={16} aria-hidden />} onClick={onShow}>
          {t('live.show')}
        </Button>
      </Group>
    </Alert>
  );
}
