import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import { isCoveredEnough, isWatchedEnough, mergeProgress, type LessonProgress } from '../../../contract/study';
import { mergeIntervals, type WatchedInterval } from '../../../contract/watched-intervals';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { lessons } from '../../db/schema/catalogue';
import { lessonProgress } from '../../db/schema/study';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { boundedClientTime } from '../../lib/http/client-time';
import { earliestStart, leastStudySeconds, type LeastStudyTime, type VideoLesson } from './plausible-progress';
import { requireLessonUnlocked, requireStudyAccess, type Learner } from './study-access';

type ProgressRow = typeof lessonProgress.$inferSelect;

export function toLessonProgress(row: ProgressRow): LessonProgress {
  return {
    id: row.id,
    lesson_id: row.lessonId,
    formation_id: row.formationId,
    position_seconds: row.positionSeconds,
    completed: row.completed,
    completed_at: row.completedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ProgressReport {
  lesson_id: string;
  position_seconds: number;
  completed: boolean;
  /** Furthest point watched, as the device saw it (absent from older apps: the position stands in). */
  watched_seconds?: number;
  /** The ranges really played (contract/watched-intervals.ts); absent from apps that predate them. */
  watched_intervals?: readonly WatchedInterval[];
  /** When the device first opened the lesson, by its clock. */
  opened_at?: string;
}

/** The length of a lesson's video in seconds, 0 for none (plausible-progress.ts `videoLengths`). */
export type VideoLength = (lesson: VideoLesson) => Promise<number>;

/**
 * Records a progress report, merged with what is stored so it never moves backwards (a replayed old
 * report changes nothing). The read and the write run in one transaction with the row locked, so two
 * devices reporting together cannot lose each other's completion. A completion is judged plausible first
 * (plausible-progress.ts): 409 `progress.not_watched` when too little of the video was watched; otherwise
 * `completed_at` is the earliest moment the video allows, which may still be to come.
 */
export async function recordProgress(
  db: Db,
  learner: Learner,
  report: ProgressReport,
  now: Date = new Date(),
  videoLength: VideoLength = async () => 0,
  leastStudyTime: LeastStudyTime = leastStudySeconds,
): Promise<LessonProgress> {
  const [lesson] = await db
    .select({
      id: lessons.id,
      formationId: lessons.formationId,
      video: lessons.video,
      videoMediaId: lessons.videoMediaId,
      durationSeconds: lessons.durationSeconds,
    })
    .from(lessons)
    .where(eq(lessons.id, report.lesson_id));
  if (!lesson) throw notFound('lesson');
  const { staff } = await requireStudyAccess(db, learner, lesson.formationId);
  await requireLessonUnlocked(db, learner.id, lesson.formationId, lesson.id, staff);
  // Staff review content: their progress is not a learner's study and is not judged. The length only
  // matters to a report of completion.
  const length = staff || !report.completed ? 0 : await videoLength(lesson);

  return db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Creates the row if needed, so the lock below always has a row to hold.
    await db
      .insert(lessonProgress)
      .values({
        id: uuidv7(now.getTime()),
        userId: learner.id,
        lessonId: lesson.id,
        formationId: lesson.formationId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [lessonProgress.userId, lessonProgress.lessonId] });
    const [known] = await db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lesson.id)))
      .for('update');
    if (!known) throw notFound('lesson');

    const watched = Math.max(known.watchedSeconds, report.watched_seconds ?? report.position_seconds);
    const intervals = mergeIntervals(known.watchedIntervals, report.watched_intervals);
    // Once an app has reported the ranges it played, they decide: a seek then adds nothing, and a later
    // report without them (an older app's queued row) cannot fall back to the furthest point. Apps that
    // never sent them keep the furthest-point rule (docs/decisions/0015-watched-intervals.md).
    const judgedByIntervals = report.watched_intervals !== undefined || known.watchedIntervals.length > 0;
    const completing = report.completed && !known.completed;
    const enough = judgedByIntervals ? isCoveredEnough(intervals, length) : isWatchedEnough(watched, length);
    if (completing && length > 0 && !enough) throw new HttpProblem(409, 'progress.not_watched');
    // The earliest moment the lesson could have been opened, read only when it matters: on first sight
    // (to bound the device's `opened_at`) and when completing (to chain this lesson after the others).
    const earliest = staff || (known.openedAt && !completing) ? now : await earliestStart(db, learner.id, lesson.formationId, lesson.id);
    const openedAt = known.openedAt ?? (staff ? now : boundedClientTime(report.opened_at, earliest, now));
    let completedAt = known.completedAt;
    if (completing) {
      const start = Math.max(openedAt.getTime(), earliest.getTime());
      completedAt = staff ? now : new Date(start + Math.ceil(leastStudyTime(length) * 1000));
    }

    const merged = mergeProgress(
      { position_seconds: known.positionSeconds, completed: known.completed, completed_at: known.completedAt?.toISOString() ?? null },
      report,
      now.toISOString(),
    );
    const unchanged =
      merged.position_seconds === known.positionSeconds &&
      merged.completed === known.completed &&
      watched === known.watchedSeconds &&
      JSON.stringify(intervals) === JSON.stringify(known.watchedIntervals) &&
      known.openedAt !== null;
    if (unchanged) return toLessonProgress(known);
    const [saved] = await db
      .update(lessonProgress)
      .set({
        positionSeconds: merged.position_seconds,
        completed: merged.completed,
        completedAt: merged.completed ? completedAt : null,
        watchedSeconds: watched,
        watchedIntervals: intervals,
        openedAt,
        updatedAt: now,
      })
      .where(eq(lessonProgress.id, known.id))
      .returning();
    return toLessonProgress(saved ?? known);
  });
}

/** Progress rows that make their learner a viewer: contract/study.ts `countsAsView`, in SQL. */
const countsAsView = or(gt(lessonProgress.positionSeconds, 0), eq(lessonProgress.completed, true));

/** Learners who started each lesson's video: the "views" of SPEC §3's lesson video. */
export async function lessonViews(db: Db, lessonIds: readonly string[]): Promise<Map<string, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId, views: count() })
    .from(lessonProgress)
    .where(and(inArray(lessonProgress.lessonId, [...lessonIds]), countsAsView))
    .groupBy(lessonProgress.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row.views]));
}

/** The lessons among `lessonIds` this learner is counted as a viewer of. */
export async function lessonsViewedBy(db: Db, userId: string, lessonIds: readonly string[]): Promise<Set<string>> {
  if (lessonIds.length === 0) return new Set();
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, [...lessonIds]), countsAsView));
  return new Set(rows.map((row) => row.lessonId));
}
