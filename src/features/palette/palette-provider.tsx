import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PartBoundary } from '@/components/feedback/part-boundary';
import { globalShortcut } from './model/shortcuts';
import { PaletteContext, type PageActionKind, type PaletteControls, type PalettePage } from './palette-context';

const loadPalette = () => import('./components/command-palette');
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));
const ShortcutsDialog = lazy(() => import('./components/shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })));

/** Starts downloading the palette before it is asked for (the header button on hover or focus). */
export const preloadPalette = () => void loadPalette();

type Dialog = 'palette' | 'shortcuts';

/** Another modal dialog is open (a refund, the release notes): global shortcuts wait until it closes. */
const otherDialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * How long a Ctrl/⌘+K pressed over another dialog is kept: a dialog that is just closing (the release
 * notes while they save) still counts as open, and a press in that moment must not be lost.
 */
export const PALETTE_PRESS_KEPT_MS = 1_500;
const PRESS_CHECK_MS = 50;

/**
 * The command palette (Ctrl/⌘+K) and the shortcuts list ("?") for the signed-in app: the shortcuts,
 * the actions pages offer, and both dialogs, downloaded on first use. Focus goes back where it was
 * when a dialog closes without leaving the page.
 */
export function PaletteProvider({ pages, children }: { pages: readonly PalettePage[]; children: ReactNode }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [used, setUsed] = useState<ReadonlySet<Dialog>>(new Set());
  const [pageActions, setPageActions] = useState<ReadonlyMap<PageActionKind, () => void>>(new Map());
  const returnTo = useRef<Element | null>(null);
  const waitingPress = useRef<number | null>(null);
  const current = useRef(dialog);
  useEffect(() => {
    current.current = dialog;
  }, [dialog]);

  const show = useCallback((which: Dialog) => {
    if (current.current === null) returnTo.current = document.activeElement;
    setUsed((before) => (before.has(which) ? before : new Set([...before, which])));
    setDialog(which);
  }, []);

  const close = useCallback((restoreFocus = true) => {
    setDialog(null);
    const target = returnTo.current;
    returnTo.current = null;
    // After the dialog has let go of focus (its trap ends as it unmounts).
    if (restoreFocus && target instanceof HTMLElement) window.setTimeout(() => target.isConnected && target.focus(), 0);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = globalShortcut(event);
      if (!shortcut) return;
      const open = current.current;
      if (shortcut === 'palette') {
        event.preventDefault();
        if (open === null && otherDialogOpen()) {
          keepPressUntilDialogsClose();
          return;
        }
        if (open === 'palette') close();
        else show('palette');
      } else if (open === null && !otherDialogOpen()) {
        event.preventDefault();
        show('shortcuts');
      }
    };
    const keepPressUntilDialogsClose = () => {
      if (waitingPress.current !== null) return;
      // Counted in checks, not in wall time: a page busy closing its dialog delays the checks too,
      // so the press is not dropped because the device was slow.
      let checksLeft = Math.ceil(PALETTE_PRESS_KEPT_MS / PRESS_CHECK_MS);
      const check = () => {
        checksLeft -= 1;
        if (!otherDialogOpen()) {
          waitingPress.current = null;
          if (current.current === null) show('palette');
        } else if (checksLeft > 0) waitingPress.current = window.setTimeout(check, PRESS_CHECK_MS);
        else waitingPress.current = null;
      };
      waitingPress.current = window.setTimeout(check, PRESS_CHECK_MS);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (waitingPress.current !== null) window.clearTimeout(waitingPress.current);
      waitingPress.current = null;
    };
  }, [show, close]);

  const registerPageAction = useCallback((kind: PageActionKind, run: () => void) => {
    setPageActions((before) => new Map(before).set(kind, run));
    return () =>
      setPageActions((before) => {
        if (before.get(kind) !== run) return before;
        const next = new Map(before);
        next.delete(kind);
        return next;
      });
  }, []);

  const controls = useMemo<PaletteControls>(
    () => ({ openPalette: () => show('palette'), openShortcuts: () => show('shortcuts'), registerPageAction }),
    [show, registerPageAction],
  );

  return (
    <PaletteContext.Provider value={controls}>
      {children}
      <PartBoundary place="floating">
        <Suspense fallback={null}>
          {used.has('palette') && (
            <CommandPalette opened={dialog === 'palette'} onClose={close} pages={pages} pageActions={pageActions} onShowShortcuts={() => show('shortcuts')} />
          )}
          {used.has('shortcuts') && <ShortcutsDialog opened={dialog === 'shortcuts'} onClose={() => close()} />}
        </Suspense>
      </PartBoundary>
    </PaletteContext.Provider>
  );
}
