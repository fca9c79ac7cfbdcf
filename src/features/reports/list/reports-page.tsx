import { Button } from '@mantine/core';
import { IconFileAnalytics, IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { isInProgress, useListReportsQuery } from '../api/reports-api';
import { useReportColumns } from '../components/report-columns';
import { RequestReportDialog } from '../components/request-report-dialog';
import { useReportsListDefinition } from '../model/reports-list';
import { useReportWriteAccess } from '../model/use-report-permissions';

/** A safety net when a push is lost: a list with reports being built is asked for again this often. */
const POLL_MS = 5000;

/** The workspace's reports: filters in the URL, "Request report", "Request again" for archived ones. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(useReportsListDefinition());
  const { params } = list;
  const [building, setBuilding] = useState(false);
  const query = useListReportsQuery(
    { resourceId: workspace?.id ?? '', filters: params.filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace, pollingInterval: building ? POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const { writable, canWrite } = useReportWriteAccess();
  const [requesting, setRequesting] = useState(false);
  const columns = useReportColumns(canWrite);

  const data = query.data;
  const inProgress = (data?.reports ?? []).some(isInProgress);
  if (building !== inProgress) setBuilding(inProgress);

  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  const organization = workspace.resourceType === 'organization';
  const requestAction: ListAction = {
    id: 'request',
    label: t('request.open'),
    icon: <IconFilePlus size={18} aria-hidden />,
    onClick: () => setRequesting(true),
    primary: true,
  };
  const canRequest = writable.length > 0;

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name: workspace.name })}
        actions={canRequest ? [requestAction] : []}
        list={list}
        columns={columns}
        rows={data?.reports ?? []}
        total={data?.total ?? 0}
        getRowId={(report) => report.id}
        label={t('list.label', { name: workspace.name })}
        {...queryState(query)}
        rowHref={(report) => `/reports/${encodeURIComponent(report.id)}`}
        empty={{
          title: t('list.emptyTitle'),
          text: canRequest ? t('list.emptyText') : t('list.emptyTextReadOnly'),
          icon: <IconFileAnalytics size={36} aria-hidden />,
          action: canRequest ? (
            <Button leftSection={requestAction.icon} onClick={requestAction.onClick}>
              {requestAction.label}
            </Button>
          ) : undefined,
        }}
        userId={user?.id ?? null}
      />
      {canRequest && (
        <RequestReportDialog
          key={`${workspace.id}:${writable.join()}`}
          opened={requesting}
          onClose={() => setRequesting(false)}
          resourceId={workspace.id}
          kinds={writable}
          organization={organization}
        />
      )}
    </>
  );
}
