import type { ReactNode } from 'react';

/** Where the palette goes after an entry ran. */
export type Outcome =
  /** Close and put focus back where it was (a theme or language changed; nothing else moved). */
  | 'close'
  /** Close and leave focus alone: a new page or another dialog takes it. */
  | 'leave'
  /** Someone else closed it (it switched to the shortcuts list). */
  | 'handled'
  /** Stay open on a list of choices ("Change theme…" → the themes). */
  | { mode: Mode };

export type Mode = 'root' | 'workspace' | 'theme' | 'language';

export interface Entry {
  /** Unique within the open palette. */
  key: string;
  label: string;
  /** A second line: amount, status, customer, date… */
  description?: string;
  /** Other words that find it (a language's name in the current language, "dark"…). */
  keywords?: readonly string[];
  icon?: ReactNode;
  /** The theme, language or workspace in use now. */
  current?: boolean;
  run: () => Outcome;
}

export interface EntryGroup {
  key: string;
  label: string;
  entries: Entry[];
}
