/** Deterministic pseudo-random numbers and hashes: the same data on every machine. */

/** mulberry32: a tiny, fast, seedable PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  /** Picks by weight: `[[value, weight], ...]`. */
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  return { next, int, pick, weighted, hex };
}

/** FNV-1a, 32 bit. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 64-bit-ish hex digest (two independent FNV passes); good enough for a sandbox. */
export function digest(text: string): string {
  const a = fnv1a(text).toString(16).padStart(8, '0');
  const b = fnv1a(`${text.length}:${text}:sandbox`).toString(16).padStart(8, '0');
  return a + b;
}

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A deterministic 16-character base32 secret, like `JBSWY3DPEHPK3PXP`. */
export function base32Secret(seedText: string): string {
  const random = createRandom(fnv1a(seedText));
  return Array.from({ length: 16 }, () => random.pick(base32Alphabet.split(''))).join('');
}
