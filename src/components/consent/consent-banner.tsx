import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent, writeConsent } from '@/lib/monitoring/consent';

/**
 * Asks once about error reports and usage statistics. It never blocks the page: no overlay, no
 * focus trap; until the user answers, nothing is sent (the choice can be changed in Settings).
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const consent = useConsent();
  const titleId = useId();
  if (consent !== 'unset') return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      <Paper role="region" aria-labelledby={titleId} withBorder shadow="md" radius="md" p="md" maw={640} mx="auto">
        <Text id={titleId} fw={600}>
          {t('banner.title')}
        </Text>
        <Text size="sm" mt={4}>
          {t('banner.message')}
        </Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={() => writeConsent(false)}>
            {t('banner.decline')}
          </Button>
          <Button onClick={() => writeConsent(true)}>{t('banner.allow')}</Button>
        </Group>
      </Paper>
    </Affix>
  );
}
