import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Live and sandbox are told apart by colour and by word. */
export function ModeBadge({ mode }: { mode: 'live' | 'sandbox' }) {
  const { t } = useTranslation('shell');
  return (
    <Badge size="xs" variant="light" color={mode === 'live' ? 'teal' : 'orange'}>
      {t(`switcher.modes.${mode}`)}
    </Badge>
  );
}
