import { forgetPointedAnswers } from './action-result-pointers';
import { forgetResults } from './actions/dispatch';
import { advance, jobState, resetClock } from './clock';
import type { OutboxMessage } from './db/schema';
import { db, isPersistenceEnabled, resetDb } from './db/store';
import {
  clearFaults,
  dropNextPush,
  duplicateNextPush,
  failNext,
  failNextAction,
  faultState,
  holdAnswers,
  setChannelAuthorizationFault,
  setDuplicateAllPushes,
  setLatency,
  type ChannelAuthorizationFault,
  type HttpFaultStatus,
} from './faults';
import { openDispute } from './open-dispute';
import { disconnectAll, hubState } from './pusher-hub';
import { runAs } from './run-as';
import { forgetFileIds } from './mailbox/file-ids';
import { forgetSecretTickets } from './secret-tickets';
import { forgetPasskeyChallenges } from './passkeys';
import type { ActionResult } from './actions/dispatch';
import { setBacktestVolume } from './antifraud/backtest';
import { armTraffic, makePayment, stopTraffic, type MakePayment } from './antifraud/traffic';

/** The sandbox's control panel: `window.__sandbox` in the browser, imported in tests. */
export const sandboxControls = {
  /** Back to the seed: clears the persisted overlay, sessions, remembered results, answers kept for pointers, secret tickets, passkey challenges, mailbox download ids, pending jobs and faults. */
  reset(): void {
    resetDb();
    resetClock();
    forgetResults();
    forgetPointedAnswers();
    forgetSecretTickets();
    forgetPasskeyChallenges();
    forgetFileIds();
    clearFaults();
  },
  /**
   * Moves the sandbox clock `ms` ahead and runs every scheduled change that falls due (a refund
   * settling…), in order, jobs scheduled by jobs included; returns how many ran. The only way time
   * passes for jobs in tests (manual clock); in the browser it fast-forwards the real one.
   */
  advance(ms: number): number {
    return advance(ms);
  },
  /**
   * Every session of the user (without `email`: of every user) is in its step-up window, 2FA counting
   * as set up, until `reset`: for tests and demos about something else than step-up. Returns false for
   * an unknown e-mail.
   */
  trustStepUp(email?: string): boolean {
    const users = email === undefined ? db.users.all() : db.users.filter((row) => row.email === email.toLowerCase());
    for (const user of users) db.users.patch(user.id, { stepUpTrusted: true });
    return users.length > 0;
  },
  setLatency(ms: number): void {
    setLatency(ms);
  },
  /** Every API answer and push waits from now until the returned function is called (or `reset`): a pending call, for as long as a test needs. */
  holdAnswers(): () => void {
    return holdAnswers();
  },
  /** The next `count` (default 1) HTTP calls whose path contains `path` (and body names `action`) fail with `status`. */
  failNext(status: HttpFaultStatus, opts?: { path?: string; action?: string; count?: number }): void {
    failNext(status, opts);
  },
  /** The next action result (of `action`, if given) carries errors `[{code, title, source?: {pointer}}]`. */
  failNextAction(code: string | number, opts?: { action?: string; pointer?: string }): void {
    failNextAction(code, opts);
  },
  /** The next push event (the result of `action`, if given) is lost. */
  dropNextPush(opts?: { action?: string }): void {
    dropNextPush(opts);
  },
  /** The next push event (the result of `action`, if given) arrives twice. */
  duplicateNextPush(opts?: { action?: string }): void {
    duplicateNextPush(opts);
  },
  /** Sticky until switched off: every push event arrives twice. */
  duplicateAllPushes(on: boolean): void {
    setDuplicateAllPushes(on);
  },
  disconnectSockets(): void {
    disconnectAll();
  },
  /** The next `times` channel authorizations fail with `kind`; without `times`, all of them until set back to null. */
  failChannelAuthorization(kind: ChannelAuthorizationFault, times?: number): void {
    setChannelAuthorizationFault(kind, times);
  },
  /** A card scheme opens a dispute (status `new`) on `paymentId`, or on the project's latest paid charge without one; pushed at once. */
  openDispute(opts?: { projectId?: string; paymentId?: string }) {
    return openDispute(opts);
  },
  /**
   * Starts the antifraud payment traffic (the first antifraud call does too): every 20 sandbox minutes, a
   * card payment for each project of each merchant with rules, through its rules (docs/api/antifraud.md).
   */
  startPaymentTraffic(): void {
    armTraffic();
  },
  /** Stops it (until the next antifraud call or `startPaymentTraffic`). */
  stopPaymentTraffic(): void {
    stopTraffic();
  },
  /**
   * A card payment of a project, now, through its merchant's rules: `amount` in minor units, the card's
   * and the payer's address's countries, the e-mail, a card already seen (`cardFingerprint`). Returns the
   * transaction (failed when blocked, authorized with a review opened when held, else successful).
   */
  makePayment(options: MakePayment) {
    return makePayment(options).transaction;
  },
  /** For `npm run bench`: `antifraud/backtestData` serves `rows` rows (the real ones repeated), or the real ones again (null). */
  setBacktestVolume(rows: number | null): void {
    setBacktestVolume(rows);
  },
  /** What the sandbox "sent" (invitation links; it sends no e-mail), the latest first. */
  outbox(): OutboxMessage[] {
    // Rows keep the order they were written in: reversed, then a stable sort by time.
    return db.outbox
      .all()
      .reverse()
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  },
  state() {
    return { ...faultState(), ...hubState(), ...jobState(), persistence: isPersistenceEnabled() };
  },
  /**
   * Runs one action as another signed-in person would from their own browser (the sandbox lives in
   * this tab only): an administrator elsewhere changing your role, signing your device out. It goes
   * through the same action layer (rules, pushes, audit) under a session of its own, ended afterwards.
   */
  runAs(email: string, action: string, payload?: unknown, id?: string): ActionResult {
    return runAs(email, action, payload, id);
  },
};

export type SandboxControls = typeof sandboxControls;
