import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

/** Actions a page offers in the palette while it is open (the payment's details page: refund it). */
export type PageActionKind = 'refund';

/** A page of the sidebar the user may open, offered as "Go to …". */
export interface PalettePage {
  to: string;
  /** Its translated name's key (`shell:nav.transactions`). */
  labelKey: string;
}

export interface PaletteControls {
  openPalette: () => void;
  openShortcuts: () => void;
  /** Offers `run` as `kind` until the returned function is called. */
  registerPageAction: (kind: PageActionKind, run: () => void) => () => void;
}

export const PaletteContext = createContext<PaletteControls | null>(null);

export const usePalette = () => useContext(PaletteContext);

/**
 * Offers a page's own action in the palette while `run` is given (null: not possible now, or not
 * permitted). The page keeps its logic: the palette only calls `run`, e.g. to open the page's dialog.
 */
export function usePageAction(kind: PageActionKind, run: (() => void) | null) {
  const register = usePalette()?.registerPageAction;
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const offered = run !== null;
  useEffect(() => {
    if (!register || !offered) return undefined;
    return register(kind, () => latest.current?.());
  }, [register, kind, offered]);
}
