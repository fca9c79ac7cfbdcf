import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NAV_BREAKPOINT_PX, NAV_MOBILE_QUERY } from './nav-breakpoint';

export const WIDE_SCREEN_PX = 1400;
/** Hover expansion only where the sidebar is a column (the spec: wider than 600 px). */
export const HOVER_MIN_WIDTH_PX = NAV_BREAKPOINT_PX;
export const HOVER_DELAY_MS = 100;
const STORAGE_KEY = 'sidebar-expanded';

const readRemembered = () => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * Sidebar: expanded or collapsed; remembered only on wide screens (above 1400 px);
 * a collapsed sidebar expands on hover after 100 ms on screens wider than 600 px.
 */
export function useSidebarState() {
  const wide = useMediaQuery(`(min-width: ${WIDE_SCREEN_PX + 1}px)`, true, { getInitialValueInEffect: false });
  const hoverCapable = useMediaQuery(`(min-width: ${HOVER_MIN_WIDTH_PX + 1}px)`, true, { getInitialValueInEffect: false });
  const mobile = useMediaQuery(NAV_MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [expanded, setExpanded] = useState(() => (wide ? readRemembered() !== 'false' : false));
  const [hovered, setHovered] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setExpanded(wide ? readRemembered() !== 'false' : false);
  }, [wide]);

  // A drawer left open would cover the page once the window grows past the breakpoint.
  useEffect(() => {
    if (!mobile) setMobileOpen(false);
  }, [mobile]);

  const toggle = useCallback(() => {
    setExpanded((current) => {
      const next = !current;
      if (wide) {
        try {
          localStorage.setItem(STORAGE_KEY, String(next));
        } catch {
          /* ignore */
        }
      }
      return next;
    });
    setHovered(false);
  }, [wide]);

  const onMouseEnter = useCallback(() => {
    if (expanded || !hoverCapable) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(true), HOVER_DELAY_MS);
  }, [expanded, hoverCapable]);

  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    setHovered(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // One object while nothing in it changes: the sidebar (memoised) then skips the shell's other renders.
  return useMemo(
    () => ({
      /** The sidebar is a drawer behind the burger (below NAV_BREAKPOINT_PX). */
      mobile,
      expanded,
      /** Labels visible: expanded, hovered open, or the mobile drawer. */
      showLabels: expanded || hovered || mobileOpen,
      hovered,
      toggle,
      onMouseEnter,
      onMouseLeave,
      mobileOpen,
      setMobileOpen,
    }),
    [mobile, expanded, hovered, toggle, onMouseEnter, onMouseLeave, mobileOpen],
  );
}
