import * as v from 'valibot';
import type { ErrorCode } from './errors';

/**
 * Watched intervals (docs/decisions/0015-watched-intervals.md): the ranges of a video's timeline that were
 * really played, at no more than MAX_COUNTED_RATE, merged. A seek adds nothing, since only time the player
 * crossed while playing is counted; so skipping from 2 s to 15 s and letting the video end leaves 2–15 s
 * unwatched. The phone records them, the outbox carries them, and the server merges them into what it
 * stored and completes a video lesson only once they cover WATCHED_RATIO of its length.
 */

const code = (value: ErrorCode): ErrorCode => value;

/** Playback faster than this does not count as watching (the server's least study time assumes it too). */
export const MAX_COUNTED_RATE = 2;

/** A report carries at most this many ranges; merged ranges of one video stay far fewer. */
export const MAX_WATCHED_INTERVALS = 500;

/** Ranges closer than this are one: timeupdate ticks and float positions leave hairline gaps. */
const JOIN_GAP_SECONDS = 0.5;

/** One played range of the timeline, in seconds: [start, end], start ≤ end. */
export type WatchedInterval = [number, number];

/** A day of video is far beyond any lesson (contract/study.ts MAX_POSITION_SECONDS). */
const MAX_SECONDS = 24 * 60 * 60;

const SecondsSchema = v.pipe(
  v.number(code('validation.invalid_value')),
  v.minValue(0, code('validation.invalid_value')),
  v.maxValue(MAX_SECONDS, code('validation.invalid_value')),
);

export const WatchedIntervalsSchema = v.pipe(
  v.array(
    v.pipe(
      v.strictTuple([SecondsSchema, SecondsSchema], code('validation.invalid_value')),
      v.check(([start, end]) => start <= end, code('validation.invalid_value')),
    ),
    code('validation.invalid_value'),
  ),
  v.maxLength(MAX_WATCHED_INTERVALS, code('validation.invalid_value')),
  v.transform((intervals): WatchedInterval[] => mergeIntervals(intervals)),
);

/** A tenth of a second is finer than any timeupdate tick; rounding keeps stored rows small. */
const tenth = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Sorts and merges ranges: overlapping, touching or nearly touching ones (gap under half a second) become
 * one. Empty and malformed ranges are dropped. Pure, so the phone and the server merge alike.
 */
export function mergeIntervals(...lists: ReadonlyArray<readonly WatchedInterval[] | null | undefined>): WatchedInterval[] {
  const all = lists
    .flatMap((list) => list ?? [])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && start >= 0 && end > start)
    .map(([start, end]): WatchedInterval => [tenth(start), tenth(end)])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: WatchedInterval[] = [];
  for (const [start, end] of all) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.filter(([start, end]) => end > start);
}

/** Seconds of the timeline covered, counting only what lies within [0, length] when a length is known. */
export function coveredSeconds(intervals: readonly WatchedInterval[], lengthSeconds = Number.POSITIVE_INFINITY): number {
  let total = 0;
  for (const [start, end] of mergeIntervals(intervals)) {
    const upper = Math.min(end, lengthSeconds);
    if (upper > start) total += upper - start;
  }
  return total;
}

/** The furthest point reached by any range (0 for none). */
export function furthestSecond(intervals: readonly WatchedInterval[]): number {
  return intervals.reduce((furthest, [, end]) => Math.max(furthest, end), 0);
}
