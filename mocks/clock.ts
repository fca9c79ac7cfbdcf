/**
 * The sandbox clock and job queue: changes that happen later (a refund settles, a report is
 * generated, a webhook delivery is retried). A job is a named handler plus plain-JSON arguments,
 * stored in `db.jobs` (persisted with the rest), so it survives a reload: a job that fell due while
 * the page was closed is applied when the sandbox loads again.
 *
 * - `real` mode (the browser): a timer fires each job at its due time.
 * - `manual` mode (Vitest, `mocks/node.ts`): time stands still; `advance(ms)` moves it and runs every
 *   job that falls due, in order of due time, jobs scheduled by jobs included. No test waits on
 *   wall-clock time.
 */
import type { SandboxJob } from './db/schema';
import { newId } from './db/ids';
import { afterLoad, afterSync, db, touchMeta } from './db/store';

export type ClockMode = 'real' | 'manual';

type JobHandler = (args: unknown, job: SandboxJob) => void;

const handlers = new Map<string, JobHandler>();
const state = {
  mode: 'real' as ClockMode,
  /** Manual mode: the current time. */
  manualNow: Date.now(),
  /** Real mode: how far `advance` moved the clock ahead of the wall clock. */
  realOffset: 0,
  timer: null as ReturnType<typeof setTimeout> | null,
  running: false,
  /** Real mode: this tab fires jobs on time (one tab of a browser does: `electJobRunner`). */
  runsTimers: true,
};

/** The sandbox's current time in epoch milliseconds. */
export const now = () => (state.mode === 'manual' ? state.manualNow : Date.now() + state.realOffset);

/** The sandbox's current time as an ISO string (for timestamps written by actions and jobs). */
export const nowIso = () => new Date(now()).toISOString();

export const clockMode = () => state.mode;

/** Real mode: moves the clock ahead to `offset` from the wall clock, for every tab (the offset is stored). */
function moveRealOffset(offset: number) {
  if (offset <= state.realOffset) return;
  state.realOffset = offset;
  db.meta.clockOffset = offset;
  touchMeta();
}

/** Real mode: the clock of the tab that moved it furthest (a tab opened later, or reloaded, starts there). */
function adoptStoredOffset() {
  if (state.mode === 'real') state.realOffset = Math.max(state.realOffset, db.meta.clockOffset);
}

const byDue = (a: SandboxJob, b: SandboxJob) => a.dueAt - b.dueAt || a.seq - b.seq;

/** Pending jobs whose handler is known, earliest first. */
const pending = () => db.jobs.filter((job) => handlers.has(job.kind)).sort(byDue);

function runJob(job: SandboxJob) {
  db.jobs.remove(job.id);
  try {
    handlers.get(job.kind)?.(job.args, job);
  } catch (error) {
    console.error('[sandbox] job failed', job.kind, error);
  }
}

/** Runs every job due by `until` (default: now), earliest first, jobs they schedule included. */
function runDue(until = now()): number {
  if (state.running) return 0;
  state.running = true;
  let ran = 0;
  try {
    for (;;) {
      const next = pending().find((job) => job.dueAt <= until);
      if (!next) break;
      // Each job runs at its own due time, in either mode: a job scheduled by a job (a webhook's next
      // retry) falls within the same advance when it is due before its end.
      if (state.mode === 'manual') state.manualNow = Math.max(state.manualNow, next.dueAt);
      else moveRealOffset(state.realOffset + Math.max(0, next.dueAt - now()));
      runJob(next);
      ran += 1;
    }
  } finally {
    state.running = false;
  }
  return ran;
}

function disarm() {
  if (state.timer !== null) clearTimeout(state.timer);
  state.timer = null;
}

/** Real mode: one timer, for the earliest pending job. */
function arm() {
  disarm();
  if (state.mode !== 'real' || !state.runsTimers) return;
  const next = pending()[0];
  if (!next) return;
  // setTimeout holds at most 2^31-1 ms; a job further away is re-armed when that fires.
  const delay = Math.min(Math.max(0, next.dueAt - now()), 2_147_483_647);
  state.timer = setTimeout(() => {
    state.timer = null;
    runDue();
    arm();
  }, delay);
}

/**
 * Registers a job kind; returns its scheduler. Register at module load, before the sandbox loads
 * its stored jobs: a stored job whose kind is unknown waits (it is not dropped).
 */
export function defineJob<A>(kind: string, handler: (args: A, job: SandboxJob) => void): (delayMs: number, args: A) => SandboxJob {
  if (handlers.has(kind)) throw new Error(`Job kind ${kind} is defined twice`);
  handlers.set(kind, handler as JobHandler);
  return (delayMs, args) => schedule(delayMs, { kind, args });
}

/** Schedules `job` to run `delayMs` from now (sandbox time). */
export function schedule(delayMs: number, job: { kind: string; args?: unknown }): SandboxJob {
  if (!handlers.has(job.kind)) throw new Error(`Unknown job kind ${job.kind}`);
  const seq = db.jobs.all().reduce((max, row) => Math.max(max, row.seq), 0) + 1;
  const row = db.jobs.insert({
    id: newId(`job_${seq}`),
    kind: job.kind,
    dueAt: now() + Math.max(0, Math.floor(delayMs)),
    seq,
    args: job.args ?? null,
  });
  if (!state.running) arm();
  return row;
}

/** Moves the clock `ms` ahead and runs every job that falls due meanwhile; returns how many ran. */
export function advance(ms: number): number {
  const step = Math.max(0, Number.isFinite(ms) ? ms : 0);
  const until = now() + step;
  // The clock steps to each due time on the way (a job reads the time it was due), then to the end.
  const ran = runDue(until);
  if (state.mode === 'manual') state.manualNow = Math.max(state.manualNow, until);
  else moveRealOffset(state.realOffset + Math.max(0, until - now()));
  arm();
  return ran;
}

/** Applies the jobs already due (after a load) and arms the timer for the rest. */
export function resumeJobs(): number {
  adoptStoredOffset();
  const ran = state.runsTimers ? runDue() : 0;
  arm();
  return ran;
}

export function setClockMode(mode: ClockMode) {
  if (mode === 'manual' && state.mode !== 'manual') state.manualNow = now();
  state.mode = mode;
  arm();
}

/** After `reset()` (a fresh database): no timer, no advance; a manual clock starts again at the wall clock. */
export function resetClock() {
  disarm();
  state.realOffset = 0;
  state.manualNow = Date.now();
}

export const jobState = () => ({
  clock: state.mode,
  now: new Date(now()).toISOString(),
  jobs: pending().map((job) => ({ kind: job.kind, dueAt: new Date(job.dueAt).toISOString() })),
});

/**
 * Several tabs share one database (synced by the store): only one of them fires the jobs on time, or
 * a job would run once per tab. The tab holding the lock runs them; when it closes, another takes
 * over. Moving the clock by hand (`advance`) runs the jobs due in the tab that moved it.
 */
export function electJobRunner() {
  if (typeof navigator === 'undefined' || !navigator.locks) return;
  state.runsTimers = false;
  disarm();
  void navigator.locks.request('sandbox-job-runner', () => {
    state.runsTimers = true;
    resumeJobs();
    // Held for as long as the tab lives.
    return new Promise<never>(() => undefined);
  });
}

afterLoad(resumeJobs);
// Another tab scheduled or ran jobs, or moved the clock: the timer follows the shared list and time.
afterSync(() => {
  adoptStoredOffset();
  arm();
});
