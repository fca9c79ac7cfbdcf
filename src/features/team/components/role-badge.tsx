import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../api/team-api';
import { memberStatusColor, roleColor, useRoleText } from '../model/labels';

/** The member's role; a custom role says how many permissions it grants. */
export function RoleBadge({ member }: { member: Pick<TeamMember, 'role' | 'permissions'> }) {
  const text = useRoleText();
  return (
    <Badge variant="light" color={roleColor(member.role)}>
      {text(member)}
    </Badge>
  );
}

/** Active, invite sent, or (an invitation past its `expiresAt`) expired. */
export function MemberStatusBadge({ status, expired = false }: { status: TeamMember['status']; expired?: boolean }) {
  const { t } = useTranslation('team');
  return (
    <Badge variant="light" color={memberStatusColor(status, expired)}>
      {expired ? t('invitation.expiredBadge') : t(`status.${status}`)}
    </Badge>
  );
}
