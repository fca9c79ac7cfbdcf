import { monotonePath } from './curve';

const numbers = (path: string) => [...path.matchAll(/-?\d+(\.\d+)?/g)].map((match) => Number(match[0]));

describe('monotone curve', () => {
  it('passes through every point and never overshoots a flat or rising run', () => {
    const points = [
      [0, 100],
      [10, 50],
      [20, 50],
      [30, 0],
    ] as const;
    const path = monotonePath(points);
    for (const [x, y] of points) expect(path).toContain(`${x.toFixed(1)},${y.toFixed(1)}`);
    const ys = numbers(path).filter((_, index) => index % 2 === 1);
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    // Between the two equal values the line stays flat: no bump above or below 50.
    const middle = path.split('C')[2];
    expect(numbers(middle).filter((_, index) => index % 2 === 1)).toEqual([50, 50, 50]);
  });

  it('draws right to left as well (mirrored time axis)', () => {
    expect(
      monotonePath([
        [30, 0],
        [20, 10],
        [10, 20],
      ]),
    ).toMatch(/^M30\.0,0\.0C.*10\.0,20\.0$/);
  });

  it('one or two points are a dot or a straight line', () => {
    expect(monotonePath([[5, 5]])).toBe('M5.0,5.0');
    expect(
      monotonePath([
        [0, 0],
        [10, 10],
      ]),
    ).toBe('M0.0,0.0L10.0,10.0');
  });
});
