import { Button, Group } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '@/features/permissions';
import { createWebhookEndpointHref, webhookEndpointsHref } from '../webhook-href';
import { WEBHOOKS_READ, WEBHOOKS_WRITE } from '@/lib/contract/developer-permissions';

/** On a project's page: its webhook endpoints (the list, on that project) and a new one, for those who may. */
export function ProjectWebhooksLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation('webhooks');
  const mayRead = usePermission(WEBHOOKS_READ);
  const mayWrite = usePermission(WEBHOOKS_WRITE);
  if (!mayRead) return null;
  return (
    <Group gap="sm">
      <Button component={Link} to={webhookEndpointsHref(projectId)} variant="light" leftSection={<IconWebhook size={18} aria-hidden />}>
        {t('projectLink.list')}
      </Button>
      {mayWrite && (
        <Button component={Link} to={createWebhookEndpointHref(projectId)} variant="default" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('projectLink.create')}
        </Button>
      )}
    </Group>
  );
}
