import { Anchor, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/paths';
import { useGetParentTreeQuery } from '../api/get-parent-tree';
import { useGetResourceQuery } from '../api/get-resource';
import classes from './resource-breadcrumb.module.css';

interface Props {
  /** The resource whose place is shown: the last crumb, the current page. */
  resourceId: string;
  /** The selected workspace: its crumb leads to its projects. */
  workspaceId: string | null;
}

/**
 * Where a resource sits: its ancestors, root first (`resources/getParentTree`: the organization, and a
 * channel's project where there is one), then the resource itself as `resources/get` names it, marked
 * as the current page. A breadcrumb `nav` with an ordered list; names isolated (`bdi`) and the
 * separators mirrored, so it reads the same way right to left.
 */
export function ResourceBreadcrumb({ resourceId, workspaceId }: Props) {
  const { t } = useTranslation('projects');
  const resource = useGetResourceQuery(resourceId);
  const parents = useGetParentTreeQuery(resourceId);
  const failure = (resource.isError && !resource.isFetching && resource.error) || (parents.isError && !parents.isFetching && parents.error);

  if (failure) {
    const retry = () => {
      if (resource.isError) void resource.refetch();
      if (parents.isError) void parents.refetch();
    };
    return <ErrorState error={failure} title={t('place.loadFailed')} onRetry={retry} />;
  }
  if (!resource.currentData || !parents.currentData) return <LoadingState label={t('place.loading')} rows={1} rowHeight={20} />;

  const crumbs = [...parents.currentData, resource.currentData];
  return (
    <nav aria-label={t('place.label')}>
      <ol className={classes.list}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          const name = <bdi>{crumb.name}</bdi>;
          return (
            <li key={crumb.id} className={classes.item}>
              {index > 0 && <IconChevronRight size={14} className={classes.separator} aria-hidden />}
              {current ? (
                <Text span size="sm" fw={500} aria-current="page">
                  {name}
                </Text>
              ) : crumb.id === workspaceId ? (
                <Anchor component={Link} to={paths.projects} size="sm">
                  {name}
                </Anchor>
              ) : (
                <Text span size="sm" c="dimmed">
                  {name}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
