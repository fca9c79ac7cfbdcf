import { chartPoints } from './model/series';

describe('chart points', () => {
  it('keeps today, which is not over, apart from the finished days, joined to yesterday by its own segment', () => {
    const points = [
      { date: '2026-11-23', volume: 12_000, count: 40 },
      { date: '2026-11-24', volume: 11_500, count: 38 },
      { date: '2026-11-25', volume: 900, count: 3 },
    ];
    expect(chartPoints(points)).toEqual([
      { date: '2026-11-23', incomplete: false, volume: 12_000, count: 40 },
      { date: '2026-11-24', incomplete: false, volume: 11_500, count: 38, volumeSoFar: 11_500 },
      // No `volume`/`count` for today: the finished days' line and bars do not drop to it.
      { date: '2026-11-25', incomplete: true, volumeSoFar: 900, countSoFar: 3 },
    ]);
  });

  it('a one-day range is today alone', () => {
    expect(chartPoints([{ date: '2026-11-25', volume: 5, count: 1 }])).toEqual([{ date: '2026-11-25', incomplete: true, volumeSoFar: 5, countSoFar: 1 }]);
  });
});
