import { useEffect, useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Makes an element a drop target for files: `dragging` while files hover over it (for an outline),
 * `onFiles` with what was dropped. Drags of anything else (text, links) are left to the browser.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the outline does not flicker.
  const depth = useRef(0);

  const props = {
    onDragEnter: (event: DragEvent) => {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current = 0;
      setDragging(false);
      onFiles(Array.from(event.dataTransfer.files));
    },
  };
  return { dragging, props };
}

/**
 * While `active`, files dropped beside a drop target are ignored instead of being opened by the
 * browser in place of the page (which would leave it, uploads and all).
 */
export function useNoStrayFileDrops(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ignore = (event: globalThis.DragEvent) => {
      if (Array.from(event.dataTransfer?.types ?? []).includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, [active]);
}
