import type { MantineColor } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberStatus, TeamRole } from '@/lib/contract/team';

// The colours the other lists use (each passes AA contrast as a light badge in both schemes).
const roleColors: Record<TeamRole, MantineColor> = {
  admin: 'grape',
  developer: 'indigo',
  finance: 'teal',
  disputes: 'orange',
  support: 'blue',
  custom: 'gray',
};

export const roleColor = (role: string): MantineColor => roleColors[role as TeamRole] ?? 'gray';

/** Active members teal; an invitation waits on its invitee (orange), or waits in vain once expired (red: resend it). */
export const memberStatusColor = (status: TeamMemberStatus, expired = false): MantineColor => (status === 'active' ? 'teal' : expired ? 'red' : 'orange');

/** A role's name in the interface language. */
export function useRoleLabel() {
  const { t } = useTranslation('team');
  return useCallback((role: string) => t(`roles.${role}.label`, { defaultValue: role }), [t]);
}

/** "Custom · 3 permissions" for a custom role, else the role's name. */
export function useRoleText() {
  const { t } = useTranslation('team');
  const label = useRoleLabel();
  return useCallback(
    (member: { role: TeamRole; permissions: readonly string[] }) =>
      member.role === 'custom' ? t('roles.customWithCount', { count: member.permissions.length }) : label(member.role),
    [t, label],
  );
}

/** "Fiona Finance (finance@sandbox.test)", or whichever of the two is known. */
export const personName = (person: { name: string | null; email: string } | null) =>
  person ? (person.name && person.email ? `${person.name} (${person.email})` : person.name || person.email) : '';

/** How a member is named in headings, dialogs and buttons: their name, else (an invitation) their e-mail. */
export const memberName = (member: { name: string | null; email: string }) => member.name || member.email;
