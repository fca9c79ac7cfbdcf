import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApplePlatform } from './model/shortcuts';
import { usePalette } from './palette-context';
import { preloadPalette } from './palette-provider';

/** "Ctrl K" or "⌘ K", as this keyboard labels it. */
export const useModKey = () => (isApplePlatform() ? '⌘' : 'Ctrl');

/** The header's way into the palette for mouse and touch, showing its shortcut. */
export function PaletteButton() {
  const { t } = useTranslation('palette');
  const palette = usePalette();
  const mod = useModKey();
  const wide = useMediaQuery('(min-width: 48em)', true);
  if (!palette) return null;
  const common = {
    onClick: palette.openPalette,
    onPointerEnter: preloadPalette,
    onFocus: preloadPalette,
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': 'Control+K Meta+K',
  };

  if (!wide) {
    return (
      <Tooltip label={`${t('open')} (${mod}+K)`}>
        <ActionIcon variant="default" size="lg" aria-label={t('open')} {...common}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        <span aria-hidden>
          <Kbd size="xs">{mod}</Kbd> <Kbd size="xs">K</Kbd>
        </span>
      }
      {...common}
    >
      {t('open')}
    </Button>
  );
}
