import { isValid, parse } from 'date-fns';
import { DEFAULT_DATE_FORMAT } from './date-settings-context';
import { dayOf } from './dates';
import { englishMonthNames } from './month-names';

// A module of its own: date-fns' parser is needed by date inputs only, not by every page that writes dates.

/**
 * What a user typed in a date field, read in their pattern (or as 'yyyy-MM-dd'), as 'yyyy-MM-dd'; null
 * while it is not a whole date yet (a two-digit year is not taken for the year 20). Month names may be
 * typed in `language` (the app's language code) or in English.
 */
export function readTypedDay(text: string, dateFormat: string = DEFAULT_DATE_FORMAT, language = 'en'): string | null {
  const typed = englishMonthNames(text.trim(), language);
  if (!typed) return null;
  const reference = new Date(2000, 0, 1);
  for (const pattern of [dateFormat, 'yyyy-MM-dd']) {
    let date: Date;
    try {
      date = parse(typed, pattern, reference);
    } catch {
      continue;
    }
    if (isValid(date) && date.getFullYear() >= 1000) return dayOf(date);
  }
  return null;
}
