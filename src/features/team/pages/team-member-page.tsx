import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { selectSelectedResource } from '@/features/workspace';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useAppSelector } from '@/lib/store';
import { useGetTeamMemberQuery, useGetTeamSettingsQuery } from '../api/team-api';
import { MemberAccess } from '../components/member-access';
import { MemberActions } from '../components/member-actions';
import { MemberFacts } from '../components/member-facts';
import { MemberStatusBadge } from '../components/role-badge';
import { memberName } from '../model/labels';
import { TEAM_PATH } from '../team-href';

/** Refusals that all read the same (no existence leak): unknown id, another workspace, no right to read the team. */
const noAccessCodes = new Set(['not-found', 'not-invited', 'forbidden']);

/** Where "Back" goes: the list as it was left (its filters), else the team. */
const backHref = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(TEAM_PATH) ? from : TEAM_PATH;
};

function NotFound({ workspace }: { workspace: string }) {
  const { t } = useTranslation('team');
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconUserQuestion aria-hidden />} title={t('member.notFoundTitle')}>
      {t('member.notFoundHint', { workspace })}
      <Group mt="sm">
        <Button component={Link} to={TEAM_PATH} variant="light" size="compact-sm">
          {t('member.toTeam')}
        </Button>
      </Group>
    </Alert>
  );
}

function MemberPage({ workspace, id }: { workspace: { id: string; name: string }; id: string }) {
  const { t } = useTranslation(['team', 'permissions']);
  const location = useLocation();
  const navigate = useNavigate();
  const details = useGetTeamMemberQuery({ resourceId: workspace.id, id }, { skip: !id });
  const settings = useGetTeamSettingsQuery(workspace.id).data;
  const failure = details.isError ? toFailure(details.error) : null;
  const member = details.currentData;
  const notFound = !id || (failure !== null && (noAccessCodes.has(String(firstErrorCode(failure) ?? '')) || failure.code === 403 || failure.code === 404));
  const back = backHref(location.state);

  let body: React.ReactNode;
  if (notFound) body = <NotFound workspace={workspace.name} />;
  else if (member) {
    body = (
      <>
        <Group gap="sm" align="center">
          <Title order={1}>
            <bdi>{memberName(member)}</bdi>
          </Title>
          <MemberStatusBadge status={member.status} />
        </Group>
        {settings && <MemberActions member={member} workspace={workspace} settings={settings} onGone={() => void navigate(TEAM_PATH)} />}
        <MemberFacts member={member} />
        {member.status === 'active' && <MemberAccess resourceId={workspace.id} userId={member.id} />}
      </>
    );
  } else if (failure && !details.isFetching) {
    body = <ErrorState error={failure} title={t('member.loadFailed')} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  } else body = <LoadingState label={t('member.loading')} rows={6} rowHeight={48} />;

  return (
    <Stack gap="lg">
      <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
        {t('member.back')}
      </Button>
      {(!member || notFound) && <Title order={1}>{t('member.heading')}</Title>}
      {body}
    </Stack>
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
