import { IconShieldLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValues, ListDefinition } from '@/components/list-page';
import { selectSelectedResource } from '@/features/workspace';
import { securityEventNames } from '@/lib/contract/security-events';
import { useAppSelector } from '@/lib/store';
import { EntryListPage } from '../components/entry-list-page';
import { useSecurityColumns } from '../components/security-columns';
import { AUDIT_DEFAULT_SORT, AUDIT_PAGE_SIZE, auditSortable } from '../model/audit-list';
import { byLabel, useActionLabel } from '../model/labels';
import { securityCsv, securityCsvColumns, securityFileName, type SecurityCsvColumn } from '../model/security-csv';
import { SECURITY_LIST_ID, securityFilterFields, toSecurityFilters } from '../model/security-list';
import { useEntryList } from '../model/use-entry-list';
import { useMemberOptions } from '../model/use-member-options';

/** The filter definitions: "who" among the members (when they could be read), the IP address, the security events in words, the days. */
function useSecurityListDefinition(resourceId: string): ListDefinition {
  const { t } = useTranslation('audit');
  const actionLabel = useActionLabel();
  const members = useMemberOptions(resourceId);
  return useMemo(
    () => ({
      id: SECURITY_LIST_ID,
      pageSize: AUDIT_PAGE_SIZE,
      sortable: auditSortable,
      defaultSort: AUDIT_DEFAULT_SORT,
      filters: securityFilterFields(
        { who: t('security.filters.member'), ip: t('details.ip'), event: t('security.filters.event'), at: t('list.columns.at') },
        members,
        securityEventNames.map((value) => ({ value, label: actionLabel(value) })).sort(byLabel),
      ),
    }),
    [t, actionLabel, members],
  );
}

/** The security log has no search box: only its filters narrow it. */
const toFilters = (values: FilterValues, _search: string, timeZone: string) => toSecurityFilters(values, timeZone);

function WorkspaceSecurityLog({ resourceId, name }: { resourceId: string; name: string }) {
  const { t } = useTranslation('audit');
  const entries = useEntryList(resourceId, useSecurityListDefinition(resourceId), toFilters);
  const columns = useSecurityColumns(entries.openEntry);
  const { timeZone } = entries;
  const headers = Object.fromEntries(securityCsvColumns.map((column) => [column, t(`security.export.columns.${column}`, { zone: timeZone })])) as Record<
    SecurityCsvColumn,
    string
  >;
  return (
    <EntryListPage
      resourceId={resourceId}
      view="security"
      entries={entries}
      columns={columns}
      title={t('security.title')}
      description={t('security.description', { name })}
      label={t('security.label', { name })}
      empty={{ title: t('security.emptyTitle'), text: t('security.emptyText', { name }), icon: <IconShieldLock size={36} aria-hidden /> }}
      exportFile={{
        fileName: (now) => securityFileName(name, now, timeZone),
        csv: (rows) => securityCsv(rows, headers, timeZone, t('changes.arrow')),
      }}
    />
  );
}

/**
 * `/audit/security`: the audit trail's security events (sign-ins and failed ones, second factors,
 * sessions ended, API keys, roles and groups, invitations), filtered by member, IP address, event and
 * days in the URL, live, with its CSV export.
 */
export function SecurityLogPage() {
  const workspace = useAppSelector(selectSelectedResource);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  return <WorkspaceSecurityLog key={workspace.id} resourceId={workspace.id} name={workspace.name} />;
}
