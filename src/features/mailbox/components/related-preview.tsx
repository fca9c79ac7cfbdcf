import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { RelatedPreview } from '../api/related-lookup-api';
import { relatedTypeKey } from '../model/labels';

/** Each kind's status labels, in that feature's namespace. */
const statusNamespace = { transactions: 'payments', disputes: 'disputes', payouts: 'payouts' } as const;

/** What the new topic will be about, as found in this workspace: amount, status, date, customer and reference. */
export function RelatedPreviewCard({ preview }: { preview: RelatedPreview }) {
  const { t, i18n } = useTranslation(['mailbox', 'payments', 'disputes', 'payouts']);
  const formatDateTime = useLocaleFormat().dateTime;
  const details = [preview.party, preview.reference].filter(Boolean);
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('newTopic.previewLabel')}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} truncate="end">
            {t(relatedTypeKey(preview.type))}{' '}
            <Text span inherit ff="monospace" dir="ltr">
              {preview.id}
            </Text>
          </Text>
          <Badge variant="light" color="gray">
            {t(`${statusNamespace[preview.type]}:status.${preview.status}`, { defaultValue: preview.status })}
          </Badge>
        </Group>
        <Group gap="md">
          <Text size="sm" fw={700}>
            <bdi>{formatMoney(preview.amount, preview.currency, intlLocale(i18n.language))}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            <bdi>{formatDateTime(preview.at)}</bdi>
          </Text>
        </Group>
        {details.length > 0 && (
          <Text size="sm" c="dimmed" truncate="end">
            <bdi>{details.join(' · ')}</bdi>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
