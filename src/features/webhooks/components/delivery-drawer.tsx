import { Alert, Button, Code, Drawer, Group, ScrollArea, Stack, Table, Text, VisuallyHidden, useDirection } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsSection, SectionCard, type LabelledValue } from '@/components/details-section';
import { FormError } from '@/components/feedback/form-error';
import { useLocaleFormat } from '@/lib/format';
import { notify, tx } from '@/lib/notify';
import { useGetWebhookDeliveryQuery, useResendWebhookDeliveryMutation, type WebhookDelivery } from '../api/webhooks-api';
import { deliveryExtras } from '../model/delivery-extras';
import { useEventLabel } from '../model/labels';
import { prettyBody } from '../model/pretty-body';
import { useDeliveryWriters, StatusCodeText } from './delivery-columns';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useEndpointFailure } from './use-endpoint-failure';

const mono = (value: string) => (
  <Text span size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
    {value}
  </Text>
);

/** A body as text in a `<pre>` (never markup), re-indented when it is JSON, with a copy button. */
function BodySection({ title, body, empty }: { title: string; body: string | null; empty: string }) {
  const { t } = useTranslation('webhooks');
  const clipboard = useClipboard({ timeout: 2500 });
  const text = prettyBody(body);
  return (
    <SectionCard
      title={title}
      actions={
        text ? (
          <Button
            size="compact-sm"
            variant={clipboard.copied ? 'light' : 'default'}
            color={clipboard.copied ? 'teal' : undefined}
            leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={() => clipboard.copy(text)}
            aria-label={t('drawer.copy', { what: title })}
          >
            {clipboard.copied ? t('drawer.copied') : t('drawer.copyShort')}
          </Button>
        ) : undefined
      }
    >
      {text ? (
        <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0 }}>
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      <VisuallyHidden role="status">{clipboard.copied ? t('drawer.copiedAnnouncement', { what: title }) : ''}</VisuallyHidden>
      {clipboard.error && (
        <Alert color="red" variant="light" role="alert">
          {t('drawer.copyFailed')}
        </Alert>
      )}
    </SectionCard>
  );
}

function HeadersSection({ title, headers }: { title: string; headers: [string, string][] }) {
  return <DetailsSection title={title} rows={headers.map(([name, value]) => [name, mono(value)] as const)} headerWidth="40%" />;
}

function AttemptsSection({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const formatDateTime = useLocaleFormat().dateTime;
  const write = useDeliveryWriters();
  const attempts = deliveryExtras(delivery).attempts;
  if (!attempts) return null;
  return (
    <SectionCard title={t('drawer.attempts')}>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-label={t('drawer.attempts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('deliveries.columns.attempt')}</Table.Th>
              <Table.Th scope="col">{t('drawer.at')}</Table.Th>
              <Table.Th scope="col">{t('deliveries.columns.statusCode')}</Table.Th>
              <Table.Th scope="col">{t('deliveries.columns.latency')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attempts.map((attempt) => (
              <Table.Tr key={`${attempt.attempt}-${attempt.at}`}>
                <Table.Th scope="row" fw={500}>
                  <bdi>{write.attempt(attempt.attempt)}</bdi>
                </Table.Th>
                <Table.Td>
                  <time dateTime={attempt.at}>
                    <bdi>{formatDateTime(attempt.at)}</bdi>
                  </time>
                </Table.Td>
                <Table.Td>
                  <StatusCodeText delivery={attempt} />
                </Table.Td>
                <Table.Td>
                  <bdi>{write.latency(attempt.latencyMs)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

function DeliveryDetails({ delivery, mayWrite }: { delivery: WebhookDelivery; mayWrite: boolean }) {
  const { t } = useTranslation('webhooks');
  const formatDateTime = useLocaleFormat().dateTime;
  const eventLabel = useEventLabel();
  const write = useDeliveryWriters();
  const describe = useEndpointFailure();
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const [error, setError] = useState<string | null>(null);
  const extras = deliveryExtras(delivery);
  const when = (iso: string | null) =>
    iso ? (
      <time dateTime={iso}>
        <bdi>{formatDateTime(iso)}</bdi>
      </time>
    ) : (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  const facts: LabelledValue[] = [
    [
      t('deliveries.columns.event'),
      <Stack key="event" gap={0}>
        <Text span size="sm">
          {eventLabel(delivery.eventType)}
        </Text>
        {mono(delivery.eventType)}
      </Stack>,
    ],
    [t('deliveries.columns.status'), <DeliveryStatusBadge key="status" status={delivery.status} />],
    [t('deliveries.columns.attempt'), <bdi key="attempt">{write.attempt(delivery.attempt)}</bdi>],
    [t('deliveries.columns.statusCode'), <StatusCodeText key="code" delivery={delivery} />],
    [t('deliveries.columns.latency'), <bdi key="latency">{write.latency(delivery.latencyMs)}</bdi>],
    [t('deliveries.columns.nextRetry'), when(delivery.nextRetryAt)],
    [t('deliveries.columns.created'), when(delivery.createdAt)],
    [t('drawer.lastAttempt'), when(delivery.lastAttemptAt)],
    [t('drawer.eventId'), mono(delivery.eventId)],
    [t('drawer.deliveryId'), mono(delivery.id)],
    ...(delivery.replayOf ? [[t('drawer.replayOf'), mono(delivery.replayOf)] as const] : []),
    ...(delivery.test ? [[t('drawer.kind'), t('drawer.testEvent')] as const] : []),
  ];

  const onResend = async () => {
    setError(null);
    try {
      const made = await resend(delivery.id).unwrap();
      notify({ color: 'teal', title: tx('webhooks:drawer.resent'), message: made.id });
    } catch (failure) {
      setError(describe(failure));
    }
  };

  return (
    <Stack gap="md">
      {mayWrite && (
        <Group>
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => void onResend()} loading={resending.isLoading}>
            {t('drawer.resend')}
          </Button>
        </Group>
      )}
      <FormError message={error} />
      <DetailsSection title={t('drawer.facts')} rows={facts} headerWidth="35%" />
      <BodySection title={t('drawer.requestBody')} body={delivery.requestBody} empty={t('drawer.noBody')} />
      {extras.requestHeaders && <HeadersSection title={t('drawer.requestHeaders')} headers={extras.requestHeaders} />}
      <BodySection title={t('drawer.responseBody')} body={delivery.responseBody} empty={t('drawer.noResponse')} />
      {extras.responseHeaders && <HeadersSection title={t('drawer.responseHeaders')} headers={extras.responseHeaders} />}
      <AttemptsSection delivery={delivery} />
    </Stack>
  );
}

/** A delivery over the console (`?delivery=<id>`), from the end edge: its facts, bodies, headers and attempts, and "Resend". */
export function DeliveryDrawer({
  deliveryId,
  row,
  mayWrite,
  onClose,
}: {
  deliveryId: string | null;
  row: WebhookDelivery | null;
  mayWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const { dir } = useDirection();
  const eventLabel = useEventLabel();
  // Read on its own: the drawer follows the delivery's retries while it is open, and opens from a link too.
  const query = useGetWebhookDeliveryQuery(deliveryId ?? '', { skip: !deliveryId });
  const delivery = (query.currentData?.id === deliveryId ? query.currentData : null) ?? (row?.id === deliveryId ? row : null);
  return (
    <Drawer
      opened={deliveryId !== null}
      onClose={onClose}
      title={delivery ? eventLabel(delivery.eventType) : t('drawer.title')}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="lg"
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {delivery ? (
        <DeliveryDetails delivery={delivery} mayWrite={mayWrite} />
      ) : query.isError ? (
        <Alert role="alert" color="orange" variant="light">
          {t('drawer.notFound')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('drawer.loading')}
        </Text>
      )}
    </Drawer>
  );
}
