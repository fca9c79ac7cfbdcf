/**
 * The step-up window's words, shared by the action client (in the start chunk, so kept apart from the
 * sensitive-action table) and the sandbox. docs/security.md, *Step-up*.
 */

/** The refusal of a sensitive call made outside a step-up window: confirm, then send the same request again. */
export const STEP_UP_REQUIRED = 'step-up-required';
/** The refusal of a sensitive call by a user with no second factor at all: set one up first. */
export const SECOND_FACTOR_REQUIRED = 'second-factor-required';
/** How long one confirmation lets the same session make sensitive changes (GitHub's sudo mode is 2 h; ours 10 min). */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

/** Whether an action's errors ask for a second factor (a question to answer, then the same request is sent again). */
export const asksForStepUp = (errors: readonly { code?: unknown }[]) =>
  errors.some((error) => error.code === STEP_UP_REQUIRED || error.code === SECOND_FACTOR_REQUIRED);
