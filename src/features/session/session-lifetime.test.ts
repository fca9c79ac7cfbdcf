import { formatCountdown, sessionLifetime } from './session-lifetime';

const minute = 60_000;

describe('session lifetime rules', () => {
  it('is active for the first 25 minutes without a request', () => {
    expect(sessionLifetime(25 * minute - 1, 0).phase).toBe('active');
  });
  it('warns in the last 5 minutes', () => {
    expect(sessionLifetime(25 * minute, 0).phase).toBe('warning');
    expect(sessionLifetime(30 * minute - 1001, 0).phase).toBe('warning');
  });
  it('logs out at 1 second left', () => {
    expect(sessionLifetime(30 * minute - 1000, 0).phase).toBe('expired');
  });
  it('clears the cookie after 1800 s without requests', () => {
    expect(sessionLifetime(1799_999, 0).cookieIdle).toBe(false);
    expect(sessionLifetime(1800_000, 0).cookieIdle).toBe(true);
  });
  it('formats the countdown', () => {
    expect(formatCountdown(5 * minute)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(400)).toBe('0:01');
  });
});
