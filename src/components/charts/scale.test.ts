import { colorVar, labelInterval, linearScale, niceTicks } from './scale';
import { layers } from './series';

describe('chart scales', () => {
  it('ticks are round whole numbers that cover the values and zero', () => {
    expect(niceTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 3)).toEqual([0, 1, 2, 3]);
    // Money in minor units: €1,234.56 gets ticks every €500.
    expect(niceTicks(0, 123456)).toEqual([0, 50000, 100000, 150000]);
    expect(niceTicks(120, 180)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(-25000, 125000)).toEqual([-50000, 0, 50000, 100000, 150000]);
  });

  it('all-zero or no data still gets an axis', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('maps values to pixels, either way round', () => {
    const y = linearScale([0, 200], [210, 10]);
    expect(y(0)).toBe(210);
    expect(y(200)).toBe(10);
    expect(y(50)).toBe(160);
  });

  it('thins labels that would overlap', () => {
    expect(labelInterval(7, 600, 50)).toBe(1);
    expect(labelInterval(30, 600, 50)).toBe(3);
  });

  it('colours are theme variables, so dark mode applies', () => {
    expect(colorVar('teal.6')).toBe('var(--mantine-color-teal-6)');
    expect(colorVar('blue')).toBe('var(--mantine-color-blue-filled)');
  });

  it('stacks series on the previous ones, negative values included', () => {
    const series = [{ name: 'a' }, { name: 'b' }].map((item) => ({ ...item, label: item.name, color: 'blue.6' }));
    expect(layers([{ a: -250, b: 100 }, { a: 300 }], series, true)).toEqual([
      [
        [0, -250],
        [-250, -150],
      ],
      [[0, 300], undefined],
    ]);
  });
});
