import { toFailure } from '@/lib/http';
import { createAppAsyncThunk } from '@/app/store/hooks';
import { beginSession, overlayShown } from '@/features/session';
import { changePassword } from './api/password-calls';
import { postIdentitySelection, postPasswordSignIn, postTwoFaCode, type SignInAnswer } from './api/sign-in';
import { stepCleared, stepReached, type StepKind } from './sign-in-slice';

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

/** Turns a sign-in answer into the next place to go: the session, or the next step page. */
const follow = createAppAsyncThunk(
  'signIn/follow',
  async ({ answer, context }: { answer: SignInAnswer; context: Context }, { dispatch, rejectWithValue }) => {
    if (answer.status === 'ok' && answer.accessToken) {
      const started = await dispatch(beginSession({ accessToken: answer.accessToken, identityId: answer.identityId }));
      if (beginSession.rejected.match(started)) return rejectWithValue(started.payload ?? toFailure(started.error));
      dispatch(stepCleared());
      return context.redirect;
    }
    const kind = stepOfStatus[answer.status];
    if (!kind || !answer.accessToken) return rejectWithValue(toFailure(new Error(`Unexpected sign-in status ${answer.status}`)));
    dispatch(stepReached({ kind, accessToken: answer.accessToken, identities: answer.identities, ...context }));
    return stepPaths[kind];
  },
);

/** Runs one sign-in call behind the 'Signing in...' overlay and returns where to navigate. */
export const signInStep = createAppAsyncThunk(
  'signIn/step',
  async ({ call, context }: { call: () => Promise<SignInAnswer>; context: Context }, { dispatch, rejectWithValue }) => {
    dispatch(overlayShown('signing-in'));
    try {
      const answer = await call();
      const next = await dispatch(follow({ answer, context }));
      if (follow.rejected.match(next)) return rejectWithValue(next.payload ?? toFailure(next.error));
      return next.payload;
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

export const submitTwoFaCode = (step: { accessToken: string } & Context, code: string) =>
  signInStep({ call: () => postTwoFaCode(step.accessToken, code), context: step });

export const submitIdentity = (step: { accessToken: string } & Context, identityId: string) =>
  signInStep({ call: () => postIdentitySelection(step.accessToken, identityId), context: step });

/** Forced change: change with the step token, then sign in with the new password. */
export const submitForcedPasswordChange = (
  step: { accessToken: string } & Context,
  input: { currentPassword: string; newPassword: string; twoFaCode: string },
) =>
  signInStep({
    call: async () => {
      await changePassword(input, step.accessToken);
      return postPasswordSignIn(step.email, input.newPassword, step.isTrustedDevice);
    },
    context: step,
  });
