import { featureApi } from '@/lib/api/base-api';
import { passkeyAnswer } from '@/lib/contract/passkeys';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@/lib/passkeys';
import { lazySchema } from '@/lib/validation';

const parsePasskeys = lazySchema((z) => z.array(passkeyAnswer(z)));
const parsePasskey = lazySchema(passkeyAnswer);
const parseOptions = lazySchema((z) =>
  z.object({ attributes: z.object({ options: z.looseObject({ challenge: z.string(), rp: z.looseObject({}), user: z.looseObject({}) }) }) }),
);

/** One of the user's passkeys, as the settings show it (never any key material: the server keeps only the public key). */
export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const toRow = ({ id, attributes }: Awaited<ReturnType<typeof parsePasskey>>): PasskeyRow => ({
  id,
  name: attributes.name,
  createdAt: attributes.createdAt,
  lastUsedAt: attributes.lastUsedAt ?? null,
});

type Answer = { data?: unknown };

/** The signed-in user's passkeys (docs/api/passkeys.md): list, register (options, then the authenticator's answer), remove. */
const passkeysApi = featureApi(['Passkey']).injectEndpoints({
  endpoints: (build) => ({
    listPasskeys: build.query<PasskeyRow[], void>({
      query: () => ({ action: 'users/passkeys/list' }),
      transformResponse: async (answer: Answer) => (await parsePasskeys(answer.data ?? [])).map(toRow),
      providesTags: ['Passkey'],
    }),
    /** A fresh challenge for this page each time (one use): a mutation, never cached. */
    passkeyRegistrationOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, void>({
      query: () => ({ action: 'users/passkeys/registrationOptions' }),
      transformResponse: async (answer: Answer) => (await parseOptions(answer.data)).attributes.options as unknown as PublicKeyCredentialCreationOptionsJSON,
    }),
    registerPasskey: build.mutation<PasskeyRow, { name: string; response: RegistrationResponseJSON }>({
      query: (attributes) => ({ action: 'users/passkeys/register', payload: { data: { type: 'passkeys', attributes } } }),
      transformResponse: async (answer: Answer) => toRow(await parsePasskey(answer.data)),
      invalidatesTags: ['Passkey'],
    }),
    removePasskey: build.mutation<null, string>({
      query: (id) => ({ action: 'users/passkeys/remove', id }),
      transformResponse: () => null,
      invalidatesTags: ['Passkey'],
    }),
  }),
});

export const { useListPasskeysQuery, usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation, useRemovePasskeyMutation } = passkeysApi;
