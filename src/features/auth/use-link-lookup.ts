import { useEffect, useState } from 'react';
import { lookUpLink, type LinkLookup } from './api/invitation-calls';

export type LinkLookupState = { status: 'loading' } | { status: 'done'; lookup: LinkLookup } | { status: 'failed' };

/**
 * What a `/confirm/<token>` link is, asked once per token before the page offers anything: a live
 * invitation (for a new address or an existing account), an expired or replaced one, or none (a
 * sign-up link; set-password decides). `retry` asks again after a failure.
 */
export function useLinkLookup(token: string): { state: LinkLookupState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: LinkLookupState } | null>(null);
  const key = `${token} ${attempt}`;

  useEffect(() => {
    let current = true;
    lookUpLink(token).then(
      (lookup) => current && setAnswer({ key, state: { status: 'done', lookup } }),
      () => current && setAnswer({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [token, key]);

  // An answer for an earlier token or attempt is not this one's: loading until this one's comes.
  const state: LinkLookupState = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
