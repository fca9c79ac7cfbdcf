import { getAccessToken } from '@/lib/http';
import { scrub } from './scrub';

/**
 * What leaves the browser for the error reporter or analytics, scrubbed; the current access token is
 * hidden by value too, wherever it appears (an error message quoting a header).
 */
export const scrubOutgoing = <T>(value: T): T => scrub(value, { secrets: [getAccessToken()] });
