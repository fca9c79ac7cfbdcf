import { Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, type ListAction, type ListColumn } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { useAppSelector } from '@/lib/store';
import type { AuditEntry } from '../api/audit-entry';
import { AUDIT_DEFAULT_SORT } from '../model/audit-list';
import { useAuditExport, type AuditExportRequest } from '../model/use-audit-export';
import type { EntryList } from '../model/use-entry-list';
import { AuditEntryDrawer } from './audit-entry-drawer';
import { AuditExportStatus } from './audit-export-status';
import { AuditViews, type AuditView } from './audit-views';
import { NewEntriesNotice } from './new-entries-notice';

interface EntryListPageProps {
  resourceId: string;
  view: AuditView;
  entries: EntryList;
  columns: ListColumn<AuditEntry>[];
  title: string;
  description: string;
  /** The list's accessible name. */
  label: string;
  empty: { title: string; text: string; icon: ReactNode };
  /** The CSV export of the filtered entries: its file's name and text. */
  exportFile: Pick<AuditExportRequest, 'fileName' | 'csv'>;
}

/**
 * The frame of the audit trail's lists (`/audit`, `/audit/security`): the views, the export with
 * its progress, the notice of new entries, the list, and the entry's details over it.
 */
export function EntryListPage({ resourceId, view, entries, columns, title, description, label, empty, exportFile }: EntryListPageProps) {
  const { t } = useTranslation(['audit', 'common']);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const { list, filters, query, arrived, entry, entryHref, closeEntry } = entries;
  const exporter = useAuditExport();
  const exportRows = () => void exporter.start({ resourceId, filters, ...exportFile });
  const total = query.data?.total ?? 0;
  const actions: ListAction[] = [
    {
      id: 'export',
      label: t('export.action'),
      icon: <IconFileExport size={18} aria-hidden />,
      onClick: exportRows,
      disabled: exporter.state.status === 'reading' || !query.data || total === 0,
    },
  ];

  return (
    <>
      <ListPage
        title={title}
        description={description}
        tools={<AuditViews current={view} />}
        actions={actions}
        notice={
          (arrived > 0 || exporter.state.status !== 'idle') && (
            <Stack gap="sm">
              <NewEntriesNotice count={arrived} onShow={() => list.setSort(AUDIT_DEFAULT_SORT)} />
              <AuditExportStatus state={exporter.state} onCancel={exporter.cancel} onRetry={exportRows} />
            </Stack>
          )
        }
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={total}
        getRowId={(row) => row.id}
        rowHref={entryHref}
        label={label}
        {...queryState(query)}
        empty={empty}
        rowHeight={60}
        userId={userId}
      />
      <AuditEntryDrawer entry={entry} onClose={closeEntry} />
    </>
  );
}
