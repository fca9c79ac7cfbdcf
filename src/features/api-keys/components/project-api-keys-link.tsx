import { Button, Group } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '@/features/permissions';
import { API_KEYS_READ, API_KEYS_WRITE } from '@/lib/contract/developer-permissions';
import { apiKeysHref, projectCreateApiKeyHref } from '../api-keys-href';

/** On a project's page: its API keys (the list, on that project) and a new one, for those who may. */
export function ProjectApiKeysLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation('apiKeys');
  const mayRead = usePermission(API_KEYS_READ);
  const mayWrite = usePermission(API_KEYS_WRITE);
  if (!mayRead) return null;
  return (
    <Group gap="sm">
      <Button component={Link} to={apiKeysHref(projectId)} variant="light" leftSection={<IconKey size={18} aria-hidden />}>
        {t('projectLink.list')}
      </Button>
      {mayWrite && (
        <Button component={Link} to={projectCreateApiKeyHref(projectId)} variant="default" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('projectLink.create')}
        </Button>
      )}
    </Group>
  );
}
