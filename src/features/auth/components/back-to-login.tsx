import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function BackToLogin() {
  const { t } = useTranslation('common');
  return (
    <Anchor component={Link} to="/login" size="sm">
      {t('backToLogin')}
    </Anchor>
  );
}
