import { useCallback, useEffect, useRef } from 'react';
import { isWatchedEnough } from '../../../../contract/study';
import { enqueueLessonProgress } from '../../../data/outbox/enqueue-lesson-progress';
import type { EffectiveProgress } from '../../../data/study-progress';
import type { UserDatabase } from '../../../data/user-db';

/** While a video plays, its position is written at most this often (the outbox folds the reports). */
const SAVE_EVERY_SECONDS = 10;
/** A position this close to the end is not worth resuming from. */
const RESUME_MARGIN_SECONDS = 3;

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
 * the video's position every few seconds of playback, on pause and at the end, and completion the moment
 * the learner has watched 90 % (contract/study.ts). A lesson started before resumes where it stopped.
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
      let played = false;

      const duration = () => (Number.isFinite(element.duration) && element.duration > 0 ? element.duration : latest.current.durationSeconds);
      const save = (force: boolean, position = Math.floor(element.currentTime)) => {
        const watched = completed || isWatchedEnough(position, duration());
        const justCompleted = watched && !completed;
        // The first second of real playback is reported at once: that is what makes it a view.
        const firstView = !counted && position > 0;
        if (!force && !justCompleted && !firstView && Math.abs(position - saved) < SAVE_EVERY_SECONDS) return;
        saved = position;
        completed = watched;
        counted = counted || watched || position > 0;
        void enqueueLessonProgress(db, { formation_id: formationId, lesson_id: lessonId, position_seconds: position, completed: watched });
      };
      const onMetadata = () => {
        const known = latest.current.known;
        if (known && !known.completed && known.position_seconds > 0 && known.position_seconds < duration() - RESUME_MARGIN_SECONDS) {
          element.currentTime = known.position_seconds;
        }
      };
      const onTime = () => {
        if (element.currentTime > 0) played = true;
        if (played) save(false);
      };
      const onPause = () => {
        if (played && !element.ended) save(true);
      };
      const onEnded = () => save(true, Math.floor(duration()));

      if (element.readyState >= 1) onMetadata();
      element.addEventListener('loadedmetadata', onMetadata);
      element.addEventListener('timeupdate', onTime);
      element.addEventListener('pause', onPause);
      element.addEventListener('ended', onEnded);
      return () => {
        element.removeEventListener('loadedmetadata', onMetadata);
        element.removeEventListener('timeupdate', onTime);
        element.removeEventListener('pause', onPause);
        element.removeEventListener('ended', onEnded);
        // Leaving the lesson keeps where the learner was.
        if (played && !element.ended) save(true);
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
