import { Badge, Group, Text } from '@mantine/core';
import { IconBuildingStore, IconDeviceMobile, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChannelKind, ChannelStatus } from '@/lib/contract/channels';

const kindIcons = { 'web-shop': IconWorld, 'mobile-app': IconDeviceMobile, 'point-of-sale': IconBuildingStore } as const;

/** The kind with its icon (the icon is decoration: the word says it). */
export function ChannelKindLabel({ kind }: { kind: ChannelKind }) {
  const { t } = useTranslation('channels');
  const Icon = kindIcons[kind];
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Icon size={16} aria-hidden />
      <Text span size="sm">
        {t(`kind.${kind}`)}
      </Text>
    </Group>
  );
}

export function ChannelStatusBadge({ status }: { status: ChannelStatus }) {
  const { t } = useTranslation('channels');
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'gray'}>
      {t(`status.${status}`)}
    </Badge>
  );
}
