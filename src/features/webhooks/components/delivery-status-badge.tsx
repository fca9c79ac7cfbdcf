import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@/lib/contract/developers';

const colors: Record<WebhookDeliveryStatus, string> = { pending: 'gray', succeeded: 'teal', retrying: 'orange', failed: 'red' };

/** A delivery's status: not tried yet, succeeded, failed with a retry scheduled, failed for good. */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`deliveryStatus.${status}`)}
    </Badge>
  );
}
