import { baseApi } from '@/lib/api/base-api';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@/lib/passkeys';

/** `users/confirmStepUp` with a fresh code or a passkey's answer opens this session's step-up window (docs/security.md). */
const stepUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmStepUp: build.mutation<void, { code: string } | { passkey: AuthenticationResponseJSON }>({
      query: (attributes) => ({ action: 'users/confirmStepUp', payload: { data: { type: 'step-up', attributes } } }),
      transformResponse: () => undefined,
    }),
    /** A fresh challenge for one of the user's passkeys; refused `no-passkey` when they have none. */
    stepUpPasskeyOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ action: 'users/passkeys/stepUpOptions' }),
      transformResponse: (answer: { data?: unknown }) => (answer.data as { attributes: { options: PublicKeyCredentialRequestOptionsJSON } }).attributes.options,
    }),
  }),
});

export const { useConfirmStepUpMutation, useStepUpPasskeyOptionsMutation } = stepUpApi;
