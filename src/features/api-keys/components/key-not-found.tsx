import { IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailsRefusal } from '@/components/details-frame';
import { API_KEYS_PATH } from '../api-keys-href';

/**
 * What an unknown key, a key of another workspace, or a project the user has no key rights on reads
 * like: the same words for each, so nothing tells them apart.
 */
export function KeyNotFound({ what }: { what: 'key' | 'project' }) {
  const { t } = useTranslation('apiKeys');
  return (
    <DetailsRefusal
      title={t(`notFound.${what}Title`)}
      text={t(`notFound.${what}Hint`)}
      icon={<IconKeyOff aria-hidden />}
      color="orange"
      toList={{ to: API_KEYS_PATH, label: t('notFound.toList') }}
    />
  );
}
