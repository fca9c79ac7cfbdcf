import { Group } from '@mantine/core';
import { IconMailForward, IconMailOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/components/list-page';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { notify, tx } from '@/lib/notify';
import { useResendInvitationMutation, useRevokeInvitationMutation, type TeamMember } from '../api/team-api';
import { TEAM_CODES } from '../model/role-form';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useTeamFailure } from './use-team-failure';

export type InvitationAction = 'resend' | 'revoke';

/**
 * Resend (a new link; the old one stops working) and revoke (asked first) of an invitation, for the
 * list's rows and the invitation's page. `dialog` is the revoke confirmation to render.
 */
export function useInvitationControls(workspace: { id: string; name: string }, onRevoked?: (invitation: TeamMember) => void) {
  const { t } = useTranslation('team');
  const describeFailure = useTeamFailure();
  const [resend] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const [revoking, setRevoking] = useState<TeamMember | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  const { id: resourceId } = workspace;
  const act = useCallback(
    (action: InvitationAction, invitation: TeamMember) => {
      if (action === 'revoke') {
        setRevoking(invitation);
        return;
      }
      setResending(invitation.id);
      resend({ resourceId, id: invitation.id })
        .unwrap()
        .then(
          () => notify({ color: 'teal', title: tx('team:invitation.resent'), message: invitation.email }),
          (error: unknown) => notify({ color: 'red', title: tx('team:invitation.resendFailed'), message: tx(failureMessageKey(toFailure(error), TEAM_CODES)) }),
        )
        .finally(() => setResending(null));
    },
    [resend, resourceId],
  );

  const dialog = (
    <ConfirmDialog
      describeFailure={describeFailure}
      opened={revoking !== null}
      title={t('invitation.revokeTitle')}
      question={revoking ? t('invitation.revokeQuestion', { email: revoking.email, workspace: workspace.name }) : ''}
      hint={t('invitation.revokeHint')}
      confirmLabel={t('invitation.revoke')}
      danger
      onClose={() => setRevoking(null)}
      onConfirm={async () => {
        if (!revoking) return;
        await revoke({ resourceId: workspace.id, id: revoking.id }).unwrap();
        notify({ color: 'teal', title: tx('team:invitation.revoked'), message: revoking.email });
        const revoked = revoking;
        setRevoking(null);
        onRevoked?.(revoked);
      }}
    />
  );

  return { act, resending, dialog };
}

interface RowProps {
  invitation: TeamMember;
  tabIndex: 0 | -1;
  onAction: (action: InvitationAction, invitation: TeamMember) => void;
}

/** An invitation row's actions, named after the invitee. */
export function InvitationRowActions({ invitation, tabIndex, onAction }: RowProps) {
  const { t } = useTranslation('team');
  const button = (action: InvitationAction, label: string, icon: React.ReactNode, color?: string) => (
    <RowActionButton
      label={label}
      name={t('list.actionNamed', { action: label, name: invitation.email })}
      icon={icon}
      color={color}
      tabIndex={tabIndex}
      onClick={() => onAction(action, invitation)}
    />
  );
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {button('resend', t('invitation.resend'), <IconMailForward size={18} aria-hidden />)}
      {button('revoke', t('invitation.revoke'), <IconMailOff size={18} aria-hidden />, 'red')}
    </Group>
  );
}
