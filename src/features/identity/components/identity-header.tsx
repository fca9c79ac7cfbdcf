import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IdentityMember, MemberIdentity } from '../model/identity';

interface Props {
  identityId: string;
  /** Null when the caller may not read the team (the page opens with identities' rights alone). */
  member: IdentityMember | null;
  status: MemberIdentity['status'] | null;
  isYou: boolean;
}

/** The member's name and e-mail (the page's heading), and the identity with its status. */
export function IdentityHeader({ identityId, member, status, isYou }: Props) {
  const { t } = useTranslation('identity');
  return (
    <Card withBorder padding="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('header.kicker')}
        </Text>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {member ? member.name || member.email : t('header.title')}
          </Title>
          {status && (
            <Badge color={status === 'active' ? 'teal' : 'gray'} variant="light" size="lg" tt="none">
              {t(`status.${status}`)}
            </Badge>
          )}
          {isYou && (
            <Badge color="indigo" variant="light" size="lg" tt="none">
              {t('header.you')}
            </Badge>
          )}
        </Group>
        {member?.name && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{member.email}</bdi>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('header.identity')}{' '}
          <Text span ff="monospace" dir="ltr">
            {identityId}
          </Text>
        </Text>
      </Stack>
    </Card>
  );
}
