import { useCallback, useEffect, useRef } from 'react';
import { isCoveredEnough } from '../../../../contract/study';
import { MAX_COUNTED_RATE, mergeIntervals, type WatchedInterval } from '../../../../contract/watched-intervals';
import { enqueueLessonProgress } from '../../../data/outbox/enqueue-lesson-progress';
import type { EffectiveProgress } from '../../../data/study-progress';
import type { UserDatabase } from '../../../data/user-db';

/** While a video plays, its position is written at most this often (the outbox folds the reports). */
const SAVE_EVERY_SECONDS = 10;
/** A position this close to the end is not worth resuming from. */
const RESUME_MARGIN_SECONDS = 3;
/**
 * Between two timeupdate ticks the position may move by the wall time elapsed at MAX_COUNTED_RATE, plus
 * this slack (ticks are uneven, a tab in the background is throttled): a bigger jump is a seek.
 */
const TICK_SLACK_SECONDS = 1;

export interface ProgressTarget {
  db: UserDatabase | null;
  formationId: string;
  lessonId: string;
  /** The catalogue's duration, used until the player knows the real one. */
  durationSeconds: number;
  known: EffectiveProgress | undefined;
}

/**
 * Records a lesson's progress on this device and in the outbox (src/data/outbox/enqueue-lesson-progress):
 * the video's position every few seconds of playback, on pause and at the end, the ranges of the timeline
 * really played at no more than twice the normal speed (contract/watched-intervals.ts), and completion the
 * moment those ranges cover 90 % of the video (contract/study.ts). Seeking adds no watched time. A lesson
 * started before resumes where it stopped.
 */
export interface ProgressRecorder {
  /** Ref callback for the lesson's `<video>`: listens while the element lives. */
  videoRef: (element: HTMLVideoElement | null) => (() => void) | undefined;
  /** "Mark as complete" of a lesson without video. */
  markComplete: () => Promise<void>;
}

export function useProgressRecorder(target: ProgressTarget, source: string | null): ProgressRecorder {
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  const { db, formationId, lessonId } = target;

  const videoRef = useCallback(
    (element: HTMLVideoElement | null) => {
      if (!element || !db || !source) return undefined;
      const start = latest.current.known;
      let saved = start?.position_seconds ?? 0;
      let completed = start?.completed ?? false;
      // Whether the server has this learner among the lesson's viewers yet (contract/study.ts countsAsView).
      let counted = completed || saved > 0;
      let started = false;

      const duration = () =>
        Number.isFinite(element.duration) && element.duration > 0 ? element.duration : latest.current.durationSeconds;

      // Ranges played before (on this device) and the run being played now: [runStart, runEnd] grows with
      // each timeupdate while the position moves forward at a believable pace at ≤ 2× speed.
      let watched: WatchedInterval[] = mergeIntervals(start?.watched_intervals);
      let run: { start: number; end: number; wall: number } | null = null;
      const closeRun = () => {
        if (run && run.end > run.start) watched = mergeIntervals(watched, [[run.start, run.end]]);
        run = null;
      };
      const played = (): WatchedInterval[] => (run && run.end > run.start ? mergeIntervals(watched, [[run.start, run.end]]) : watched);
      const track = () => {
        const at = element.currentTime;
        const wall = performance.now();
        if (element.seeking || element.playbackRate > MAX_COUNTED_RATE || element.playbackRate <= 0) {
          closeRun();
          return;
        }
        if (!run) {
          run = { start: at, end: at, wall };
          return;
        }
        const step = at - run.end;
        const allowed = ((wall - run.wall) / 1000) * MAX_COUNTED_RATE + TICK_SLACK_SECONDS;
        if (step < 0 || step > allowed) {
          // A seek (backwards or forwards) the seeking event did not show: a new run starts here.
          closeRun();
          run = { start: at, end: at, wall };
          return;
        }
        run.end = at;
        run.wall = wall;
      };

      const save = (force: boolean, position = Math.floor(element.currentTime)) => {
        const intervals = played();
        const watchedEnough = completed || isCoveredEnough(intervals, duration());
        const justCompleted = watchedEnough && !completed;
        // The first second of real playback is reported at once: that is what makes it a view.
        const firstView = !counted && position > 0;
        if (!force && !justCompleted && !firstView && Math.abs(position - saved) < SAVE_EVERY_SECONDS) return;
        saved = position;
        completed = watchedEnough;
        counted = counted || watchedEnough || position > 0;
        void enqueueLessonProgress(db, {
          formation_id: formationId,
          lesson_id: lessonId,
          position_seconds: position,
          completed: watchedEnough,
          watched_intervals: intervals,
        });
      };
      const onMetadata = () => {
        const known = latest.current.known;
        if (known && !known.completed && known.position_seconds > 0 && known.position_seconds < duration() - RESUME_MARGIN_SECONDS) {
          element.currentTime = known.position_seconds;
        }
      };
      const onTime = () => {
        // The tick that ends the video may come after `paused` is set: the end is still played time.
        if (!element.paused || element.ended) track();
        if (element.currentTime > 0) started = true;
        if (started) save(false);
      };
      const onPause = () => {
        closeRun();
        if (started && !element.ended) save(true);
      };
      const onEnded = () => {
        track();
        closeRun();
        save(true, Math.floor(duration()));
      };
      // A seek ends the run: the time jumped over is not watched.
      const onSeeking = () => closeRun();
      const onRate = () => closeRun();
      // Playback (re)starts here: the run starts now rather than at the first tick.
      const onPlaying = () => track();

      if (element.readyState >= 1) onMetadata();
      element.addEventListener('loadedmetadata', onMetadata);
      element.addEventListener('timeupdate', onTime);
      element.addEventListener('pause', onPause);
      element.addEventListener('ended', onEnded);
      element.addEventListener('seeking', onSeeking);
      element.addEventListener('ratechange', onRate);
      element.addEventListener('playing', onPlaying);
      return () => {
        element.removeEventListener('loadedmetadata', onMetadata);
        element.removeEventListener('timeupdate', onTime);
        element.removeEventListener('pause', onPause);
        element.removeEventListener('ended', onEnded);
        element.removeEventListener('seeking', onSeeking);
        element.removeEventListener('ratechange', onRate);
        element.removeEventListener('playing', onPlaying);
        // Leaving the lesson keeps where the learner was, and what was played.
        closeRun();
        if (started && !element.ended) save(true);
      };
    },
    [db, formationId, lessonId, source],
  );

  const markComplete = useCallback(async () => {
    if (!db) return;
    await enqueueLessonProgress(db, { formation_id: formationId, lesson_id: lessonId, position_seconds: 0, completed: true });
  }, [db, formationId, lessonId]);

  return { videoRef, markComplete };
}
