import { and, eq, max, ne } from 'drizzle-orm';
import { WATCHED_RATIO } from '../../../contract/study';
import type { Db } from '../../db/client';
import { enrollments } from '../../db/schema/catalogue';
import { lessonProgress } from '../../db/schema/study';
import { mp4DurationSeconds } from '../../lib/media/mp4-duration';
import type { MediaStorage } from '../../lib/media/storage';
import { findLessonVideo } from './media-objects';
import { lessonVideoKey } from '../../lib/media/lesson-video';

/**
 * What the server believes of a progress report (docs/exam-and-progress.md, "Plausible progress"):
 *
 * - a video lesson is completed only once the furthest point watched reaches WATCHED_RATIO of the video;
 * - and never earlier than the video allows: it counts as completed at `start + least study time`, where
 *   the least study time is WATCHED_RATIO of the video at MAX_PLAYBACK_RATE, and `start` is the later of
 *   when the device says it opened the lesson and the earliest moment the server can place it: the
 *   enrollment, and the completion of every other lesson of the formation the learner has completed. So
 *   lessons are studied one after the other, and completing a formation takes, after enrolling, at least
 *   the sum of its lessons' least study times however the device's clock is set. A completion whose
 *   moment is still to come is recorded at once (the lesson unlocks the next one, offline reports keep
 *   flowing) but the final exam waits for it (quiz-access.ts).
 */

/** The players (the browser's own) go up to twice the normal speed. */
export const MAX_PLAYBACK_RATE = 2;

export function leastStudySeconds(videoSeconds: number): number {
  return videoSeconds > 0 ? (videoSeconds * WATCHED_RATIO) / MAX_PLAYBACK_RATE : 0;
}

/** The least study time of a video, in seconds. */
export type LeastStudyTime = (videoSeconds: number) => number;

/**
 * The rule a server applies (LEAST_STUDY_TIME, server/config.ts): `test` keeps every step of the rule (the
 * completion still lies in the future, the exam still waits and says how long) at a tenth of the wait.
 */
export function leastStudyTimeRule(setting: 'standard' | 'test'): LeastStudyTime {
  return setting === 'test' ? (videoSeconds) => leastStudySeconds(videoSeconds) / 10 : leastStudySeconds;
}

export interface VideoLesson {
  video: string | null;
  /** An uploaded video, which wins over `video`. */
  videoMediaId?: string | null;
  durationSeconds: number;
}

/**
 * The length of a lesson's video: the stored file's own (read from its MP4 header, cached while the file
 * is unchanged) when it is shorter than the catalogue says, since a player can only reach what the file
 * holds; else the catalogue's duration. 0 for a reading lesson.
 */
export function videoLengths(storage: MediaStorage): (lesson: VideoLesson) => Promise<number> {
  const known = new Map<string, { size: number; modified: number; seconds: number | null }>();
  return async (lesson) => {
    const videoKey = lessonVideoKey(lesson);
    if (!videoKey) return 0;
    const object = await findLessonVideo(storage, videoKey);
    let seconds: number | null = null;
    if (object) {
      const cached = known.get(object.key);
      if (cached && cached.size === object.size && cached.modified === object.modifiedAt.getTime()) seconds = cached.seconds;
      else {
        seconds = await mp4DurationSeconds((start, end) => storage.createReadStream(object.key, { start, end }), object.size).catch(
          () => null,
        );
        known.set(object.key, { size: object.size, modified: object.modifiedAt.getTime(), seconds });
      }
    }
    const declared = lesson.durationSeconds > 0 ? lesson.durationSeconds : Number.POSITIVE_INFINITY;
    const length = Math.min(declared, seconds ?? Number.POSITIVE_INFINITY);
    return Number.isFinite(length) ? length : 0;
  };
}

/**
 * The earliest moment a lesson of this formation may have been opened: the enrollment (staff: the epoch),
 * or the latest completion among the learner's other lessons of the formation.
 */
export async function earliestStart(db: Db, userId: string, formationId: string, lessonId: string): Promise<Date> {
  const [[enrollment], [latest]] = await Promise.all([
    db
      .select({ at: enrollments.enrolledAt })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.formationId, formationId))),
    db
      .select({ at: max(lessonProgress.completedAt) })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.formationId, formationId), ne(lessonProgress.lessonId, lessonId))),
  ]);
  const times = [enrollment?.at?.getTime() ?? 0, latest?.at?.getTime() ?? 0];
  return new Date(Math.max(...times));
}
