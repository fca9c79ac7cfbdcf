import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconClockPause, IconDeviceDesktopOff, IconKeyOff, IconLockOpen, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection } from '@/components/details-section';
import { useDeviceName } from '@/components/sessions';
import { usePermission } from '@/features/permissions';
import { STAFF_USERS_PATH } from '@/config/paths';
import { STAFF_USERS_WRITE, type StaffChange } from '@/lib/contract/staff';
import { useLocaleFormat } from '@/lib/format';
import { useGetStaffUserQuery, type StaffUserFull } from '../api/staff-api';
import { AccountStatusBadge } from '../components/account-status-badge';
import { ChangeDialog, type PendingChange } from '../components/change-dialog';
import { SectionTable } from '../components/section-table';
import { useStaffLabel } from '../model/labels';

/** The most rows a section shows: an account may sit in hundreds of workspaces. */
const ROWS_SHOWN = 50;

const mono = (text: string) => (
  <Text span size="sm" ff="monospace" dir="ltr">
    {text}
  </Text>
);

/** The changes the account's state allows, with their icons. */
function offeredChanges(user: StaffUserFull): { change: StaffChange; icon: typeof IconBan }[] {
  return [
    ...(user.status === 'active'
      ? [
          { change: 'block' as const, icon: IconBan },
          { change: 'suspend' as const, icon: IconClockPause },
        ]
      : []),
    ...(user.status !== 'active' ? [{ change: 'unblock' as const, icon: IconLockOpen }] : []),
    ...(user.twoFaEnabled || user.passkeys > 0 ? [{ change: 'resetSecondFactor' as const, icon: IconKeyOff }] : []),
    ...(user.activeSessions > 0 ? [{ change: 'endSessions' as const, icon: IconDeviceDesktopOff }] : []),
  ];
}

function UserSections({ user, onChange, mayChange }: { user: StaffUserFull; onChange: (pending: PendingChange) => void; mayChange: boolean }) {
  const { t } = useTranslation('staff');
  const formatDateTime = useLocaleFormat().dateTime;
  const deviceName = useDeviceName();
  const roleLabel = useStaffLabel('role');
  const outcomeLabel = useStaffLabel('outcome');
  const when = (iso: string | null) => <bdi>{iso ? formatDateTime(iso) : t('users.never')}</bdi>;
  const groups = user.identities.flatMap((identity) => identity.groups.map((group) => ({ identity, group })));
  return (
    <>
      <DetailsSection
        title={t('user.account')}
        rows={[
          [t('user.name'), <bdi key="name">{user.name}</bdi>],
          [t('user.status'), <AccountStatusBadge key="status" status={user.status} />],
          ...(user.suspendedUntil ? [[t('user.suspendedUntil'), when(user.suspendedUntil)] as const] : []),
          [t('user.secondFactor'), t(user.twoFaEnabled ? 'user.appOn' : 'user.appOff', { count: user.passkeys })],
          [t('user.lastSignIn'), when(user.lastSignInAt)],
          [t('user.id'), mono(user.id)],
        ]}
      />
      <SectionTable
        title={t('user.workspaces')}
        headers={[t('user.workspace'), t('user.merchant'), t('user.role'), t('user.identity')]}
        more={groups.length > ROWS_SHOWN ? t('user.firstOf', { shown: ROWS_SHOWN, total: groups.length }) : undefined}
        rows={groups
          .slice(0, ROWS_SHOWN)
          .map(({ identity, group }) => [
            <bdi key="w">{group.resource?.name ?? t('user.everywhere')}</bdi>,
            <bdi key="m">{group.merchant ?? '—'}</bdi>,
            roleLabel(group.role),
            t(`user.identityStatus.${identity.status}`, { defaultValue: identity.status }),
          ])}
        empty={t('user.noWorkspaces')}
      />
      <SectionTable
        title={t('user.sessions')}
        headers={[t('user.device'), t('user.ip'), t('user.signedIn'), t('user.lastUsed')]}
        rows={user.sessions.map((s) => [<bdi key="d">{deviceName(s.userAgent)}</bdi>, mono(s.ip), when(s.createdAt), when(s.lastUsedAt)])}
        empty={t('user.noSessions')}
      />
      <SectionTable
        title={t('user.signIns')}
        headers={[t('user.when'), t('user.outcome'), t('user.ip'), t('user.device')]}
        rows={user.signIns.map((s) => [when(s.at), outcomeLabel(s.outcome), mono(s.ip ?? '—'), <bdi key="d">{deviceName(s.userAgent ?? '')}</bdi>])}
        empty={t('user.noSignIns')}
      />
      <SectionTable
        title={t('user.invitations')}
        headers={[t('user.workspace'), t('user.role'), t('user.invitedAt'), t('user.expiresAt'), t('user.actions')]}
        rows={user.invitations.map((invitation) => [
          <bdi key="w">{invitation.resource.name}</bdi>,
          roleLabel(invitation.role),
          when(invitation.invitedAt),
          when(invitation.expiresAt),
          mayChange ? (
            <Button
              key="resend"
              size="xs"
              variant="default"
              leftSection={<IconMailForward size={14} aria-hidden />}
              onClick={() => onChange({ change: 'resendInvitation', invitation: { id: invitation.id, workspace: invitation.resource.name } })}
            >
              {t('user.resendTo', { workspace: invitation.resource.name })}
            </Button>
          ) : (
            '—'
          ),
        ])}
        empty={t('user.noInvitations')}
      />
    </>
  );
}

/** `/staff/users/:userId`: one user across merchants, and the changes staff may make with a reason. */
export function StaffUserPage() {
  const { t } = useTranslation('staff');
  const userId = useParams().userId ?? '';
  const mayChange = usePermission(STAFF_USERS_WRITE);
  const details = useGetStaffUserQuery(userId, { skip: !userId });
  const [pending, setPending] = useState<PendingChange | null>(null);
  return (
    <DetailsFrame
      back={{ list: STAFF_USERS_PATH, label: t('user.back') }}
      title={t('user.heading')}
      {...detailsState(details)}
      refusal={<DetailsRefusal title={t('user.notFoundTitle')} text={t('user.notFoundText')} />}
      texts={{ loading: t('user.loading'), loadFailed: t('user.loadFailed') }}
    >
      {(user) => (
        <Stack gap="md">
          <Group gap="sm" align="center">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{user.email}</bdi>
            </Title>
            <AccountStatusBadge status={user.status} />
          </Group>
          {mayChange && (
            <Group gap="xs" role="group" aria-label={t('user.changes')}>
              {offeredChanges(user).map(({ change, icon: Icon }) => (
                <Button key={change} variant="default" leftSection={<Icon size={16} aria-hidden />} onClick={() => setPending({ change })}>
                  {t(`dialog.${change}.open`)}
                </Button>
              ))}
            </Group>
          )}
          <UserSections user={user} mayChange={mayChange} onChange={setPending} />
          <ChangeDialog user={user} pending={pending} onClose={() => setPending(null)} />
        </Stack>
      )}
    </DetailsFrame>
  );
}
