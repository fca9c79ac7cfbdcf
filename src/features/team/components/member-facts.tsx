import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { useLocaleFormat } from '@/lib/format';
import { permissionKey } from '@/lib/permissions/permission-areas';
import type { TeamMember } from '../api/team-api';
import { personName } from '../model/labels';
import { MemberStatusBadge, RoleBadge } from './role-badge';

/** Who the member is, their role and status, 2FA, last sign-in and who invited them when. */
export function MemberFacts({ member }: { member: TeamMember }) {
  const { t } = useTranslation(['team', 'permissions']);
  const formatDateTime = useLocaleFormat().dateTime;
  const none = (
    <Text span size="sm" c="dimmed">
      {t('member.none')}
    </Text>
  );
  const active = member.status === 'active';
  const rows: LabelledValue[] = [
    [t('member.name'), member.name ? <bdi>{member.name}</bdi> : none],
    [t('member.email'), <bdi key="email">{member.email}</bdi>],
    [t('member.role'), <RoleBadge key="role" member={member} />],
  ];
  if (member.role === 'custom') {
    rows.push([
      t('member.permissions'),
      member.permissions.length ? member.permissions.map((name) => t(`permissions:${permissionKey(name)}.label`, { defaultValue: name })).join(', ') : none,
    ]);
  }
  if (member.inheritedFrom) rows.push([t('member.setOn'), <bdi key="setOn">{member.inheritedFrom.name}</bdi>]);
  rows.push([t('member.status'), <MemberStatusBadge key="status" status={member.status} expired={member.expired} />]);
  if (active) {
    rows.push(
      [
        t('member.twoFa'),
        <Badge key="twoFa" variant="light" color={member.twoFaEnabled ? 'teal' : 'gray'}>
          {member.twoFaEnabled ? t('twoFa.on') : t('twoFa.off')}
        </Badge>,
      ],
      [t('member.lastSignIn'), member.lastSignInAt ? <bdi>{formatDateTime(member.lastSignInAt)}</bdi> : t('member.never')],
    );
  }
  if (member.invitedAt || member.invitedBy) {
    rows.push(
      [t('member.invitedBy'), member.invitedBy ? <bdi>{personName(member.invitedBy)}</bdi> : none],
      [t('member.invitedAt'), member.invitedAt ? <bdi>{formatDateTime(member.invitedAt)}</bdi> : none],
    );
  }
  if (member.expiresAt) rows.push([t(member.expired ? 'member.expiredAt' : 'member.expiresAt'), <bdi key="expiresAt">{formatDateTime(member.expiresAt)}</bdi>]);
  return <DetailsSection title={active ? t('member.facts') : t('member.invitationFacts')} rows={rows} />;
}
