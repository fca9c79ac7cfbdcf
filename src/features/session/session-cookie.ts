import Cookies from 'js-cookie';
import { SESSION_CHANNEL_PREFIX, sessionChannelOf } from '@/lib/realtime';

export const SESSION_COOKIE = 'session-channel';

/**
 * The session channel name lives in a cookie for one day; the access token never does. A cookie
 * written before answers were encrypted (`private-session-<id>`) stays valid: it names the
 * encrypted channel with the same id. It is not rewritten, so a tab still running the older code
 * keeps reading the cookie it wrote.
 */
export const readSessionChannel = (): string | null => sessionChannelOf(Cookies.get(SESSION_COOKIE));

export const writeSessionChannel = (channel: string) =>
  Cookies.set(SESSION_COOKIE, channel, {
    expires: 1,
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });

export const clearSessionChannel = () => Cookies.remove(SESSION_COOKIE, { path: '/' });

export const newSessionChannel = () => `${SESSION_CHANNEL_PREFIX}${crypto.randomUUID()}`;
