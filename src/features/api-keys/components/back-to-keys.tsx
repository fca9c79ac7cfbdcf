import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/details-frame';
import { API_KEYS_PATH } from '../api-keys-href';

/** "Back" to the keys list as it was left (its project and filters), else `fallback`. */
export function BackToKeys({ fallback = API_KEYS_PATH }: { fallback?: string }) {
  const { t } = useTranslation('apiKeys');
  return <BackLink list={API_KEYS_PATH} fallback={fallback} label={t('back')} />;
}
