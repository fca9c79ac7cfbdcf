import { Badge, Loader, Tooltip } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { selectConnectionWarning, selectReconnecting } from '@/features/session';
import { useAppSelector } from '@/lib/store';

/** 'Reconnecting...' while the live channel is connecting or failed; a warning when authorization could not complete. */
export function ConnectionIndicator() {
  const { t } = useTranslation(['common', 'errors']);
  const reconnecting = useAppSelector(selectReconnecting);
  const warning = useAppSelector(selectConnectionWarning);
  if (reconnecting) {
    return (
      <Badge color="yellow" variant="light" leftSection={<Loader size={10} color="yellow" aria-hidden />} role="status">
        {t('overlay.reconnecting')}
      </Badge>
    );
  }
  if (warning) {
    return (
      <Tooltip label={t('errors:connectionWarning')}>
        <Badge color="orange" variant="light" leftSection={<IconPlugConnectedX size={12} aria-hidden />} role="status">
          {t('errors:connectionWarning')}
        </Badge>
      </Tooltip>
    );
  }
  return null;
}
