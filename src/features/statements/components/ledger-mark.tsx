import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Matches the ledger" or "Differs from the ledger": words beside the icon, never a colour alone.
 * `short`: "Matches" / "Differs", under a column headed "Ledger check".
 */
export function LedgerMark({ matches, short = false }: { matches: boolean; short?: boolean }) {
  const { t } = useTranslation('statements');
  const Icon = matches ? IconCircleCheck : IconAlertTriangle;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} color={matches ? 'var(--mantine-color-teal-text)' : 'var(--mantine-color-red-text)'} />
      <Text span size="sm">
        {t(`ledger.${matches ? 'matches' : 'differs'}${short ? 'Short' : ''}`)}
      </Text>
    </Group>
  );
}
