import { Alert, Button, Group } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_KEYS_PATH } from '../api-keys-href';

/**
 * What an unknown key, a key of another workspace, or a project the user has no key rights on reads
 * like: the same words for each, so nothing tells them apart.
 */
export function KeyNotFound({ what }: { what: 'key' | 'project' }) {
  const { t } = useTranslation('apiKeys');
  return (
    <Alert role="alert" color="orange" variant="light" icon={<IconKeyOff aria-hidden />} title={t(`notFound.${what}Title`)}>
      {t(`notFound.${what}Hint`)}
      <Group mt="sm">
        <Button component={Link} to={API_KEYS_PATH} variant="light" size="compact-sm">
          {t('notFound.toList')}
        </Button>
      </Group>
    </Alert>
  );
}
