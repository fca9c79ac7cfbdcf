import { Button, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation } from '@/components/dialogs/confirm-dialog';
import { Dialog } from '@/components/dialogs/dialog-frame';
import type { DateRange } from '@/components/list-page';
import { useDateFormat } from '@/lib/dates';
import { useCountWebhookDeliveriesQuery, useReplayWebhookDeliveriesMutation } from '../api/webhooks-api';
import type { DeliveryFilter } from '../api/webhooks-api';
import { useEventLabel } from '../model/labels';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useEndpointFailure } from './use-endpoint-failure';
import { useReplayProgress, type ReplayedDelivery } from './use-replay-progress';

/** Results listed one by one (the counts above cover them all). */
const LISTED_MAX = 200;

export interface ReplayRange {
  from: string;
  to: string;
  /** The filter that counts what the replay resends. */
  count: DeliveryFilter[];
  /** The days the console is filtered on, for the question; null: every day. */
  days: DateRange | null;
}

interface Props {
  opened: boolean;
  endpointId: string;
  range: ReplayRange;
  /** The console filters on more than the dates: the replay does not. */
  narrowed: boolean;
  onClose: () => void;
}

function useRangeText(days: DateRange | null) {
  const { t } = useTranslation('webhooks');
  const format = useDateFormat();
  if (!days) return t('replay.allTime');
  if (days.from && days.to) return t('replay.between', { from: format.day(days.from), to: format.day(days.to) });
  if (days.from) return t('replay.since', { day: format.day(days.from) });
  return t('replay.until', { day: format.day(days.to ?? '') });
}

function Results({ rows }: { rows: ReplayedDelivery[] }) {
  const { t } = useTranslation('webhooks');
  const eventLabel = useEventLabel();
  const done = rows.filter((row) => row.status !== 'pending').length;
  const succeeded = rows.filter((row) => row.status === 'succeeded').length;
  const percent = rows.length ? Math.floor((done * 100) / rows.length) : 100;
  return (
    <Stack gap="sm">
      <Progress value={percent} aria-label={t('replay.progressLabel')} size="lg" color={succeeded === done ? 'teal' : 'orange'} />
      <Text size="sm" role="status" aria-live="polite">
        {t('replay.progress', { done, total: rows.length, succeeded, failed: done - succeeded })}
      </Text>
      <ScrollArea.Autosize mah={280} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Table verticalSpacing={4} aria-label={t('replay.results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('deliveries.columns.event')}</Table.Th>
              <Table.Th scope="col">{t('drawer.deliveryId')}</Table.Th>
              <Table.Th scope="col">{t('deliveries.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, LISTED_MAX).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.eventType ? eventLabel(row.eventType) : '—'}</Table.Td>
                <Table.Td>
                  <Text span size="xs" ff="monospace" dir="ltr">
                    {row.id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DeliveryStatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > LISTED_MAX && (
        <Text size="xs" c="dimmed">
          {t('replay.more', { count: rows.length - LISTED_MAX })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Replay failed": asks with the number of failed deliveries of the console's date range, resends them
 * (each a new delivery), then shows a progress bar and each one's result as its pushes arrive.
 */
export function ReplayDialog({ opened, endpointId, range, narrowed, onClose }: Props) {
  const { t } = useTranslation(['webhooks', 'common']);
  const rangeText = useRangeText(range.days);
  const describe = useEndpointFailure();
  const count = useCountWebhookDeliveriesQuery({ endpointId, filters: range.count }, { skip: !opened, refetchOnMountOrArgChange: true });
  const [replay, replaying] = useReplayWebhookDeliveriesMutation();
  const progress = useReplayProgress(endpointId);
  const [error, setError] = useState<string | null>(null);
  const failed = count.currentData;

  const close = () => {
    if (replaying.isLoading) return;
    progress.reset();
    setError(null);
    replaying.reset();
    onClose();
  };

  const start = async () => {
    setError(null);
    progress.listen();
    try {
      const answer = await replay({ endpointId, from: range.from, to: range.to }).unwrap();
      progress.follow(answer.deliveryIds);
    } catch (failure) {
      progress.stop();
      setError(describe(failure));
    }
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('replay.title')} size="lg">
      {progress.tracked ? (
        <Stack gap="md">
          {progress.tracked.length === 0 ? (
            <Text>{t('replay.noneResent')}</Text>
          ) : (
            <>
              <Text fw={500}>{t('replay.resent', { count: progress.tracked.length })}</Text>
              <Results rows={progress.tracked} />
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('replay.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Confirmation
          confirmLabel={t('replay.confirm')}
          confirmDisabled={!failed}
          busy={replaying.isLoading}
          error={error}
          onConfirm={() => void start()}
          onCancel={close}
        >
          {failed === undefined ? (
            <Text c="dimmed">{count.isError ? describe(count.error) : t('replay.counting')}</Text>
          ) : failed === 0 ? (
            <Text fw={500}>{t('replay.noneFailed', { range: rangeText })}</Text>
          ) : (
            <Text fw={500}>{t('replay.question', { count: failed, range: rangeText })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('replay.hint')}
          </Text>
          {narrowed && (
            <Text size="sm" c="dimmed">
              {t('replay.otherFilters')}
            </Text>
          )}
        </Confirmation>
      )}
    </Dialog>
  );
}
