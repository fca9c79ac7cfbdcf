import { request } from '@/lib/http';

/** Sign-out must not hang on an unresponsive server: it is retried, then the user is signed out anyway. */
export const DELETE_SESSION_TIMEOUT_MS = 5_000;

export const deleteSession = () => request('DELETE', 'signout', undefined, { timeout: DELETE_SESSION_TIMEOUT_MS });
