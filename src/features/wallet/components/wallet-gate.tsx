import { Stack, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';

export interface WalletHolder {
  resourceId: string;
  name: string;
  isOrganization: boolean;
}

/**
 * A wallet belongs to an organization or a standalone project: a project of an organization uses its
 * organization's, and its pages say so instead of an empty list.
 */
export function WalletGate({ title, children }: { title: string; children: (holder: WalletHolder) => ReactNode }) {
  const { t } = useTranslation('wallet');
  const workspace = useAppSelector(selectSelectedResource);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  const isOrganization = workspace.resourceType === 'organization';
  if (!isOrganization && workspace.parentId) {
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <EmptyState title={t('organizationHoldsTitle')} text={t('organizationHolds')} icon={<IconBuildingBank size={36} aria-hidden />} />
      </Stack>
    );
  }
  return <>{children({ resourceId: workspace.id, name: workspace.name, isOrganization })}</>;
}
