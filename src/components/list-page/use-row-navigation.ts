import type { KeyboardEvent } from 'react';

interface Options {
  count: number;
  activeIndex: number;
  /** Rows that fit in the viewport, for PageUp/PageDown. */
  pageRows: () => number;
  move: (index: number) => void;
  open?: (index: number) => void;
}

/**
 * Row navigation (the body is one tab stop, a roving tabindex over its rows): arrows, Home,
 * End, PageUp and PageDown move the active row, Enter opens it. Keys pressed on a control
 * inside a row (a link, a button) keep their own meaning.
 */
export function useRowNavigation({ count, activeIndex, pageRows, move, open }: Options) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'row' || count === 0 || event.altKey || event.metaKey) return;
    const last = count - 1;
    const from = Math.min(activeIndex, last);
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = from < 0 ? 0 : Math.min(last, from + 1);
        break;
      case 'ArrowUp':
        next = from < 0 ? 0 : Math.max(0, from - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      case 'PageDown':
        next = Math.min(last, Math.max(from, 0) + pageRows());
        break;
      case 'PageUp':
        next = Math.max(0, from - pageRows());
        break;
      case 'Enter':
        if (!open || from < 0) return;
        event.preventDefault();
        open(from);
        return;
      default:
        return;
    }
    event.preventDefault();
    move(next);
  };
}
