import { forgetResults } from './actions/dispatch';
import { isPersistenceEnabled, resetDb } from './db/store';
import {
  clearFaults, dropNextPush, duplicateNextPush, failNext, failNextAction, faultState,
  setChannelAuthorizationFault, setLatency, type ChannelAuthorizationFault, type HttpFaultStatus,
} from './faults';
import { disconnectAll, hubState } from './pusher-hub';

/** The sandbox's control panel: `window.__sandbox` in the browser, imported in tests. */
export const sandboxControls = {
  /** Back to the seed: clears the persisted overlay, sessions, remembered results and faults. */
  reset(): void {
    resetDb();
    forgetResults();
    clearFaults();
  },
  setLatency(ms: number): void {
    setLatency(ms);
  },
  /** The next `count` (default 1) HTTP calls whose path contains `path` (and body names `action`) fail with `status`. */
  failNext(status: HttpFaultStatus, opts?: { path?: string; action?: string; count?: number }): void {
    failNext(status, opts);
  },
  /** The next action result (of `action`, if given) carries errors `[{code, title}]`. */
  failNextAction(code: string | number, opts?: { action?: string }): void {
    failNextAction(code, opts);
  },
  dropNextPush(): void {
    dropNextPush();
  },
  duplicateNextPush(): void {
    duplicateNextPush();
  },
  disconnectSockets(): void {
    disconnectAll();
  },
  /** Sticky until set back to null. */
  failChannelAuthorization(kind: ChannelAuthorizationFault): void {
    setChannelAuthorizationFault(kind);
  },
  state() {
    return { ...faultState(), ...hubState(), persistence: isPersistenceEnabled() };
  },
};

export type SandboxControls = typeof sandboxControls;
