import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { API_KEYS_PATH } from '../api-keys-href';

/** Where "Back" goes: the list as it was left (its project and filters), else the keys list. */
const backHref = (state: unknown, fallback: string) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === API_KEYS_PATH || from.startsWith(`${API_KEYS_PATH}?`)) ? from : fallback;
};

export function BackToKeys({ fallback = API_KEYS_PATH }: { fallback?: string }) {
  const { t } = useTranslation('apiKeys');
  const location = useLocation();
  return (
    <Button component={Link} to={backHref(location.state, fallback)} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
      {t('back')}
    </Button>
  );
}
