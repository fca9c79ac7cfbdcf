import { setAccessToken, toFailure, type Failure } from '@/lib/http';
import { createAppAsyncThunk } from '@/lib/store';
import type { AppDispatch } from '@/lib/store';
import { beginSession, overlayShown } from '@/features/session';
import { changePassword } from './api/password-calls';
import type { AuthenticationResponseJSON } from '@/lib/passkeys';
import { postIdentitySelection, postPasskeySignIn, postPasswordSignIn, postTwoFaCode, type SignInAnswer } from './api/sign-in';
import { stepCleared, stepReached, type StepKind } from './sign-in-slice';
import { holdStepToken, readStepToken } from './step-token';

const stepPaths: Record<StepKind, string> = {
  '2fa': '/login/2fa',
  identity: '/login/identity',
  'password-change': '/login/password-change-required',
  '2fa-setup': '/login/2fa-setup',
};

const stepOfStatus: Record<string, StepKind> = {
  '2fa-required': '2fa',
  'identity-select-required': 'identity',
  'password-change-required': 'password-change',
  '2fa-setup-required': '2fa-setup',
};

interface Context {
  email: string;
  redirect: string;
  isTrustedDevice: boolean;
}

/** Only what the next step needs: a step's own fields (say, its identity list) stay out of thunk arguments. */
const pick = ({ email, redirect, isTrustedDevice }: Context): Context => ({ email, redirect, isTrustedDevice });

/**
 * Turns a sign-in answer into the next place to go: the session, or the next step page. A plain
 * function, not a thunk: the answer holds a token, and thunk arguments travel in actions.
 */
async function follow(answer: SignInAnswer, context: Context, dispatch: AppDispatch): Promise<string | Failure> {
  if (answer.status === 'ok' && answer.accessToken) {
    holdStepToken(null);
    setAccessToken(answer.accessToken);
    const started = await dispatch(beginSession({ identityId: answer.identityId }));
    if (beginSession.rejected.match(started)) return started.payload ?? toFailure(started.error);
    dispatch(stepCleared());
    return context.redirect;
  }
  const kind = stepOfStatus[answer.status];
  if (!kind || !answer.accessToken) return toFailure(new Error(`Unexpected sign-in status ${answer.status}`));
  holdStepToken(answer.accessToken);
  dispatch(stepReached({ kind, identities: answer.identities, ...context, email: answer.email ?? context.email }));
  return stepPaths[kind];
}

/** Runs one sign-in call behind the 'Signing in...' overlay and returns where to navigate. */
export const signInStep = createAppAsyncThunk(
  'signIn/step',
  async ({ call, context }: { call: () => Promise<SignInAnswer>; context: Context }, { dispatch, rejectWithValue }) => {
    dispatch(overlayShown('signing-in'));
    try {
      const next = await follow(await call(), context, dispatch);
      return typeof next === 'string' ? next : rejectWithValue(next);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    } finally {
      dispatch(overlayShown(null));
    }
  },
);

export const submitLogin = (input: { email: string; password: string; isTrustedDevice: boolean; redirect: string }) =>
  signInStep({
    call: () => postPasswordSignIn(input.email, input.password, input.isTrustedDevice),
    context: { email: input.email, redirect: input.redirect, isTrustedDevice: input.isTrustedDevice },
  });

/** A sign-in with the passkey's answer (no e-mail typed: the answer names the account for the steps after it). */
export const submitPasskeyLogin = (input: { response: AuthenticationResponseJSON; redirect: string }) =>
  signInStep({ call: () => postPasskeySignIn(input.response), context: { email: '', redirect: input.redirect, isTrustedDevice: false } });

/** The token of the step the user is on; a step page without one is sent back to login (`RequireStep`). */
const stepToken = () => {
  const token = readStepToken();
  if (!token) throw toFailure(new Error('The sign-in step has no token'));
  return token;
};

export const submitTwoFaCode = (step: Context, code: string) => signInStep({ call: () => postTwoFaCode(stepToken(), code), context: pick(step) });

export const submitIdentity = (step: Context, identityId: string) =>
  signInStep({ call: () => postIdentitySelection(stepToken(), identityId), context: pick(step) });

/** Forced change: change with the step token, then sign in with the new password. */
export const submitForcedPasswordChange = (step: Context, input: { currentPassword: string; newPassword: string; twoFaCode: string }) =>
  signInStep({
    call: async () => {
      await changePassword(input, stepToken());
      return postPasswordSignIn(step.email, input.newPassword, step.isTrustedDevice);
    },
    context: pick(step),
  });
