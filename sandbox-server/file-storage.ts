import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SandboxStorage } from '../mocks/db/store';

/**
 * The sandbox database's store in one JSON file, for the Node sandbox server (`setPersistence(true,
 * fileStorage(path))`): what the browser keeps in localStorage. Values are JSON text (the store writes
 * nothing else) and are kept parsed, so the file reads as JSON. Writes are gathered for `delayMs` and
 * written whole to a temporary file then renamed over the old one: a crash never leaves half a file.
 */
export function fileStorage(path: string, delayMs = 100): SandboxStorage & { flush: () => void } {
  let entries: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entries = parsed as Record<string, unknown>;
  } catch {
    // No file yet (or not JSON): start empty, the seed.
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(entries)}\n`);
    renameSync(temporary, path);
  };
  const schedule = () => {
    if (timer !== null) return;
    timer = setTimeout(flush, delayMs);
  };
  return {
    getItem: (key) => (key in entries ? JSON.stringify(entries[key]) : null),
    setItem: (key, value) => {
      entries[key] = JSON.parse(value) as unknown;
      schedule();
    },
    removeItem: (key) => {
      if (!(key in entries)) return;
      delete entries[key];
      schedule();
    },
    flush,
  };
}
