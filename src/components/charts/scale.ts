/**
 * Axis maths of the chart layer. Values are whole numbers (counts, money in minor units): ticks are
 * whole numbers too, and only the scaling to pixels uses fractions.
 */

/** Round ticks (1, 2 or 5 × 10ⁿ apart) covering `min`…`max` and zero; never fewer than two. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(min, 0);
  const high = Math.max(max, 0);
  if (low === high) return [0, 1];
  const rough = (high - low) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const ratio = rough / magnitude;
  const step = Math.max(1, (ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10) * magnitude);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  return Array.from({ length: last - first + 1 }, (_, index) => (first + index) * step);
}

/** Maps `domain` (first and last tick) onto the pixel `range`; either may run backwards. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Every how many category labels one is drawn, so that labels `gap` px wide fit in `room` px. */
export const labelInterval = (count: number, room: number, gap: number) => Math.max(1, Math.ceil((count * gap) / Math.max(room, 1)));

/** A Mantine colour ('blue.6', 'teal') as its theme CSS variable, so light and dark schemes both apply. */
export function colorVar(color: string) {
  if (color.startsWith('var(') || color.startsWith('#')) return color;
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}
