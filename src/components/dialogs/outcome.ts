import { useState } from 'react';

/**
 * A request that may be applied though its answer was lost (an intent), as its dialog shows it:
 * while it is sent the dialog stays open and has no close button; while its outcome is unknown,
 * "Check again" replaces the dialog's buttons and a click outside does not close it.
 */
export interface Outcome {
  pending: boolean;
  /** Its outcome is unknown, or is being checked again. */
  unknown: boolean;
  checking: boolean;
  checkAgain: () => void;
}

/** The dialog's view of an intent's status; "Check again" re-sends the stored request (`checkAgain`). */
export function useOutcome(status: string, checkAgain: () => Promise<unknown>): Outcome {
  const [checking, setChecking] = useState(false);
  return {
    pending: status === 'pending',
    unknown: status === 'unknown' || checking,
    checking,
    checkAgain: () => {
      setChecking(true);
      void checkAgain().finally(() => setChecking(false));
    },
  };
}
