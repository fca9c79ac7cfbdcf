import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A money-moving request was sent but its answer did not come. It says so plainly and offers only
 * the safe next step: asking again with the same reference, which never applies it twice.
 */
export function OutcomeUnknown({ title, checking, onCheckAgain }: { title?: string; checking: boolean; onCheckAgain: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconHelpCircle size={18} aria-hidden />} title={title ?? t('outcome.unknownTitle')}>
      <Text size="sm">{t('outcome.unknownBody')}</Text>
      <Group mt="sm">
        <Button size="xs" variant="filled" color="yellow" loading={checking} onClick={onCheckAgain}>
          {t('outcome.checkAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
