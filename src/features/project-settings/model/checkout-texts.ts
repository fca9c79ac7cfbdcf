import { checkoutTextKeys } from '@/lib/contract/developers';

export type CheckoutTextKey = (typeof checkoutTextKeys)[number];

/** A text counts as missing when it is absent or blank: the checkout page shows the default language's. */
export const isMissing = (texts: Readonly<Record<string, string>>, key: CheckoutTextKey) => !texts[key]?.trim();

export const missingTextKeys = (texts: Readonly<Record<string, string>>) => checkoutTextKeys.filter((key) => isMissing(texts, key));

/** Every key with its text ('' when missing): the edit form's values. */
export const textValues = (texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(checkoutTextKeys.map((key) => [key, texts[key] ?? ''])) as Record<CheckoutTextKey, string>;

/** The texts to save: those written, exactly as typed (`=1+1`, bidi marks and all); a blank one is left out. */
export const textsToSave = (values: Readonly<Record<string, string>>) =>
  Object.fromEntries(checkoutTextKeys.flatMap((key) => (values[key]?.trim() ? [[key, values[key]]] : [])));
