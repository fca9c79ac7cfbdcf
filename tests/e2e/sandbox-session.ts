import { expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { signInAt } from './fixtures';

/**
 * The sandbox backend runs inside each browser context and keeps its database in that context's
 * localStorage. Handing that database to another context, before its next page load, is what a shared
 * server would do: two "browsers" meet one backend, or a new context finds the session a sign-in made.
 */
const SANDBOX_DB_PREFIX = 'sandbox-db';

export type SandboxDb = { key: string; value: string };

export async function readSandboxDb(page: Page): Promise<SandboxDb | null> {
  return page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith(prefix));
    return key ? { key, value: localStorage.getItem(key) ?? '' } : null;
  }, SANDBOX_DB_PREFIX);
}

/** Puts `db` in place at the context's next page load, before the sandbox reads it; once, for all its tabs. */
export async function placeSandboxDb(context: BrowserContext, db: SandboxDb) {
  await context.addInitScript(
    ({ key, value, mark }) => {
      if (localStorage.getItem(mark)) return;
      localStorage.setItem(mark, '1');
      localStorage.setItem(key, value);
    },
    { ...db, mark: `e2e-shared-db-${Date.now()}-${Math.random()}` },
  );
}

/** What a sign-in leaves in the browser, per account, kept for this worker's later tests. */
const sessions = new Map<string, { cookies: Cookie[]; db: SandboxDb }>();

/**
 * Opens `path` signed in as `email`. The first time in a worker it signs in through the form; after that
 * it restores the session that sign-in left (its cookie and the sandbox database holding it) in the new
 * context, as a reload does, and spares the login page. Sign-in itself is tested in sign-in.spec.ts.
 */
export async function openSignedIn(page: Page, email: string, path = '/') {
  const saved = sessions.get(email);
  if (saved) {
    await page.context().addCookies(saved.cookies);
    await placeSandboxDb(page.context(), saved.db);
    await page.goto(path);
    return;
  }
  await signInAt(page, email, path);
  await expect.poll(async () => (await readSandboxDb(page))?.value ?? '', 'the session is stored').toContain('"sessions"');
  sessions.set(email, { cookies: await page.context().cookies(), db: (await readSandboxDb(page))! });
}
