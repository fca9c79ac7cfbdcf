import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { API_KEYS_READ } from '@/lib/contract/developer-permissions';
import { useAppSelector } from '@/lib/store';
import { useGetDeveloperOverviewQuery } from '../api/developers-api';
import { REQUEST_LOG_PATH } from '../developers-href';
import { ProjectTools } from '../components/project-tools';

/**
 * `/developers`: the workspace's developer tools per project, each a card leading to its page, with
 * what needs a look (keys expiring, failed calls, failing endpoints); and the API request log.
 */
export function DevelopersPage() {
  const { t } = useTranslation('developers');
  const workspace = useAppSelector(selectSelectedResource);
  const mayReadLog = usePermission(API_KEYS_READ);
  const overview = useGetDeveloperOverviewQuery(workspace?.id ?? '', { skip: !workspace });
  if (!workspace) return null;
  const inOrganization = workspace.resourceType === 'organization';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('hub.title')}</Title>
          <Text c="dimmed">{t('hub.description', { name: workspace.name })}</Text>
        </Stack>
        {mayReadLog && (
          <Button component={Link} to={REQUEST_LOG_PATH} leftSection={<IconList size={18} aria-hidden />}>
            {t('hub.openLog')}
          </Button>
        )}
      </Group>
      {overview.isError ? (
        <ErrorState error={overview.error} title={t('hub.loadFailed')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : !overview.data ? (
        <LoadingState label={t('hub.loading')} />
      ) : overview.data.length === 0 ? (
        <EmptyState title={t('hub.emptyTitle')} text={t('hub.emptyText')} />
      ) : (
        overview.data.map((row) => <ProjectTools key={row.projectId} overview={row} inOrganization={inOrganization} />)
      )}
    </Stack>
  );
}
