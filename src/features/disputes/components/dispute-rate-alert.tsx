import { Alert, Anchor, Collapse, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { disputeRateLevel, type DisputeRateLevel } from '../model/monitoring-levels';

const colors: Record<DisputeRateLevel, string> = { early: 'yellow', excessive: 'orange', highExcessive: 'red' };

/**
 * Says when the dispute rate reaches a card scheme's monitoring level, and what the levels are
 * (docs/dispute-monitoring.md). Nothing below the first level.
 */
export function DisputeRateAlert({ rate, formatPercent }: { rate: number; formatPercent: (ratio: number) => string }) {
  const { t } = useTranslation('disputes');
  const [opened, { toggle }] = useDisclosure(false);
  const levelsId = useId();
  const level = disputeRateLevel(rate);
  if (!level) return null;
  return (
    <Alert
      color={colors[level]}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t(`rateWarning.${level}`, { rate: formatPercent(rate) })}
      data-level={level}
    >
      <Stack gap={6}>
        <Text size="sm">{t('rateWarning.text')}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="inherit"
          underline="always"
          fw={500}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={levelsId}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('rateWarning.levelsToggle')}
        </Anchor>
        <Collapse expanded={opened} id={levelsId}>
          <Stack gap={4}>
            <List size="sm" spacing={2}>
              <List.Item>{t('rateWarning.levelEarly')}</List.Item>
              <List.Item>{t('rateWarning.levelExcessive')}</List.Item>
              <List.Item>{t('rateWarning.levelHigh')}</List.Item>
            </List>
            <Text size="xs" c="dimmed">
              {t('rateWarning.note')}
            </Text>
          </Stack>
        </Collapse>
      </Stack>
    </Alert>
  );
}
