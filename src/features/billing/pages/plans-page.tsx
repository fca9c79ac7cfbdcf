import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { planHref } from '@/config/paths';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListPlansQuery } from '../api/billing-api';
import { usePlanColumns } from '../components/plan-columns';
import { planServerFilters, usePlansListDefinition } from '../model/plans-list';
import { CreatePlanDialog } from '../plans/create-plan-dialog';

/** The workspace's plans: prices per currency, interval, trial, and how many subscribe. */
export function PlansPage() {
  const { t } = useTranslation('billing');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(usePlansListDefinition());
  const { params } = list;
  const filters = useMemo(() => planServerFilters(params.filters), [params.filters]);
  const query = useListPlansQuery(
    { resourceId: workspace?.id ?? '', filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const columns = usePlanColumns();
  const projects = useAppSelector(selectWorkspaceProjects);
  const mayWrite = usePermission(billingPermissions.plansWrite);
  const [creating, setCreating] = useState(false);
  if (!workspace) return null;
  const create: ListAction = {
    id: 'create',
    label: t('planForm.createTitle'),
    icon: <IconPlus size={18} aria-hidden />,
    onClick: () => setCreating(true),
    primary: true,
  };
  return (
    <>
      <ListPage
        actions={mayWrite ? [create] : []}
        title={t('plans.title')}
        description={t('plans.description', { name: workspace.name })}
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        rowHref={(row) => planHref(row.id)}
        label={t('plans.label', { name: workspace.name })}
        {...queryState(query)}
        empty={{ title: t('plans.emptyTitle'), text: t('plans.emptyText'), icon: <IconListDetails size={36} aria-hidden /> }}
        userId={user?.id ?? null}
      />
      {mayWrite && creating && <CreatePlanDialog opened onClose={() => setCreating(false)} workspaceId={workspace.id} projects={projects} />}
    </>
  );
}
