/**
 * Where the action client's step-up questions meet the dialog that answers them. The client asks
 * (`askForStepUp`) when the server refuses a sensitive call outside the session's step-up window; the
 * mounted `StepUpHost` shows the question and answers it. A burst of calls shares one question, and
 * with no host mounted (signed out) the answer is no.
 */
import { SECOND_FACTOR_REQUIRED } from '@/lib/contract/step-up';
import type { Failure } from '@/lib/http';

export type StepUpKind = 'confirm' | 'set-up';

export interface StepUpQuestion {
  kind: StepUpKind;
  answer: (confirmed: boolean) => void;
}

let current: (StepUpQuestion & { promise: Promise<boolean> }) | null = null;
let hosts = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function askForStepUp(failure: Pick<Failure, 'errors'>): Promise<boolean> {
  if (hosts === 0) return Promise.resolve(false);
  const kind: StepUpKind = failure.errors.some((error) => error.code === SECOND_FACTOR_REQUIRED) ? 'set-up' : 'confirm';
  if (current?.kind === kind) return current.promise;
  current?.answer(false);
  let answer: (confirmed: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((resolve) => (answer = resolve));
  const question = {
    kind,
    promise,
    answer: (confirmed: boolean) => {
      if (current === question) {
        current = null;
        changed();
      }
      answer(confirmed);
    },
  };
  current = question;
  changed();
  return promise;
}

export const currentStepUpQuestion = (): StepUpQuestion | null => current;

export function subscribeToStepUp(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A host mounts (the signed-in shell): questions can be answered; when the last one goes, an open question is answered no. */
export function attachStepUpHost() {
  hosts += 1;
  return () => {
    hosts -= 1;
    if (hosts === 0) current?.answer(false);
  };
}
