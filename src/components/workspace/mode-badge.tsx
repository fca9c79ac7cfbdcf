import { Badge, type BadgeProps } from '@mantine/core';
import { IconBolt, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './mode-badge.module.css';

/** Live and sandbox differ by colour, border, icon and word (never by colour alone). */
export function ModeBadge({ mode, size }: { mode: 'live' | 'sandbox' | null; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('common');
  if (!mode) return null;
  const Icon = mode === 'live' ? IconBolt : IconFlask;
  return (
    <Badge
      size={size}
      variant="light"
      color={mode === 'live' ? 'teal' : 'orange'}
      className={classes[mode]}
      leftSection={<Icon size={size === 'xs' ? 10 : 12} aria-hidden />}
    >
      {t(`mode.${mode}`)}
    </Badge>
  );
}
