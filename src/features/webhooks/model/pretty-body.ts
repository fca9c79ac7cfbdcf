/**
 * A body as it is best read: JSON re-indented with two spaces, anything else exactly as it came. Shown
 * as text (in a `<pre>`), never as markup.
 */
export function prettyBody(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
