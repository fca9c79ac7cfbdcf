/** Fault switches for tests and demos. Handlers consult and consume them. */

export type HttpFaultStatus = 401 | 403 | 429 | 500;
export type ChannelAuthorizationFault = 'forbidden' | 'timeout' | 'network' | 'bad-request' | null;

interface HttpFault {
  status: HttpFaultStatus;
  path?: string;
  /** Only requests whose body names this action (`data.action`). */
  action?: string;
  remaining: number;
}

interface ActionFault {
  code: string | number;
  action?: string;
  /** Where the refusal points (`/data/attributes/ranges/1`), as a server rule the screen does not check would. */
  pointer?: string;
}

const state = {
  latency: 0,
  http: [] as HttpFault[],
  actions: [] as ActionFault[],
  /** Queued push faults, each for the next push (of one action's result, if named). */
  pushes: [] as { times: 0 | 2; action?: string }[],
  /** Sticky: every push is delivered twice. */
  duplicateAllPushes: false,
  channelAuthorization: null as ChannelAuthorizationFault,
  /** How many authorizations the fault still spoils; null: until switched off. */
  channelAuthorizationTimes: null as number | null,
};

/** While set, answers wait for it: a test looks at a pending call for as long as it needs, with no clock. */
let held: { promise: Promise<void>; release: () => void } | null = null;

/** Holds every API answer and every push from now until the returned function is called (or the faults are cleared). */
export function holdAnswers(): () => void {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  const hold = {
    promise,
    release: () => {
      if (held === hold) held = null;
      release();
    },
  };
  held = hold;
  return hold.release;
}

/** Resolves once no hold is set. */
export const answersReleased = (): Promise<void> | null => held?.promise ?? null;

export const getLatency = () => state.latency;
export const setLatency = (ms: number) => {
  state.latency = Math.max(0, Math.floor(Number.isFinite(ms) ? ms : 0));
};

export function failNext(status: HttpFaultStatus, opts: { path?: string; action?: string; count?: number } = {}) {
  state.http.push({ status, path: opts.path, action: opts.action, remaining: Math.max(1, opts.count ?? 1) });
}

export const hasHttpFaults = () => state.http.length > 0;

/** The status to fail this request with, if a queued fault matches its path and action (consumes one). */
export function takeHttpFault(pathname: string, action?: string): HttpFaultStatus | null {
  const fault = state.http.find((f) => (!f.path || pathname.includes(f.path)) && (!f.action || f.action === action));
  if (!fault) return null;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.http.splice(state.http.indexOf(fault), 1);
  return fault.status;
}

export function failNextAction(code: string | number, opts: { action?: string; pointer?: string } = {}) {
  state.actions.push({ code, action: opts.action, pointer: opts.pointer });
}

/** The refusal for this action result, if a queued action fault matches (consumes it). */
export function takeActionFault(action: string): { code: string | number; pointer?: string } | null {
  const index = state.actions.findIndex((f) => !f.action || f.action === action);
  if (index < 0) return null;
  const [fault] = state.actions.splice(index, 1);
  return { code: fault.code, pointer: fault.pointer };
}

/** The next push (of an action result for `action`, if given) is dropped. */
export const dropNextPush = (opts: { action?: string } = {}) => {
  state.pushes.push({ times: 0, action: opts.action });
};
/** The next push (of an action result for `action`, if given) is delivered twice. */
export const duplicateNextPush = (opts: { action?: string } = {}) => {
  state.pushes.push({ times: 2, action: opts.action });
};

/** How many times to deliver this push: 0 (dropped), 1, or 2 (duplicated). */
export function takePushMultiplicity(action?: string): 0 | 1 | 2 {
  const index = state.pushes.findIndex((fault) => !fault.action || fault.action === action);
  if (index >= 0) return state.pushes.splice(index, 1)[0].times;
  return state.duplicateAllPushes ? 2 : 1;
}

export const setDuplicateAllPushes = (on: boolean) => {
  state.duplicateAllPushes = on;
};

/** Spoils channel authorization with `kind`: the next `times` authorizations, or all until set back to null. */
export const setChannelAuthorizationFault = (kind: ChannelAuthorizationFault, times?: number) => {
  state.channelAuthorization = kind;
  state.channelAuthorizationTimes = kind && times !== undefined ? Math.max(1, Math.floor(times)) : null;
};
export const getChannelAuthorizationFault = () => state.channelAuthorization;

/** The fault for this authorization, if any (consumes one of a counted fault). */
export function takeChannelAuthorizationFault(): ChannelAuthorizationFault {
  const kind = state.channelAuthorization;
  if (kind && state.channelAuthorizationTimes !== null) {
    state.channelAuthorizationTimes -= 1;
    if (state.channelAuthorizationTimes <= 0) setChannelAuthorizationFault(null);
  }
  return kind;
}

/** Clears every queued fault (latency is kept). */
export function clearFaults() {
  state.http = [];
  state.actions = [];
  state.pushes = [];
  state.duplicateAllPushes = false;
  setChannelAuthorizationFault(null);
  held?.release();
}

export const faultState = () => ({
  latency: state.latency,
  answersHeld: held !== null,
  httpFaults: state.http.map((f) => ({ ...f })),
  actionFaults: state.actions.map((f) => ({ ...f })),
  dropPushes: state.pushes.filter((f) => f.times === 0).length,
  duplicatePushes: state.pushes.filter((f) => f.times === 2).length,
  duplicateAllPushes: state.duplicateAllPushes,
  channelAuthorization: state.channelAuthorization,
  channelAuthorizationTimes: state.channelAuthorizationTimes,
});
