import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCoveredEnough } from '../../contract/study';
import { coveredSeconds, furthestSecond, mergeIntervals, WatchedIntervalsSchema } from '../../contract/watched-intervals';

describe('watched intervals', () => {
  it('merges overlapping, touching and nearly touching ranges, in any order', () => {
    expect(
      mergeIntervals([
        [10, 12],
        [0, 2],
        [1.5, 4],
        [4.3, 5],
        [11, 11.5],
        [20, 21],
      ]),
    ).toEqual([
      [0, 5],
      [10, 12],
      [20, 21],
    ]);
  });

  it('merges several lists (what was stored and what is reported) and drops empty or malformed ranges', () => {
    expect(
      mergeIntervals(
        [[0, 3]],
        null,
        [
          [3, 3],
          [5, 4],
          [Number.NaN, 2],
          [-1, 1],
        ],
        undefined,
        [[2, 6]],
      ),
    ).toEqual([[0, 6]]);
  });

  it('counts covered seconds once, clipped to the length: a seek from 2 s to 15 s leaves 13 s unwatched', () => {
    const seekedThrough = mergeIntervals([[0, 2]], [[15, 20]]);
    expect(coveredSeconds(seekedThrough, 20)).toBe(7);
    expect(isCoveredEnough(seekedThrough, 20)).toBe(false);
    // Watching the same 2 s again adds nothing.
    expect(coveredSeconds(mergeIntervals(seekedThrough, [[0, 2]]), 20)).toBe(7);
    // Ranges past the end count up to the end only.
    expect(coveredSeconds([[0, 30]], 20)).toBe(20);
    expect(isCoveredEnough([[0, 18]], 20)).toBe(true);
    expect(isCoveredEnough([[0, 18]], 0)).toBe(false);
    expect(furthestSecond(seekedThrough)).toBe(20);
  });

  it('validates the wire form: pairs of seconds, start before end, at most 500', () => {
    expect(
      v.parse(WatchedIntervalsSchema, [
        [4, 6],
        [0, 4.04],
      ]),
    ).toEqual([[0, 6]]);
    for (const bad of [
      [[3, 1]],
      [[0]],
      [[0, 1, 2]],
      [[-1, 2]],
      [['0', 2]],
      'x',
      Array.from({ length: 501 }, (_, i) => [i * 2, i * 2 + 1]),
    ]) {
      expect(v.safeParse(WatchedIntervalsSchema, bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });
});
