import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconMailForward, IconMailOff, IconUserCog, IconUserMinus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectResources, switchWorkspace } from '@/features/workspace';
import { notify, tx } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { useListTeamMembersQuery, useRemoveTeamMemberMutation, type TeamMember, type TeamSettings } from '../api/team-api';
import { memberName } from '../model/labels';
import { teamMemberHref } from '../team-href';
import { ChangeRoleDialog } from './change-role-dialog';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useTeamFailure } from './use-team-failure';
import { useInvitationControls } from './invitation-controls';

interface Props {
  member: TeamMember;
  workspace: { id: string; name: string };
  settings: TeamSettings;
  /** After the member was removed or the invitation revoked: the page has nothing left to show. */
  onGone: () => void;
}

type Block = 'you' | 'inherited' | 'notHeld' | 'lastAdmin' | null;

/** The caller could give the member's role themselves: taking it away needs the same (the server's `grant-exceeds-own`). */
const couldGive = (member: TeamMember, settings: TeamSettings) =>
  member.role === 'custom'
    ? settings.grantableRoles.includes('custom') && member.permissions.every((name) => settings.grantablePermissions.includes(name))
    : settings.grantableRoles.includes(member.role);

/**
 * Why the member's access cannot be changed here, known before asking: yourself, a role set on the
 * organization above, a role the caller could not give, or the workspace's only active admin
 * (inherited admins count: the list has them).
 */
function useBlock(member: TeamMember, workspaceId: string, settings: TeamSettings): { block: Block; pending: boolean } {
  const admin = member.status === 'active' && member.role === 'admin' && !member.isYou && member.inheritedFrom === null;
  const admins = useListTeamMembersQuery(
    {
      resourceId: workspaceId,
      filters: [
        { field: 'role', operator: 'eq', value: 'admin' },
        { field: 'status', operator: 'eq', value: 'active' },
      ],
      sort: 'name',
      page: 1,
      pageSize: 2,
    },
    { skip: !admin },
  );
  if (member.isYou) return { block: 'you', pending: false };
  if (member.inheritedFrom) return { block: 'inherited', pending: false };
  if (!couldGive(member, settings)) return { block: 'notHeld', pending: false };
  if (!admin) return { block: null, pending: false };
  return { block: admins.data !== undefined && admins.data.total <= 1 ? 'lastAdmin' : null, pending: admins.data === undefined };
}

function BlockedReason({ member, block, workspace, id }: { member: TeamMember; block: Exclude<Block, null>; workspace: string; id: string }) {
  const { t } = useTranslation('team');
  const dispatch = useAppDispatch();
  const resources = useAppSelector(selectResources);
  const setOn = member.inheritedFrom;
  if (block !== 'inherited' || !setOn) {
    return (
      <Text id={id} size="sm" c="dimmed">
        {block === 'you'
          ? t('member.youReason')
          : block === 'notHeld'
            ? t('member.notHeldReason')
            : t('member.lastAdminReason', { name: memberName(member), workspace })}
      </Text>
    );
  }
  const reachable = resources.some((resource) => resource.id === setOn.id);
  return (
    <Group id={id} gap="xs">
      <Text size="sm" c="dimmed">
        {t('member.inheritedReason', { name: setOn.name })}
      </Text>
      {reachable && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowsExchange size={16} aria-hidden />}
          onClick={() => void dispatch(switchWorkspace({ resourceId: setOn.id, to: teamMemberHref(member.id) }))}
        >
          {t('member.switchTo', { name: setOn.name })}
        </Button>
      )}
    </Group>
  );
}

/** Change role and remove for a member, resend and revoke for an invitation; only for those who manage the team. */
export function MemberActions({ member, workspace, settings, onGone }: Props) {
  const { t } = useTranslation('team');
  const describeFailure = useTeamFailure();
  const reasonId = useId();
  const [remove] = useRemoveTeamMemberMutation();
  const [changing, setChanging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const invitations = useInvitationControls(workspace, onGone);
  const { block, pending } = useBlock(member, workspace.id, settings);
  if (!settings.canManage) return null;

  if (member.status === 'invite-sent') {
    return (
      <>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconMailForward size={18} aria-hidden />}
            loading={invitations.resending === member.id}
            onClick={() => invitations.act('resend', member)}
          >
            {t('invitation.resend')}
          </Button>
          <Button variant="default" color="red" leftSection={<IconMailOff size={18} aria-hidden />} onClick={() => invitations.act('revoke', member)}>
            {t('invitation.revoke')}
          </Button>
        </Group>
        {invitations.dialog}
      </>
    );
  }

  const blocked = block !== null;
  const name = memberName(member);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconUserCog size={18} aria-hidden />}
          disabled={blocked || pending}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={() => setChanging(true)}
        >
          {t('changeRole.open')}
        </Button>
        <Button
          variant="default"
          color="red"
          leftSection={<IconUserMinus size={18} aria-hidden />}
          disabled={blocked || pending}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={() => setRemoving(true)}
        >
          {t('remove.open')}
        </Button>
      </Group>
      {block && <BlockedReason member={member} block={block} workspace={workspace.name} id={reasonId} />}
      {!blocked && (
        <>
          <ChangeRoleDialog
            key={`${member.role}:${member.permissions.join()}`}
            opened={changing}
            member={member}
            workspace={workspace}
            settings={settings}
            onClose={() => setChanging(false)}
          />
          <ConfirmDialog
            describeFailure={describeFailure}
            opened={removing}
            title={t('remove.title')}
            question={t('remove.question', { name, workspace: workspace.name })}
            hint={t('remove.hint')}
            confirmLabel={t('remove.confirm')}
            danger
            onClose={() => setRemoving(false)}
            onConfirm={async () => {
              await remove({ resourceId: workspace.id, id: member.id }).unwrap();
              notify({ color: 'teal', title: tx('team:remove.done'), message: name });
              setRemoving(false);
              onGone();
            }}
          />
        </>
      )}
    </Stack>
  );
}
