export type Texts = Record<string, unknown>;

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `into` with `from`'s keys added, nested objects merged: the parts of one namespace's texts made one. */
export function mergeTexts(into: Texts, from: Texts): Texts {
  const merged = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = isTexts(existing) && isTexts(value) ? mergeTexts(existing, value) : value;
  }
  return merged;
}
