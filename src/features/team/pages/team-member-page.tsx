import { Group, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useGetTeamMemberQuery, useGetTeamSettingsQuery } from '../api/team-api';
import { MemberAccess } from '../components/member-access';
import { MemberActions } from '../components/member-actions';
import { MemberFacts } from '../components/member-facts';
import { MemberStatusBadge } from '../components/role-badge';
import { memberName } from '../model/labels';
import { TEAM_PATH } from '../team-href';

function MemberPage({ workspace, id }: { workspace: { id: string; name: string }; id: string }) {
  const { t } = useTranslation(['team', 'permissions']);
  const navigate = useNavigate();
  const details = useGetTeamMemberQuery({ resourceId: workspace.id, id }, { skip: !id });
  const settings = useGetTeamSettingsQuery(workspace.id).data;

  // An unknown id, another workspace's member, no right to read the team: all read "not found" (no existence leak).
  return (
    <DetailsFrame
      back={{ list: TEAM_PATH, label: t('member.back') }}
      title={t('member.heading')}
      {...detailsState(details, { refusalCodes: ['not-invited'], missingId: !id })}
      refusal={
        <DetailsRefusal
          title={t('member.notFoundTitle')}
          text={t('member.notFoundHint', { workspace: workspace.name })}
          icon={<IconUserQuestion aria-hidden />}
          toList={{ to: TEAM_PATH, label: t('member.toTeam') }}
        />
      }
      texts={{ loading: t('member.loading'), loadFailed: t('member.loadFailed') }}
    >
      {(member) => (
        <>
          <Group gap="sm" align="center">
            <Title order={1}>
              <bdi>{memberName(member)}</bdi>
            </Title>
            <MemberStatusBadge status={member.status} expired={member.expired} />
          </Group>
          {settings && <MemberActions member={member} workspace={workspace} settings={settings} onGone={() => void navigate(TEAM_PATH)} />}
          <MemberFacts member={member} />
          {member.status === 'active' && <MemberAccess resourceId={workspace.id} userId={member.id} />}
        </>
      )}
    </DetailsFrame>
  );
}

/** `/team/:id`: a member (or an invitation) of the workspace, what can be done about their access, and where they have it. */
export function TeamMemberPage() {
  const workspace = useAppSelector(selectSelectedResource);
  const id = useParams().id ?? '';
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  return <MemberPage key={`${workspace.id}:${id}`} workspace={workspace} id={id} />;
}
