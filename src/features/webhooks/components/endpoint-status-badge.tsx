import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../api/webhooks-api';

/** Enabled, disabled by a person, or disabled by the server for failing: in words and colour. */
export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'status' | 'disabledReason'> }) {
  const { t } = useTranslation('webhooks');
  const failing = endpoint.status === 'disabled' && endpoint.disabledReason === 'failing';
  const color = endpoint.status === 'enabled' ? 'teal' : failing ? 'red' : 'gray';
  const label = endpoint.status === 'enabled' ? t('status.enabled') : failing ? t('status.disabledFailing') : t('status.disabled');
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
