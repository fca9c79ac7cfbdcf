import { Badge } from '@mantine/core';
import { IconBolt, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './mode-badge.module.css';

/** Live and sandbox differ by colour, border, icon and word (never by colour alone). */
export function ModeBadge({ mode }: { mode: 'live' | 'sandbox' | null }) {
  const { t } = useTranslation('projects');
  if (!mode) return null;
  const Icon = mode === 'live' ? IconBolt : IconFlask;
  return (
    <Badge
      variant="light"
      color={mode === 'live' ? 'teal' : 'orange'}
      className={classes[mode]}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {t(`mode.${mode}`)}
    </Badge>
  );
}
