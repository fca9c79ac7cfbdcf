import { Button } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useGetTeamSettingsQuery, useListTeamMembersQuery } from '../api/team-api';
import { InviteDialog } from '../components/invite-dialog';
import { useInvitationControls } from '../components/invitation-controls';
import { useTeamColumns } from '../components/team-columns';
import { TeamTwoFaCard } from '../components/team-two-fa-card';
import { teamSort, toTeamFilters, useTeamListDefinition } from '../model/team-list';
import { teamMemberHref } from '../team-href';

function WorkspaceTeam({ workspace }: { workspace: { id: string; name: string } }) {
  // The role chooser's and the picker's texts load with the page.
  const { t } = useTranslation(['team', 'permissions']);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const list = useListParams(useTeamListDefinition());
  const { params } = list;
  const filters = useMemo(() => toTeamFilters(params.search, params.filters), [params.search, params.filters]);
  const query = useListTeamMembersQuery({ resourceId: workspace.id, filters, sort: teamSort(params.sort), page: params.page, pageSize: params.pageSize });
  const settings = useGetTeamSettingsQuery(workspace.id).data;
  const canManage = settings?.canManage ?? false;
  const invitations = useInvitationControls(workspace);
  const columns = useTeamColumns(canManage ? invitations.act : null);
  const [inviting, setInviting] = useState(false);

  const actions: ListAction[] = canManage
    ? [{ id: 'invite', label: t('invite.open'), icon: <IconUserPlus size={18} aria-hidden />, onClick: () => setInviting(true), primary: true }]
    : [];

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name: workspace.name })}
        actions={actions}
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(member) => member.id}
        rowHref={(member) => teamMemberHref(member.id)}
        label={t('list.label', { name: workspace.name })}
        {...queryState(query)}
        empty={{
          title: t('list.emptyTitle'),
          text: t('list.emptyText'),
          icon: <IconUsers size={36} aria-hidden />,
          action: canManage ? <Button onClick={() => setInviting(true)}>{t('invite.open')}</Button> : undefined,
        }}
        userId={userId}
      >
        {settings?.canManage && <TeamTwoFaCard workspace={workspace} settings={settings} />}
      </ListPage>
      {settings?.canManage && (
        <InviteDialog opened={inviting} workspace={workspace} settings={settings} onClose={() => setInviting(false)} onInvited={() => setInviting(false)} />
      )}
      {invitations.dialog}
    </>
  );
}

/** `/team`: the members and invitations of the workspace (search and filters in the URL), inviting, team 2FA. */
export function TeamPage() {
  const workspace = useAppSelector(selectSelectedResource);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  return <WorkspaceTeam key={workspace.id} workspace={workspace} />;
}
