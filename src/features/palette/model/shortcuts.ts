/** The app-wide keyboard shortcuts: which key press is which, and where they must not fire. */

export type GlobalShortcut = 'palette' | 'shortcuts';

interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target?: EventTarget | null;
}

/** Where typing a character must type it: text inputs, text areas, selects, editable content. */
export function isTextField(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/**
 * Ctrl+K / ⌘K opens the palette from anywhere, text fields included; it is read from the physical
 * key too, so it works with a Cyrillic or Arabic layout (where that key types "л" or "ن"). "?" opens
 * the shortcuts list, only outside text fields (there it is a character); "؟" is the Arabic layout's.
 */
export function globalShortcut(event: KeyPress): GlobalShortcut | null {
  if (event.altKey) return null;
  if ((event.ctrlKey || event.metaKey) && (event.key.toLowerCase() === 'k' || event.code === 'KeyK')) return 'palette';
  if (!event.ctrlKey && !event.metaKey && (event.key === '?' || event.key === '؟') && !isTextField(event.target)) return 'shortcuts';
  return null;
}

/** Apple keyboards say ⌘ where others say Ctrl. */
export function isApplePlatform(nav: { platform?: string; userAgent?: string } | undefined = globalThis.navigator): boolean {
  return /mac|iphone|ipad|ipod/i.test(nav?.platform || nav?.userAgent || '');
}
