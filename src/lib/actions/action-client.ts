import { failure, isFailure, toFailure, type ApiError, type Failure } from '../http/failure';
import type { JsonApiResource } from '../http/json-api';
import { asksForStepUp } from '../contract/step-up';
import { endpointOfAction } from './action-endpoints';
import { isMoneyMoving } from './money-actions';
import { readAnswer } from './read-answer';

/** The push event that answers an action call, matched by requestReference. */
export interface ActionAnswer<D = unknown> {
  requestReference: string;
  action?: string;
  data?: D;
  included?: JsonApiResource[];
  meta?: Record<string, unknown> & { page?: { total?: number } };
  errors?: ApiError[];
}

export interface ActionCall {
  /** Which action endpoint: the main one, mailbox or payouts; by the action's area when not given. */
  endpoint?: string;
  action: string;
  id?: string;
  payload?: unknown;
  /** Calls of the same kind supersede each other: only the newest answer counts. */
  kind?: string;
  /**
   * The user intent this call belongs to. Every retry of one intent (a "Check again", a second
   * press after a time-out) passes the reference of its first try, so the server applies it once.
   */
  requestReference?: string;
  /**
   * A later try of a reference that may have been sent before, maybe by a page since reloaded or by
   * another tab (an intent's "Check again"). This client cannot know about those tries, so the call
   * counts as sent before: a refusal of this POST then leaves a money call unknown, never failed.
   */
  triedBefore?: boolean;
}

export type ActionResult<D = unknown> = Required<Pick<ActionAnswer<D>, 'requestReference'>> & Omit<ActionAnswer<D>, 'requestReference' | 'errors'>;

/** A failure of an action call: it always names the reference, so the caller can retry the same intent. */
export type ActionFailure = Failure & { requestReference: string; action: string };

export type ActionEnvelope = { data: { requestReference: string; action: string; id?: string; payload?: unknown } };

export interface ActionTransport {
  /** POSTs the request envelope; resolves once the server has accepted it. Rejects with a Failure. */
  post: (endpoint: string, body: ActionEnvelope, options: { timeoutMs: number }) => Promise<unknown>;
  /** Resolves when the live channel can receive answers; rejects when it has given up. */
  ready?: () => Promise<void>;
}

export type LifecycleStep = 'sent' | 'resent' | 'answered' | 'failed' | 'timed-out' | 'superseded' | 'outcome-unknown';

/** One step in the life of a call, for the store and the developer tools. */
export interface LifecycleEvent {
  step: LifecycleStep;
  action: string;
  requestReference: string;
  code?: Failure['code'];
}

export interface ActionClientOptions {
  transport: ActionTransport;
  /** How long a call may take from the moment it is made until its answer arrives. */
  timeoutMs?: number;
  /** The POST's own limit; always cut to what is left of the call's time (see `postTimeout`). */
  postTimeoutMs?: number;
  defaultEndpoint?: string;
  newReference?: () => string;
  onServerError?: (errors: ApiError[], action: string) => void;
  onLifecycle?: (event: LifecycleEvent) => void;
  /** Checks a result against the action's contract: resolves with the errors found (none: it is fine). */
  checkResult?: (action: string, result: ActionResult) => Promise<ApiError[]>;
  /**
   * The server asked for a fresh second factor (`step-up-required`, `second-factor-required`): resolves
   * true once the user has confirmed (the session's step-up window is open), and the call then sends
   * the very same request again; false, and the call fails with the server's question.
   */
  confirmStepUp?: (failure: ActionFailure) => Promise<boolean>;
}

export const SUPERSEDED = 'superseded';
export const SIGNED_OUT = 'signed-out';
export const TIMEOUT = 'timeout';
/** A money-moving call was sent but its answer did not come: it may or may not have been applied. */
export const OUTCOME_UNKNOWN = 'outcome-unknown';
export const MALFORMED_ANSWER = 'malformed-answer';

export const ACTION_TIMEOUT_MS = 30_000;
export const POST_TIMEOUT_MS = 10_000;
/** A POST is not started with less time than this left: the server must never act after the UI gave up. */
export const POST_MARGIN_MS = 1_000;

export const isOutcomeUnknown = (f: unknown): f is ActionFailure => isFailure(f) && f.code === OUTCOME_UNKNOWN;

/** The POST may run only while the call still has time left, less a margin for the answer to come back. */
export const postTimeout = (remainingMs: number, postTimeoutMs = POST_TIMEOUT_MS) => Math.min(postTimeoutMs, remainingMs - POST_MARGIN_MS);

/** HTTP answers that prove the server refused the call before acting on it. */
const refusedBeforeActing = (f: Failure) => typeof f.code === 'number' && f.code >= 400 && f.code < 500;

interface Pending {
  promise: Promise<ActionResult>;
  resolve: (answer: ActionResult) => void;
  reject: (reason: ActionFailure) => void;
  timer: ReturnType<typeof setTimeout>;
  request: ActionCall & { endpoint: string };
  body: ActionEnvelope;
  deadline: number;
  /** The POST has started: from here on the server may have acted. */
  sent: boolean;
  /** POSTs of this reference so far, earlier tries of the same intent included. */
  posts: number;
}

export function createActionClient(options: ActionClientOptions) {
  const {
    transport,
    timeoutMs = ACTION_TIMEOUT_MS,
    postTimeoutMs = POST_TIMEOUT_MS,
    defaultEndpoint = 'actions',
    newReference = () => crypto.randomUUID(),
    onServerError,
    onLifecycle,
    checkResult,
    confirmStepUp,
  } = options;
  const pending = new Map<string, Pending>();
  const latestOfKind = new Map<string, string>();
  /**
   * Money-moving references sent at least once and not yet answered. An intent stays unknown across
   * its tries: a "Check again" that never got sent cannot tell whether an earlier try was applied.
   */
  const sentMoney = new Set<string>();
  const SENT_MONEY_LIMIT = 1000;

  const emit = (step: LifecycleStep, entry: Pending, code?: Failure['code']) => {
    try {
      onLifecycle?.({ step, action: entry.request.action, requestReference: entry.body.data.requestReference, ...(code !== undefined && { code }) });
    } catch {
      // An observer never breaks the transport.
    }
  };

  const take = (reference: string) => {
    const entry = pending.get(reference);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    pending.delete(reference);
    const { kind } = entry.request;
    if (kind && latestOfKind.get(kind) === reference) latestOfKind.delete(kind);
    return entry;
  };

  const asActionFailure = (entry: Pending, f: Failure): ActionFailure => ({
    ...f,
    requestReference: entry.body.data.requestReference,
    action: entry.request.action,
  });

  /**
   * Ends a call that got no usable answer. A money-moving call that was sent may have been applied:
   * its outcome is unknown, never a plain failure that would invite a second try with a new reference.
   */
  function giveUp(reference: string, reason: Failure, step: LifecycleStep = 'failed') {
    const entry = take(reference);
    if (!entry) return;
    // A 4xx proves that this POST was refused, not that no other POST of the same reference got through.
    const refused = refusedBeforeActing(reason) && entry.posts === 1;
    if (entry.posts > 0 && isMoneyMoving(entry.request.action) && !refused) {
      emit('outcome-unknown', entry, reason.code);
      entry.reject(asActionFailure(entry, failure(OUTCOME_UNKNOWN, 'The outcome is not known yet', reason.errors, true)));
      return;
    }
    emit(step, entry, reason.code);
    entry.reject(asActionFailure(entry, reason));
  }

  function post(entry: Pending, resend: boolean) {
    const reference = entry.body.data.requestReference;
    const timeout = postTimeout(entry.deadline - Date.now(), postTimeoutMs);
    if (timeout <= 0) return;
    entry.sent = true;
    entry.posts += 1;
    if (isMoneyMoving(entry.request.action)) {
      sentMoney.add(reference);
      if (sentMoney.size > SENT_MONEY_LIMIT) sentMoney.delete(sentMoney.values().next().value as string);
    }
    emit(resend ? 'resent' : 'sent', entry);
    transport.post(entry.request.endpoint, entry.body, { timeoutMs: timeout }).catch((error: unknown) => {
      // A resend that fails changes nothing: the first POST may have been applied, and its answer may still come.
      if (!resend && pending.get(reference) === entry) giveUp(reference, toFailure(error));
    });
  }

  function call<D = unknown>(request: ActionCall): Promise<ActionResult<D>> {
    const requestReference = request.requestReference ?? newReference();
    const joined = pending.get(requestReference);
    // The same intent asked again while its answer is still awaited: one call, one answer.
    if (joined) return joined.promise as Promise<ActionResult<D>>;

    const entry = {
      request: { ...request, endpoint: request.endpoint ?? endpointOfAction(request.action) ?? defaultEndpoint },
      sent: false,
      posts: request.triedBefore || sentMoney.has(requestReference) ? 1 : 0,
      deadline: Date.now() + timeoutMs,
    } as Pending;
    entry.body = {
      data: {
        requestReference,
        action: request.action,
        ...(request.id !== undefined && { id: request.id }),
        ...(request.payload !== undefined && { payload: request.payload }),
      },
    };
    entry.promise = new Promise<ActionResult>((resolve, reject) => {
      entry.resolve = resolve;
      entry.reject = reject;
    });
    if (request.kind) {
      const older = latestOfKind.get(request.kind);
      if (older) giveUp(older, failure(SUPERSEDED, 'Superseded by a newer call'), 'superseded');
      latestOfKind.set(request.kind, requestReference);
    }
    entry.timer = setTimeout(
      () => giveUp(requestReference, failure(TIMEOUT, 'The answer did not arrive in time', [{ code: TIMEOUT, title: request.action }], true), 'timed-out'),
      timeoutMs,
    );
    pending.set(requestReference, entry);
    Promise.resolve(transport.ready?.()).then(
      () => {
        if (pending.get(requestReference) === entry) post(entry, false);
      },
      (error: unknown) => giveUp(requestReference, toFailure(error)),
    );
    return entry.promise as Promise<ActionResult<D>>;
  }

  /** Feed every `action-result` push event here. Duplicates, strangers and garbage are ignored; it never throws. */
  function handleAnswer(raw: unknown) {
    try {
      const reference = raw && typeof raw === 'object' ? (raw as { requestReference?: unknown }).requestReference : undefined;
      if (typeof reference !== 'string') return;
      const entry = pending.get(reference);
      if (!entry) return;
      const answer = readAnswer(raw);
      if (answer.kind === 'malformed') {
        giveUp(reference, failure(MALFORMED_ANSWER, 'The answer could not be read', [], true));
        return;
      }
      take(reference);
      if (answer.kind === 'errors') {
        sentMoney.delete(reference);
        if (answer.errors.some((error) => String(error.code) === '500')) {
          try {
            onServerError?.(answer.errors, entry.request.action);
          } catch {
            // Reporting must not keep the caller waiting.
          }
        }
        const first = answer.errors[0];
        const refused = asActionFailure(entry, failure(first.code, first.title ?? String(first.code), answer.errors));
        if (confirmStepUp && asksForStepUp(answer.errors)) {
          askStepUp(entry, refused, confirmStepUp);
          return;
        }
        emit('failed', entry, first.code);
        entry.reject(refused);
        return;
      }
      if (!checkResult) {
        answered(entry, answer.result);
        return;
      }
      // The call has left the pending list: the check cannot race a time-out or a second answer.
      void checkResult(entry.request.action, answer.result).then(
        (errors) =>
          errors.length === 0 ? answered(entry, answer.result) : unreadable(entry, failure(MALFORMED_ANSWER, 'The answer breaks the contract', errors, true)),
        (error: unknown) => unreadable(entry, toFailure(error)),
      );
    } catch {
      // Never let one answer break the channel's event loop.
    }
  }

  /**
   * The server applied nothing and asks for a fresh second factor. Once the user confirms, the same
   * body (same reference) is sent again with a new time limit, the wait for the user not counted.
   */
  function askStepUp(entry: Pending, refused: ActionFailure, confirm: (failure: ActionFailure) => Promise<boolean>) {
    const reference = entry.body.data.requestReference;
    confirm(refused).then(
      (confirmed) => {
        if (!confirmed || pending.has(reference)) {
          emit('failed', entry, refused.code);
          entry.reject(refused);
          return;
        }
        entry.deadline = Date.now() + timeoutMs;
        entry.timer = setTimeout(
          () => giveUp(reference, failure(TIMEOUT, 'The answer did not arrive in time', [{ code: TIMEOUT, title: entry.request.action }], true), 'timed-out'),
          timeoutMs,
        );
        pending.set(reference, entry);
        post(entry, false);
      },
      () => entry.reject(refused),
    );
  }

  function answered(entry: Pending, result: ActionResult) {
    sentMoney.delete(entry.body.data.requestReference);
    emit('answered', entry);
    entry.resolve(result);
  }

  /** An answer came but cannot be used: for money, the outcome is unknown (it may have been applied). */
  function unreadable(entry: Pending, reason: Failure) {
    pending.set(entry.body.data.requestReference, entry);
    giveUp(entry.body.data.requestReference, reason);
  }

  /** Whether an answer to this reference is still awaited (so one pointed at is worth fetching). */
  const isPending = (reference: string) => pending.has(reference);

  /**
   * An answer came but could not be obtained (a pointer that could not be fetched): the call ends
   * as with an unreadable answer, for money as an unknown outcome. Ignored once the call has ended.
   */
  function failAnswer(reference: string, reason: Failure) {
    giveUp(reference, reason);
  }

  /**
   * The channel was subscribed again after a break: answers pushed meanwhile are lost, so every call
   * already sent is sent again with its own reference (the server answers a known reference once more).
   */
  function resendPending() {
    for (const entry of [...pending.values()]) if (entry.sent) post(entry, true);
  }

  /** Ends every call still waiting (sign-out, or the live channel gave up). */
  function rejectAll(code: string = SIGNED_OUT, message = 'The session ended') {
    for (const reference of [...pending.keys()]) giveUp(reference, failure(code, message, [], code !== SIGNED_OUT));
    latestOfKind.clear();
  }

  return { call, handleAnswer, isPending, failAnswer, resendPending, rejectAll, pendingCount: () => pending.size };
}

export type ActionClient = ReturnType<typeof createActionClient>;
