import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { healthOf } from '../model/health';

/**
 * Delivery success over the last 24 hours: the share that succeeded (a whole percent) with a small bar,
 * and the counts. The bar repeats the words, so it is hidden from assistive technology.
 */
export function HealthCell({ succeeded, failed }: { succeeded: number; failed: number }) {
  const { t } = useTranslation('webhooks');
  const health = healthOf(succeeded, failed);
  if (health.percent === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('health.none')}
      </Text>
    );
  }
  const color = health.failed === 0 ? 'teal' : health.percent >= 90 ? 'orange' : 'red';
  return (
    <Stack gap={2} miw={0} style={{ flex: 1 }}>
      <Group gap="xs" wrap="nowrap">
        <Text span size="sm" fw={500}>
          {t('health.percent', { percent: health.percent })}
        </Text>
        <Progress value={health.percent} color={color} size="sm" style={{ flex: 1, minWidth: 40 }} aria-hidden />
      </Group>
      <Text span size="xs" c="dimmed" truncate="end">
        {t('health.counts', { succeeded: health.succeeded, failed: health.failed })}
      </Text>
    </Stack>
  );
}
