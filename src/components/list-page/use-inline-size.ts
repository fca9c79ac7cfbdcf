import { useCallback, useRef, useState } from 'react';

/**
 * The element's inner width in px (0 until it is laid out), kept current by a ResizeObserver. Read
 * when the element mounts, before the first paint, so a narrow screen never draws the columns it drops.
 */
export function useInlineSize<E extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    setWidth(node.clientWidth);
    observer.current = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.current.observe(node);
  }, []);
  return [ref, width] as const;
}
