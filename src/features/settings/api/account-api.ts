import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '@/lib/api/base-api';
import { confirmTwoFaSecretCall, createTwoFaSecretCall, parseTwoFaSecret, type TwoFaSecret } from '@/features/auth';
import { parseUser, userUpdated, type CurrentUser } from '@/features/session';

type Answer = { data?: unknown; meta?: Record<string, unknown> };

/** Calls that change the signed-in user answer the changed user: once it arrives, the whole app shows it. */
const userChange = {
  transformResponse: (answer: Answer) => parseUser(answer.data),
  onQueryStarted: async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: CurrentUser }> }) => {
    try {
      dispatch(userUpdated((await queryFulfilled).data));
    } catch {
      // The refusal is the form's to show.
    }
  },
};

/** The user's own sign-in factors: the authenticator app and the phone. */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A write (it replaces any unconfirmed secret), sent once per "Set up" or "Try again". */
    createTwoFaSecret: build.mutation<TwoFaSecret, void>({
      query: () => createTwoFaSecretCall,
      transformResponse: (answer: Answer) => parseTwoFaSecret(answer.data),
    }),
    confirmTwoFaSecret: build.mutation<CurrentUser, string>({
      query: confirmTwoFaSecretCall,
      ...userChange,
    }),
    disableTwoFa: build.mutation<CurrentUser, string>({
      query: (code) => ({ action: 'users/disableTwoFa', payload: { data: { type: '2fa-disable-request', attributes: { code } } } }),
      ...userChange,
    }),
    /** Resolves the code only the sandbox reveals (`meta.sandboxCode`); production sends a real SMS. */
    sendPhoneCode: build.mutation<string | null, string>({
      query: (phone) => ({ action: 'users/sendPhoneCode', payload: { phone } }),
      transformResponse: ({ meta }: Answer) => (__SANDBOX__ && typeof meta?.sandboxCode === 'string' ? meta.sandboxCode : null),
    }),
    confirmPhone: build.mutation<CurrentUser, { phone: string; code: string }>({
      query: (payload) => ({ action: 'users/confirmPhone', payload }),
      ...userChange,
    }),
    unlinkPhone: build.mutation<CurrentUser, void>({
      query: () => ({ action: 'users/unlinkPhone' }),
      ...userChange,
    }),
  }),
});

export const {
  useCreateTwoFaSecretMutation,
  useConfirmTwoFaSecretMutation,
  useDisableTwoFaMutation,
  useSendPhoneCodeMutation,
  useConfirmPhoneMutation,
  useUnlinkPhoneMutation,
} = accountApi;
