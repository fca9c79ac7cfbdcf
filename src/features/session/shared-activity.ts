/**
 * The newest successful-request time of any tab, so that inactivity is measured across tabs: a tab
 * left idle never signs out the one in use. A time, not a secret, so localStorage is fine.
 */
export const SHARED_ACTIVITY_KEY = 'session-last-activity';

export function readSharedActivity(): number {
  try {
    const value = Number(localStorage.getItem(SHARED_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function recordSharedActivity(at: number) {
  try {
    if (at > readSharedActivity()) localStorage.setItem(SHARED_ACTIVITY_KEY, String(at));
  } catch {
    // Storage may be blocked: each tab then counts its own requests only.
  }
}

/** The last activity to count: this tab's own or any other tab's, whichever is newer. */
export const lastActivity = (own: number) => Math.max(own, readSharedActivity());
