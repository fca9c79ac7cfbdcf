import { useEffect, useState } from 'react';

/**
 * The current time (ms since the epoch), read again every `everyMs` so countdowns and "now" examples
 * move without a reload. While `running` is false the clock stands still (no timer).
 */
export function useNow(everyMs = 30_000, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
