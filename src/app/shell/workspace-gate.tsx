import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconSettingsOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useMatches } from 'react-router';
import { selectPermissionsStatus, usePermission } from '@/features/permissions';
import { openWorkspace, RESOURCE_TREE_PERMISSION, selectResources, selectResourcesStatus, selectSelectedResourceId } from '@/features/workspace';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { deepestHandle } from '../router/route-handle';
import { useStartPath } from '../router/start-page';

/**
 * Nothing guarded renders before the workspace and its permissions are known (no flash of
 * not-found). Without a workspace: a loader, 'no accesses yet', or 'not configured'.
 */
export function WorkspaceGate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation(['shell', 'errors']);
  const dispatch = useAppDispatch();
  const resourcesStatus = useAppSelector(selectResourcesStatus);
  const permissionsStatus = useAppSelector(selectPermissionsStatus);
  const resources = useAppSelector(selectResources);
  const selectedId = useAppSelector(selectSelectedResourceId);
  const canReadTree = usePermission(RESOURCE_TREE_PERMISSION);
  const workspaceFree = deepestHandle(useMatches(), 'workspaceFree') === true;
  const { pathname } = useLocation();
  const start = useStartPath();

  if (resourcesStatus === 'failed' || permissionsStatus === 'failed') {
    return (
      <Center py="xl">
        <Alert color="red" variant="light" title={t('errors:someError')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('workspace.loadFailed')}</Text>
            <Button size="xs" onClick={() => void dispatch(openWorkspace())}>
              {t('common:retry')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  if (resourcesStatus !== 'loaded' || permissionsStatus === 'idle' || permissionsStatus === 'loading') {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{t('workspace.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  // The provider's staff pages reach every merchant's users: they need rights, not a workspace.
  if (workspaceFree && permissionsStatus === 'loaded') return <>{children}</>;
  // Staff, who have no workspace, start on their own pages.
  if (!selectedId && pathname === '/' && start !== '/') return <Navigate to={start} replace />;
  if (!selectedId || resources.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" maw={460} ta="center" gap="sm">
          {canReadTree ? <IconSettingsOff size={40} aria-hidden /> : <IconLock size={40} aria-hidden />}
          <Title order={1} size="h3">
            {canReadTree ? t('errors:notConfigured') : t('workspace.noAccessTitle')}
          </Title>
          <Text c="dimmed">{canReadTree ? t('workspace.notConfiguredHint') : t('workspace.noAccessHint')}</Text>
        </Stack>
      </Center>
    );
  }
  return <>{children}</>;
}
