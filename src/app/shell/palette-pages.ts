import { useMemo } from 'react';
import type { PalettePage } from '@/features/palette';
import type { NavEntry } from './nav-items';

/** The pages the palette offers as "Go to …": the sidebar's visible links, without signing out. */
export function usePalettePages(entries: NavEntry[]): PalettePage[] {
  return useMemo(
    () =>
      entries
        .flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items))
        .filter((link) => link.to !== '/logout')
        .map(({ to, labelKey }) => ({ to, labelKey })),
    [entries],
  );
}
