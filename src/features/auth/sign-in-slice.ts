import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInIdentity } from './api/sign-in';

export type StepKind = '2fa' | 'identity' | 'password-change' | '2fa-setup';

/** An unfinished sign-in. Its token is not here: it stays in memory only (`step-token.ts`). */
export interface SignInStep {
  kind: StepKind;
  email: string;
  identities: SignInIdentity[];
  redirect: string;
  isTrustedDevice: boolean;
}

interface SignInState {
  step: SignInStep | null;
}

const initialState: SignInState = { step: null };

export const signInSlice = createSlice({
  name: 'signIn',
  initialState,
  reducers: {
    stepReached(state, action: PayloadAction<SignInStep>) {
      state.step = action.payload;
    },
    stepCleared(state) {
      state.step = null;
    },
  },
  selectors: { selectSignInStep: (state) => state.step },
});

export const { stepReached, stepCleared } = signInSlice.actions;
export const { selectSignInStep } = signInSlice.selectors;

declare module '@/lib/store' {
  interface AppState {
    signIn: SignInState;
  }
}
