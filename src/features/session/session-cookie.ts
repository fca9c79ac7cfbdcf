import Cookies from 'js-cookie';

export const SESSION_COOKIE = 'session-channel';
const CHANNEL_PREFIX = 'private-session-';

/** The session channel name lives in a cookie for one day; the access token never does. */
export const readSessionChannel = (): string | null => {
  const value = Cookies.get(SESSION_COOKIE);
  return value && value.startsWith(CHANNEL_PREFIX) ? value : null;
};

export const writeSessionChannel = (channel: string) =>
  Cookies.set(SESSION_COOKIE, channel, {
    expires: 1,
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });

export const clearSessionChannel = () => Cookies.remove(SESSION_COOKIE, { path: '/' });

export const newSessionChannel = () => `${CHANNEL_PREFIX}${crypto.randomUUID()}`;
