/** One transaction ID found in the pasted text. */
export interface ParsedId {
  /** The 1-based line of the text it was on (a line may hold several IDs separated by commas or spaces). */
  line: number;
  id: string;
  /** The line of the first occurrence when this ID was already pasted above (compared case-insensitively). */
  duplicateOfLine?: number;
}

/** Separators tolerated between IDs besides new lines: spaces, tabs, commas, semicolons. */
const SEPARATORS = /[\s,;]+/;
/** Quotes a spreadsheet copy may put around a cell. */
const QUOTES = /^["'`]+|["'`]+$/g;

/**
 * Reads pasted transaction IDs, one per line. Blank lines and stray separators are skipped;
 * duplicates are kept (the preview says so per line) and point at their first occurrence.
 */
export function parseIds(text: string): ParsedId[] {
  const firstLine = new Map<string, number>();
  const parsed: ParsedId[] = [];
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    const line = index + 1;
    for (const token of content.split(SEPARATORS)) {
      const id = token.replace(QUOTES, '');
      if (!id) continue;
      const key = id.toLowerCase();
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, line);
      parsed.push(first === undefined ? { line, id } : { line, id, duplicateOfLine: first });
    }
  });
  return parsed;
}
