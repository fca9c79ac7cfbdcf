import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

interface SideScroll {
  /** Columns lie hidden before the start edge (scrolled past). */
  overflowStart: boolean;
  /** Columns lie hidden beyond the end edge. */
  overflowEnd: boolean;
  /** The scrollbars' thickness in px (0 for overlay scrollbars), to keep edge shades off them. */
  scrollbars: { vertical: number; horizontal: number };
}

const NONE: SideScroll = { overflowStart: false, overflowEnd: false, scrollbars: { vertical: 0, horizontal: 0 } };
const BORDERS = 2;

const same = (a: SideScroll, b: SideScroll) =>
  a.overflowStart === b.overflowStart &&
  a.overflowEnd === b.overflowEnd &&
  a.scrollbars.vertical === b.scrollbars.vertical &&
  a.scrollbars.horizontal === b.scrollbars.horizontal;

/** Whether the element scrolls sideways and which edges hide content; right to left too (scrollLeft runs negative there). */
export function useSideScroll(ref: RefObject<HTMLElement | null>, enabled: boolean): SideScroll {
  const [state, setState] = useState(NONE);
  const measure = useCallback(() => {
    const el = ref.current;
    let next = NONE;
    if (el && enabled) {
      const start = Math.abs(el.scrollLeft);
      next = {
        overflowStart: start > 1,
        overflowEnd: start + el.clientWidth < el.scrollWidth - 1,
        scrollbars: { vertical: Math.max(0, el.offsetWidth - el.clientWidth - BORDERS), horizontal: Math.max(0, el.offsetHeight - el.clientHeight - BORDERS) },
      };
    }
    setState((current) => (same(current, next) ? current : next));
  }, [ref, enabled]);

  // After every render: the columns shown may have changed the width of the content.
  useLayoutEffect(measure);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, enabled, measure]);
  return state;
}
