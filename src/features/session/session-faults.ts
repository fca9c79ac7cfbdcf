import type { Failure } from '@/lib/http';

/** Only the server's own "no" ends a session; a network error, a time-out or a 5xx may pass. */
export const refusesSession = (f: Failure) => f.code === 401 || f.code === 403;

/** The server no longer has the session: signing it out there is done. */
export const sessionGoneOnServer = (f: Failure) => f.code === 401 || f.code === 403 || f.code === 404;

/** The answer did not come: the live channel may be down, so it is reopened before the next try. */
export const channelSuspect = (f: Failure) => f.code === 'timeout' || f.code === 'channel-unavailable';

export const RESTORE_RETRY_FIRST_MS = 1_000;
export const RESTORE_RETRY_MAX_MS = 10_000;

/** 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export const restoreRetryDelay = (attempt: number) => Math.min(RESTORE_RETRY_FIRST_MS * 2 ** attempt, RESTORE_RETRY_MAX_MS);

/** Waits before the 2nd and 3rd try of `DELETE signout`. */
export const SIGN_OUT_RETRY_DELAYS_MS = [300, 900] as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
