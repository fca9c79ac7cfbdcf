/**
 * The token of an unfinished sign-in (2FA, identity, password change, forced 2FA setup). Kept in
 * memory here, never in the store: Redux state, actions and thunk arguments are visible to
 * dev tools, loggers and error reports.
 */
let stepToken: string | null = null;

export const holdStepToken = (token: string | null) => {
  stepToken = token;
};

export const readStepToken = () => stepToken;
