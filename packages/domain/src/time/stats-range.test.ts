import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampStatsRange, STATS_EARLIEST } from './stats-range';

const TODAY = '2024-06-01';

describe('clampStatsRange', () => {
  it('is 2022-03-04', () => {
    expect(STATS_EARLIEST).toBe('2022-03-04');
  });

  it('keeps a valid range', () => {
    expect(clampStatsRange('2023-01-01', '2023-02-01', TODAY)).toEqual({
      from: '2023-01-01',
      to: '2023-02-01',
    });
  });

  it('moves from up to the earliest day and down to today', () => {
    expect(clampStatsRange('2021-01-01', '2023-01-01', TODAY)).toEqual({
      from: STATS_EARLIEST,
      to: '2023-01-01',
    });
    expect(clampStatsRange('2025-01-01', '2025-02-01', TODAY)).toEqual({ from: TODAY, to: TODAY });
  });

  it('keeps to between from and today', () => {
    expect(clampStatsRange('2023-05-01', '2023-04-01', TODAY)).toEqual({
      from: '2023-05-01',
      to: '2023-05-01',
    });
    expect(clampStatsRange('2023-05-01', '2030-01-01', TODAY)).toEqual({ from: '2023-05-01', to: TODAY });
  });

  it('defaults missing or malformed days to today', () => {
    expect(clampStatsRange(null, undefined, TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(clampStatsRange('2023-02-30', 'soon', TODAY)).toEqual({ from: TODAY, to: TODAY });
  });

  it('rejects an invalid today', () => {
    expect(() => clampStatsRange('2023-01-01', '2023-01-02', '1/6/2024')).toThrow(RangeError);
  });

  it('always gives earliest <= from <= to <= today', () => {
    const day = fc
      .date({ min: new Date('2019-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.oneof(day, fc.string()), fc.oneof(day, fc.string()), day, (from, to, today) => {
        const range = clampStatsRange(from, to, today);
        expect(range.from >= STATS_EARLIEST).toBe(true);
        expect(range.from <= range.to).toBe(true);
        if (today >= STATS_EARLIEST) expect(range.to <= today).toBe(true);
      }),
    );
  });
});
