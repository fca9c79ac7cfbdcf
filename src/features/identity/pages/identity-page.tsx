import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { firstErrorCode, toFailure, type Failure } from '@/lib/http';
import { anyOf } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import { useIdentityGroupsQuery, useIdentityMemberIdentitiesQuery, useIdentityMemberQuery } from '../api/identity-api';
import { GroupsSection } from '../components/groups-section';
import { IdentityHeader } from '../components/identity-header';
import { TokensSection } from '../components/tokens-section';
import { memberHref } from '../identity-href';

const TEAM_READ = anyOf('users.read', 'users.write');

/** Unknown ids, and ids of another workspace, read the same: the identity is not here. */
const isNotFound = (failure: Failure | null) => failure !== null && (firstErrorCode(failure) === 'not-found' || failure.code === 404);
const failureOf = (query: { isError: boolean; error?: unknown }) => (query.isError ? toFailure(query.error) : null);

function NotFound({ userId }: { userId: string }) {
  const { t } = useTranslation('identity');
  return (
    <Stack gap="md">
      <Title order={1}>{t('notFound.title')}</Title>
      <Alert role="alert" color="yellow" variant="light" icon={<IconUserQuestion size={20} aria-hidden />} title={t('notFound.hint')}>
        <Button component={Link} to={memberHref(userId)} variant="light" size="xs" mt="xs">
          {t('notFound.back')}
        </Button>
      </Alert>
    </Stack>
  );
}

/** /identity/:userId/:identityId — a member's identity: its groups, changed with the spec's calls, and its signed-in devices. */
export function IdentityPage() {
  const { t } = useTranslation(['identity', 'permissions', 'auth', 'common', 'errors']);
  const { userId = '', identityId = '' } = useParams();
  const workspace = useAppSelector(selectSelectedResource);
  const me = useAppSelector(selectCurrentUser);
  const canReadTeam = usePermission(TEAM_READ);
  const canChangeGroups = usePermission('identities.groups.write');
  const canReadTokens = usePermission('identities.read');
  const resourceId = workspace?.id ?? '';

  const skipMember = !workspace || !canReadTeam;
  const member = useIdentityMemberQuery({ resourceId, userId }, { skip: skipMember });
  const identities = useIdentityMemberIdentitiesQuery({ resourceId, userId }, { skip: skipMember });
  const groups = useIdentityGroupsQuery({ userId, identityId });

  const failures = [failureOf(member), failureOf(identities), failureOf(groups)];
  const identity = identities.data?.find((entry) => entry.id === identityId) ?? null;
  const notFound = failures.some(isNotFound) || (identities.data !== undefined && identity === null);
  const failed = failures.find((failure) => failure !== null) ?? null;
  const waiting = !groups.data || (!skipMember && (!member.data || !identities.data));
  const isYou = member.data?.isYou ?? me?.id === userId;

  const back = (
    <Button
      component={Link}
      to={memberHref(userId)}
      variant="subtle"
      leftSection={<IconArrowBackUp size={18} aria-hidden />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('back')}
    </Button>
  );

  let body: React.ReactNode;
  if (notFound) body = <NotFound userId={userId} />;
  else if (failed) {
    const retry = () => [member, identities, groups].forEach((query) => query.isError && void query.refetch());
    body = (
      <>
        <Title order={1}>{t('header.title')}</Title>
        <ErrorState error={failed} title={t('loadFailed')} onRetry={retry} retrying={member.isFetching || identities.isFetching || groups.isFetching} />
      </>
    );
  } else if (waiting || !groups.data) {
    body = (
      <>
        <Title order={1}>{t('header.title')}</Title>
        <LoadingState label={t('loading')} rows={5} rowHeight={56} />
      </>
    );
  } else {
    const memberName = member.data ? member.data.name || member.data.email : t('header.title');
    body = (
      <>
        <IdentityHeader identityId={identityId} member={member.data ?? null} status={identity?.status ?? null} isYou={isYou} />
        <GroupsSection
          userId={userId}
          identityId={identityId}
          resourceId={resourceId}
          groups={groups.data}
          memberName={memberName}
          readOnlyReason={isYou ? t('groups.ownIdentity') : null}
          canChange={canChangeGroups}
        />
        {canReadTokens && <TokensSection identityId={identityId} userId={me?.id ?? null} />}
      </>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      {body}
    </Stack>
  );
}
