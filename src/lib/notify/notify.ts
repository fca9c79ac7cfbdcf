/** A translation key with its namespace ('settings:notify.saved') and its values; a value may be one itself. */
export interface TranslatedText {
  key: string;
  values?: Record<string, string | number | TranslatedText>;
}

/**
 * What a notification says: a translation, written in the language of the moment (a language switch
 * rewrites a notification still on screen), or plain data (a name, a URL) shown as it is.
 */
export type NoticeText = string | TranslatedText;

/** A translation for a notice: `tx('reports:request.done')`. */
export const tx = (key: string, values?: TranslatedText['values']): TranslatedText => (values ? { key, values } : { key });

export interface Notice {
  id?: string;
  color?: string;
  title?: NoticeText;
  message: NoticeText;
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
