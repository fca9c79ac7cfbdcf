import { useCallback, useRef } from 'react';

/**
 * One `requestReference` per user intent: every try of the same intent (a retry after a failure or a
 * lost answer) takes the same one, so the server applies it once; `key` names the intent (what is
 * sent), and a different key starts a new one. `settled` forgets it once the intent succeeded.
 */
export function useRequestReference() {
  const current = useRef<{ key: string; id: string } | null>(null);
  const take = useCallback((key = '') => {
    if (current.current?.key !== key) current.current = { key, id: crypto.randomUUID() };
    return current.current.id;
  }, []);
  const settled = useCallback(() => {
    current.current = null;
  }, []);
  return { take, settled };
}
