import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import { isolate } from '@/lib/i18n';
import type { TeamMember } from '../api/team-api';
import { InvitationRowActions, type InvitationAction } from './invitation-controls';
import { MemberStatusBadge, RoleBadge } from './role-badge';

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/**
 * The team list's columns (about 1,100 px with the actions). The member (name and e-mail) is the row's
 * key: the frame links it to the member's page. A phone card shows the member, status, role, 2FA, the
 * last sign-in and an invitation's actions.
 */
export function useTeamColumns(onAction: ((action: InvitationAction, invitation: TeamMember) => void) | null): ListColumn<TeamMember>[] {
  const { t } = useTranslation('team');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(() => {
    const columns: ListColumn<TeamMember>[] = [
      {
        id: 'name',
        header: t('list.columns.member'),
        rowHeader: true,
        hideable: false,
        width: 200,
        grow: 2,
        card: 'title',
        cell: (member) => (
          <Stack gap={0} miw={0}>
            <Text span size="sm" fw={500} truncate="end">
              <bdi>{member.name || member.email}</bdi>
              {member.isYou && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  {t('list.you')}
                </Text>
              )}
            </Text>
            {member.name && (
              <Text span size="xs" c="dimmed" truncate="end">
                <bdi>{member.email}</bdi>
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'role', header: t('list.columns.role'), width: 170, card: 'who', cell: (member) => <RoleBadge member={member} /> },
      {
        id: 'status',
        header: t('list.columns.status'),
        width: 120,
        card: 'status',
        cell: (member) => <MemberStatusBadge status={member.status} expired={member.expired} />,
      },
      {
        id: 'twoFa',
        header: t('list.columns.twoFa'),
        width: 90,
        priority: 2,
        card: 'amount',
        cell: (member) =>
          member.status === 'active' ? (
            <Badge variant="light" color={member.twoFaEnabled ? 'teal' : 'gray'}>
              {member.twoFaEnabled ? t('twoFa.on') : t('twoFa.off')}
            </Badge>
          ) : (
            dash
          ),
      },
      {
        id: 'lastSignInAt',
        header: t('list.columns.lastSignIn'),
        width: 150,
        priority: 1,
        card: 'when',
        cell: (member) => (member.lastSignInAt ? <bdi>{formatDateTime(member.lastSignInAt)}</bdi> : dash),
      },
      {
        id: 'invited',
        header: t('list.columns.invited'),
        width: 200,
        priority: 3,
        cell: (member) =>
          member.status === 'invite-sent' && member.invitedAt ? (
            <Stack gap={0} miw={0}>
              <Text span size="sm">
                <bdi>{formatDateTime(member.invitedAt)}</bdi>
              </Text>
              {member.invitedBy && (
                <Text span size="xs" c="dimmed" truncate="end">
                  {t('list.invitedBy', { name: member.invitedBy.name || member.invitedBy.email })}
                </Text>
              )}
              {member.expiresAt && (
                <Text span size="xs" c="dimmed">
                  {t(member.expired ? 'list.expiredOn' : 'list.expires', { date: isolate(formatDateTime(member.expiresAt)) })}
                </Text>
              )}
            </Stack>
          ) : (
            dash
          ),
      },
    ];
    if (onAction) {
      columns.push({
        id: 'actions',
        header: t('list.columns.actions'),
        headerHidden: true,
        hideable: false,
        actions: true,
        card: 'actions',
        width: 88,
        grow: 0,
        align: 'end',
        cell: (member, { tabIndex }) =>
          member.status === 'invite-sent' ? <InvitationRowActions invitation={member} tabIndex={tabIndex} onAction={onAction} /> : null,
      });
    }
    return columns;
  }, [t, formatDateTime, onAction]);
}
