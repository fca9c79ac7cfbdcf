import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisputeLabels } from '../model/labels';
import type { Dispute } from './api/get-dispute';
import { DisputeDeadline } from './dispute-deadline';
import { useLocaleFormat } from '@/lib/format';

/** The amount (the page's one h1), the status, the reason code with its title and sentence, and the deadline. */
export function DisputeHeader({ dispute, open }: { dispute: Dispute; open: boolean }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  return (
    <Card withBorder padding="lg">
      <Stack gap={8}>
        <Text size="sm" c="dimmed">
          {t('page.dispute')}
          {' · '}
          <Text span ff="monospace" dir="ltr">
            {dispute.id}
          </Text>
        </Text>
        <Group gap="sm" align="center">
          <Title order={1}>
            <bdi>{format.money(dispute.amount, dispute.currency)}</bdi>
          </Title>
          <Badge color={labels.statusColor(dispute.status)} variant="light" size="lg" tt="none">
            {labels.status(dispute.status)}
          </Badge>
        </Group>
        <Text fw={600} data-testid="dispute-reason">
          {/* Scheme and code are one name ("Mastercard 4841"): one isolate keeps them in order inside an Arabic sentence. */}
          <bdi>{`${labels.scheme(dispute.scheme)} ${dispute.reasonCode}`}</bdi>
          {' – '}
          {labels.reasonTitle(dispute.scheme, dispute.reasonCode)}
        </Text>
        <Text size="sm">{labels.reasonExplanation(dispute.scheme, dispute.reasonCode)}</Text>
        <DisputeDeadline dispute={dispute} open={open} />
      </Stack>
    </Card>
  );
}
