import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every feature adds its queries to the one RTK Query api (`injectEndpoints`). A name used twice is
 * not an error there: the first feature loaded (lazy routes decide which) keeps it, and the other's
 * hook silently runs the first one's query. So: each name once.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

it('names every injected endpoint once across the app', () => {
  const owners = new Map<string, string[]>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('injectEndpoints(')) continue;
    for (const [, name] of text.matchAll(/^\s+([A-Za-z]\w*): build\.(?:query|mutation|infiniteQuery)\b/gm)) {
      owners.set(name, [...(owners.get(name) ?? []), file]);
    }
  }
  expect(owners.size).toBeGreaterThan(10);
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
});
