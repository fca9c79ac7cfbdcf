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

export function MemberStatusBadge({ status }: { status: TeamMember['status'] }) {
  const { t } = useTranslation('team');
  return (
    <Badge variant="light" color={memberStatusColor(status)}>
      {t(`status.${status}`)}
    </Badge>
  );
}
