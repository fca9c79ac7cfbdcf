import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import { WEBHOOK_DISABLE_AFTER_DAYS } from '@/lib/contract/developers';
import type { WebhookEndpoint } from '../api/webhooks-api';

/**
 * An endpoint the server disabled because it kept failing: why, and since when, with "Enable" for
 * whoever may change it. An enabled endpoint failing now only warns.
 */
export function FailingNotice({ endpoint, onEnable, enabling }: { endpoint: WebhookEndpoint; onEnable?: () => void; enabling?: boolean }) {
  const { t } = useTranslation('webhooks');
  const formatDateTime = useLocaleFormat().dateTime;
  const disabled = endpoint.status === 'disabled' && endpoint.disabledReason === 'failing';
  const period = t('failing.days', { count: WEBHOOK_DISABLE_AFTER_DAYS });
  if (disabled) {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('failing.disabledTitle')}>
        {t('failing.disabledText', {
          period,
          since: endpoint.failingSince ? formatDateTime(endpoint.failingSince) : '—',
          at: endpoint.disabledAt ? formatDateTime(endpoint.disabledAt) : '—',
        })}
        {onEnable && (
          <Group mt="sm">
            <Button size="compact-sm" variant="light" color="red" onClick={onEnable} loading={enabling}>
              {t('actions.enable')}
            </Button>
          </Group>
        )}
      </Alert>
    );
  }
  if (endpoint.status === 'enabled' && endpoint.failingSince) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('failing.warningTitle')}>
        {t('failing.warningText', { since: formatDateTime(endpoint.failingSince), period })}
      </Alert>
    );
  }
  return null;
}
