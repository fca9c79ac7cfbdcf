export interface Notice {
  id?: string;
  color?: string;
  title?: string;
  message: string;
}

type Show = (notice: Notice) => void;

let show: Show | null = null;
const queue: Notice[] = [];
const waiting = new Set<() => void>();

/**
 * Shows a notification. The notifications UI is loaded with the first one, so pages that
 * never notify (sign-in, most of the time) do not download it.
 */
export function notify(notice: Notice) {
  if (show) return show(notice);
  queue.push(notice);
  waiting.forEach((wake) => wake());
}

export const hasPendingNotices = () => queue.length > 0 || show !== null;
export const onFirstNotice = (wake: () => void) => {
  waiting.add(wake);
  return () => waiting.delete(wake);
};

/** Called by the notifications host once it is mounted. */
export function attachNotifier(next: Show) {
  show = next;
  queue.splice(0).forEach(next);
}
