type GateState = 'waiting' | 'open' | 'failed';

/**
 * A reusable "ready" promise: waiters pass while the gate is open, wait while it is closed, and
 * are refused once it has failed, until it is reset or opens again.
 */
export function createGate() {
  let state: GateState = 'waiting';
  let resolve: () => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  let promise = fresh();

  function fresh() {
    const next = new Promise<void>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    // A refusal nobody waits for is not an unhandled rejection.
    next.catch(() => undefined);
    return next;
  }

  return {
    wait: () => promise,
    open() {
      if (state === 'open') return;
      if (state === 'failed') promise = fresh();
      state = 'open';
      resolve();
    },
    close() {
      if (state !== 'open') return;
      state = 'waiting';
      promise = fresh();
    },
    fail(reason: unknown) {
      if (state === 'open') promise = fresh();
      if (state === 'failed') return;
      state = 'failed';
      reject(reason);
    },
    reset() {
      if (state === 'waiting') return;
      state = 'waiting';
      promise = fresh();
    },
    state: () => state,
  };
}
