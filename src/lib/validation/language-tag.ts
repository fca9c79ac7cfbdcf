/**
 * Language tags for checkout translations: the well-formed BCP 47 (RFC 5646) subset
 * `language[-Script][-REGION][-variant…]`, in canonical case (`pt-br` → `pt-BR`, `zh-hant-tw` → `zh-Hant-TW`).
 *
 * Refused: a language of 4 letters (reserved) or 5–8 (registered ones are never used on a checkout page),
 * extended language subtags (`zh-yue`: write `yue`), extensions (`de-u-co-phonebk`), private use
 * (`x-klingon`), grandfathered tags (`i-klingon`), a repeated variant, `_` (`pt_BR` is a POSIX locale,
 * not a tag) and anything but ASCII letters and digits. Surrounding whitespace is trimmed.
 * Well-formed only: whether `qq-ZZ` is a registered language and region is not checked.
 */
const TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?((?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*)$/i;

/** The tag in canonical case, or null when it is not a well-formed tag of the subset. */
export function canonicalLanguageTag(text: string): string | null {
  if (typeof text !== 'string') return null;
  const match = TAG.exec(text.trim());
  if (!match) return null;
  const [, language, script, region, variantText] = match;
  const variants = variantText
    .split('-')
    .slice(1)
    .map((variant) => variant.toLowerCase());
  if (new Set(variants).size !== variants.length) return null;
  return [
    language.toLowerCase(),
    ...(script ? [script[0].toUpperCase() + script.slice(1).toLowerCase()] : []),
    ...(region ? [region.toUpperCase()] : []),
    ...variants,
  ].join('-');
}
