import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { CheckoutTranslationAnswer } from '@/lib/contract/developers';

type Answer = { data?: unknown };

/** One language of a project's checkout page, with its texts by `checkoutTextKeys` key. */
export type CheckoutTranslation = CheckoutTranslationAnswer['attributes'] & { id: string };

const toTranslation = ({ id, attributes }: CheckoutTranslationAnswer): CheckoutTranslation => ({ ...attributes, id });
const readOne = async (answer: Answer) => toTranslation(await contractOf('checkout-translations/create').answer(answer.data));

/** Every change, own or pushed (`resource-updated` of `checkout-translations`), re-reads the list. */
const LIST = { type: 'CheckoutTranslation' as const, id: 'LIST' };

export const checkoutTranslationsApi = featureApi(['CheckoutTranslation']).injectEndpoints({
  endpoints: (build) => ({
    /** `checkout-translations/list` {resourceId}: the default language first, then the others. */
    listCheckoutTranslations: build.query<CheckoutTranslation[], string>({
      query: (resourceId) => ({
        action: 'checkout-translations/list',
        payload: { resourceId, sort: '-isDefault,language', page: { size: 500 } },
      }),
      transformResponse: async (answer: Answer) => (await contractOf('checkout-translations/list').answer(answer.data ?? [])).map(toTranslation),
      providesTags: [LIST],
    }),
    /** `checkout-translations/create`: a new language (a canonical BCP 47 tag), its texts still to write. */
    createCheckoutTranslation: build.mutation<CheckoutTranslation, { resourceId: string; language: string }>({
      query: ({ resourceId, language }) => ({
        action: 'checkout-translations/create',
        payload: { resourceId, data: { type: 'checkout-translations', attributes: { language, texts: {} } } },
      }),
      transformResponse: readOne,
      invalidatesTags: [LIST],
    }),
    /** `checkout-translations/update`: replaces the language's texts (a key left out is missing: the default language's shows). */
    updateCheckoutTranslation: build.mutation<CheckoutTranslation, { id: string; texts: Record<string, string> }>({
      query: ({ id, texts }) => ({
        action: 'checkout-translations/update',
        id,
        payload: { data: { type: 'checkout-translations', attributes: { texts } } },
      }),
      transformResponse: readOne,
      invalidatesTags: [LIST],
    }),
    /** `checkout-translations/delete`: not the default language. */
    deleteCheckoutTranslation: build.mutation<null, { id: string }>({
      query: ({ id }) => ({ action: 'checkout-translations/delete', id, payload: { id } }),
      transformResponse: () => null,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListCheckoutTranslationsQuery,
  useCreateCheckoutTranslationMutation,
  useUpdateCheckoutTranslationMutation,
  useDeleteCheckoutTranslationMutation,
} = checkoutTranslationsApi;
