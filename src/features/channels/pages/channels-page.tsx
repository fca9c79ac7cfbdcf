import { Button } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { resourceAdded, selectResourceIndex, selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { notify, tx } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { channelHref } from '@/config/paths';
import { useListChannelsQuery, type Channel } from '../api/channels-api';
import { ChannelFormDialog } from '../components/channel-form-dialog';
import { useChannelColumns } from '../components/channel-columns';
import { useChannelsListDefinition } from '../model/channels-list';
import { channelResource } from '../model/channel-resource';

/** `/channels`: the workspace's channels (an organization's: of all its projects), and "Add channel" where the user may. */
export function ChannelsPage() {
  const { t } = useTranslation('channels');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const workspace = useAppSelector(selectSelectedResource);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const index = useAppSelector(selectResourceIndex);
  const user = useAppSelector(selectCurrentUser);
  const inOrganization = workspace?.resourceType === 'organization';
  const list = useListParams(useChannelsListDefinition(inOrganization ? workspaceProjects : []));
  const { params } = list;
  const query = useListChannelsQuery(
    { resourceId: workspace?.id ?? '', filters: params.filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const [creating, setCreating] = useState(false);
  const projectName = useCallback((id: string) => index.get(id)?.name ?? id, [index]);
  const columns = useChannelColumns(inOrganization ? projectName : null);

  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  const data = query.data;
  const writable = (data?.projects ?? []).filter((project) => project.writable);
  const create: ListAction[] = writable.length
    ? [{ id: 'create', label: t('create.open'), icon: <IconPlus size={18} aria-hidden />, onClick: () => setCreating(true), primary: true }]
    : [];
  const created = (channel: Channel) => {
    setCreating(false);
    dispatch(resourceAdded(channelResource(channel)));
    notify({ color: 'teal', title: tx('channels:create.done'), message: channel.name });
    void navigate(channelHref(channel.id));
  };

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name: workspace.name })}
        actions={create}
        list={list}
        columns={columns}
        rows={data?.channels ?? []}
        total={data?.total ?? 0}
        getRowId={(channel) => channel.id}
        rowHref={(channel) => channelHref(channel.id)}
        label={t('list.label', { name: workspace.name })}
        {...queryState(query)}
        empty={{
          title: t('list.emptyTitle'),
          text: writable.length ? t('list.emptyText') : t('list.emptyTextReadOnly'),
          icon: <IconBuildingStore size={36} aria-hidden />,
          action: writable.length ? <Button onClick={() => setCreating(true)}>{t('create.open')}</Button> : undefined,
        }}
        userId={user?.id ?? null}
      />
      {creating && <ChannelFormDialog mode="create" opened projects={writable} onClose={() => setCreating(false)} onDone={created} />}
    </>
  );
}
