import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first allowed range and how many more, or "Any address" for a key without a list. */
export function AllowedIpsSummary({ ranges }: { ranges: readonly string[] }) {
  const { t } = useTranslation('apiKeys');
  if (ranges.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        {t('ips.any')}
      </Text>
    );
  return (
    <Text span size="sm" truncate="end" title={ranges.join(', ')}>
      <Text span size="sm" ff="monospace" dir="ltr">
        {ranges[0]}
      </Text>
      {ranges.length > 1 && <> {t('ips.more', { count: ranges.length - 1 })}</>}
    </Text>
  );
}
