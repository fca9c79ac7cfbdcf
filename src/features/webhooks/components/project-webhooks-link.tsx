import { Button } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '@/features/permissions';
import { webhookEndpointsHref } from '../webhook-href';

/** The project page's way to its webhook endpoints, for those who may read them. */
export function ProjectWebhooksLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation('shell');
  const mayRead = usePermission('webhook-endpoints.read');
  if (!mayRead) return null;
  return (
    <Button component={Link} to={webhookEndpointsHref(projectId)} variant="light" size="compact-sm" leftSection={<IconWebhook size={16} aria-hidden />}>
      {t('nav.webhooks')}
    </Button>
  );
}
