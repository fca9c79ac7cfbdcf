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
}

const state = {
  latency: 0,
  http: [] as HttpFault[],
  actions: [] as ActionFault[],
  dropPushes: 0,
  duplicatePushes: 0,
  channelAuthorization: null as ChannelAuthorizationFault,
};

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

export function failNextAction(code: string | number, opts: { action?: string } = {}) {
  state.actions.push({ code, action: opts.action });
}

/** The error code for this action result, if a queued action fault matches (consumes it). */
export function takeActionFault(action: string): string | number | null {
  const index = state.actions.findIndex((f) => !f.action || f.action === action);
  if (index < 0) return null;
  const [fault] = state.actions.splice(index, 1);
  return fault.code;
}

export const dropNextPush = () => {
  state.dropPushes += 1;
};
export const duplicateNextPush = () => {
  state.duplicatePushes += 1;
};

/** How many times to deliver the next push: 0 (dropped), 1, or 2 (duplicated). */
export function takePushMultiplicity(): 0 | 1 | 2 {
  if (state.dropPushes > 0) {
    state.dropPushes -= 1;
    return 0;
  }
  if (state.duplicatePushes > 0) {
    state.duplicatePushes -= 1;
    return 2;
  }
  return 1;
}

export const setChannelAuthorizationFault = (kind: ChannelAuthorizationFault) => {
  state.channelAuthorization = kind;
};
export const getChannelAuthorizationFault = () => state.channelAuthorization;

/** Clears every queued fault (latency is kept). */
export function clearFaults() {
  state.http = [];
  state.actions = [];
  state.dropPushes = 0;
  state.duplicatePushes = 0;
  state.channelAuthorization = null;
}

export const faultState = () => ({
  latency: state.latency,
  httpFaults: state.http.map((f) => ({ ...f })),
  actionFaults: state.actions.map((f) => ({ ...f })),
  dropPushes: state.dropPushes,
  duplicatePushes: state.duplicatePushes,
  channelAuthorization: state.channelAuthorization,
});
