import { request } from '../client';

/** Sign-out must not hang on an unresponsive server: it is retried, then the user is signed out anyway. */
export const DELETE_SESSION_TIMEOUT_MS = 5_000;

/** `DELETE signout` (spec §7). */
export const deleteSession = () => request('DELETE', 'signout', undefined, { timeout: DELETE_SESSION_TIMEOUT_MS });
