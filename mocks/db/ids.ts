/**
 * Ids of rows the sandbox creates: made here, never from what a request says (its reference, a
 * name, a slug), so that no request can name, and take over, a row that already exists. A prefix
 * and 64 random bits; creation stores them with `Table.insert`, which refuses an id in use.
 */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
