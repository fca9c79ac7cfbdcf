import { baseApi } from '@/lib/api/base-api';

/** `users/confirmStepUp`: a fresh code opens this session's step-up window (docs/security.md). */
const stepUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmStepUp: build.mutation<void, string>({
      query: (code) => ({ action: 'users/confirmStepUp', payload: { data: { type: 'step-up', attributes: { code } } } }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useConfirmStepUpMutation } = stepUpApi;
