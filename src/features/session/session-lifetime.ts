export const INACTIVITY_LIMIT_MS = 30 * 60 * 1000;
export const COOKIE_IDLE_LIMIT_MS = 1800 * 1000;
export const WARNING_WINDOW_MS = 5 * 60 * 1000;
export const LOGOUT_AT_REMAINING_MS = 1000;
export const CHECK_INTERVAL_MS = 500;

export type LifetimePhase = 'active' | 'warning' | 'expired';

/** Where a session stands, from the time of its last successful request. */
export function sessionLifetime(now: number, lastRequestAt: number) {
  const remainingMs = lastRequestAt + INACTIVITY_LIMIT_MS - now;
  const phase: LifetimePhase = remainingMs <= LOGOUT_AT_REMAINING_MS ? 'expired' : remainingMs <= WARNING_WINDOW_MS ? 'warning' : 'active';
  return { remainingMs, phase, cookieIdle: now - lastRequestAt >= COOKIE_IDLE_LIMIT_MS };
}

/** '4:59' */
export const formatCountdown = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};
