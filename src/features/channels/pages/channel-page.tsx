import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { usePermission } from '@/features/permissions';
import { resourceAdded, useForeign } from '@/features/workspace';
import { TRANSACTIONS_PERMISSION } from '@/config/permissions';
import { CHANNELS_LIST, channelTransactionsHref } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import { notify, tx } from '@/lib/notify';
import { useAppDispatch } from '@/lib/store';
import { useGetChannelQuery, type Channel, type ChannelDetails } from '../api/channels-api';
import { ChannelKindLabel, ChannelStatusBadge } from '../components/channel-badges';
import { ChannelFormDialog } from '../components/channel-form-dialog';
import { TerminalsSection } from '../components/terminals-section';
import { channelResource } from '../model/channel-resource';

const ltr = (value: string) => (
  <Text span size="sm" dir="ltr" ff="monospace">
    {value}
  </Text>
);

/** `/channels/:channelId`: the channel's attributes, its terminals (a point of sale), its payments, and edit where the user may. */
export function ChannelPage() {
  const { t } = useTranslation('channels');
  const channelId = useParams().channelId ?? '';
  const details = useGetChannelQuery(channelId, { skip: !channelId });
  // A channel of another workspace reads like one without the right, even when the user holds it there.
  const foreign = useForeign(details.currentData?.channel.projectId);

  return (
    <DetailsFrame
      back={{ list: CHANNELS_LIST, label: t('details.back') }}
      title={t('details.heading')}
      {...detailsState(details, { foreign, missingId: !channelId })}
      refusal={<DetailsRefusal title={t('details.noAccessTitle')} text={t('details.noAccessHint')} />}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {(found) => <ChannelView details={found} />}
    </DetailsFrame>
  );
}

function ChannelView({ details: { channel, project } }: { details: ChannelDetails }) {
  const { t } = useTranslation('channels');
  const dispatch = useAppDispatch();
  const formatDateTime = useLocaleFormat().dateTime;
  const canReadPayments = usePermission(TRANSACTIONS_PERMISSION);
  const canChange = project?.writable ?? false;
  const [editing, setEditing] = useState(false);
  const saved = (updated: Channel) => {
    setEditing(false);
    dispatch(resourceAdded(channelResource(updated)));
    notify({ color: 'teal', title: tx('channels:edit.done'), message: updated.name });
  };
  const rows: LabelledValue[] = [
    [t('fields.kind'), <ChannelKindLabel key="kind" kind={channel.kind} />],
    [t('fields.status'), <ChannelStatusBadge key="status" status={channel.status} />],
    [t('fields.project'), <bdi key="project">{project?.name ?? channel.projectId}</bdi>],
    [t('fields.defaultCurrency'), ltr(channel.defaultCurrency)],
    [t('fields.statementDescriptor'), ltr(channel.statementDescriptor)],
    [t('fields.created'), <bdi key="created">{formatDateTime(channel.createdAt)}</bdi>],
    [t('fields.updated'), <bdi key="updated">{formatDateTime(channel.updatedAt)}</bdi>],
    [t('fields.id'), ltr(channel.id)],
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1}>
            <bdi>{channel.name}</bdi>
          </Title>
          <ChannelStatusBadge status={channel.status} />
        </Group>
        <Group gap="xs">
          {canReadPayments && (
            <Button component={Link} to={channelTransactionsHref(channel.id)} variant="default" leftSection={<IconReceipt size={18} aria-hidden />}>
              {t('details.viewTransactions')}
            </Button>
          )}
          {canChange && (
            <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)}>
              {t('edit.open')}
            </Button>
          )}
        </Group>
      </Group>
      <DetailsSection title={t('details.facts')} rows={rows} />
      {channel.kind === 'point-of-sale' && <TerminalsSection channel={channel} canChange={canChange} />}
      {editing && (
        <ChannelFormDialog key={channel.updatedAt} mode="edit" opened channel={channel} project={project} onClose={() => setEditing(false)} onDone={saved} />
      )}
    </Stack>
  );
}
