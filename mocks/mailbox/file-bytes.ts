/**
 * The bytes of files offered to the mailbox, kept apart from the persisted tables (which hold only
 * their facts): in this page's memory, at most `KEPT_BYTES_MAX` per file. A larger file is accepted
 * and counted but not kept; after a reload the bytes are gone. Either way the download says so in a
 * short text (docs/api/mailbox.md, *Attachments*).
 */

export const KEPT_BYTES_MAX = 25 * 1024 * 1024;

const kept = new Map<string, Uint8Array[]>();
const notKept = new Set<string>();

/** Adds the next range of a file's bytes (in order); past the limit the file is marked not kept. */
export function appendFileBytes(id: string, chunk: Uint8Array, size: number) {
  if (size > KEPT_BYTES_MAX) {
    notKept.add(id);
    return;
  }
  const parts = kept.get(id) ?? [];
  parts.push(chunk);
  kept.set(id, parts);
}

/** Sets a whole file at once (seeded attachments). */
export function putFileBytes(id: string, bytes: Uint8Array) {
  kept.set(id, [bytes]);
}

/** The file's bytes, or null when the sandbox does not hold them (too large, or uploaded before a reload). */
export function fileBytes(id: string): Uint8Array | null {
  if (notKept.has(id)) return null;
  const parts = kept.get(id);
  if (!parts) return null;
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const whole = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}

export function forgetFileBytes(id: string) {
  kept.delete(id);
  notKept.delete(id);
}

/** What a download of a file the sandbox did not keep answers instead (a text file). */
export const notKeptNotice = (name: string) =>
  new TextEncoder().encode(`The sandbox did not keep the bytes of "${name}" (over 25 MB, or uploaded before the page was reloaded).\n`);
