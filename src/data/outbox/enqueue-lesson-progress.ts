import { mergeProgress, type ProgressInput } from '../../../contract/study';
import { mergeIntervals, type WatchedInterval } from '../../../contract/watched-intervals';
import type { LocalProgressRow } from '../study-progress';
import type { UserDatabase } from '../user-db';
import { enqueue, formationResource } from './enqueue';
import type { OutboxRow } from './outbox-row';
import './lesson-progress-kind';

export interface LessonProgressReport {
  formation_id: string;
  lesson_id: string;
  position_seconds: number;
  completed: boolean;
  /** The ranges of the video played so far (the player's, contract/watched-intervals.ts); merged with the stored ones. */
  watched_intervals?: readonly WatchedInterval[];
}

/**
 * Records progress in a lesson (POST /api/progress): the device's own progress row and the outbox row
 * are written in one transaction, so the lesson list and the lock rule see it at once, offline too.
 *
 * Progress is reported every few seconds while a video plays, so reports are folded: while the lesson's
 * last outbox row has never been sent, it is updated to the merged latest state instead of queueing
 * another row. A row that was sent even once keeps its body, since its Idempotency-Key is tied to it
 * on the server; the next report then starts a new row. Replay still sends everything, in order.
 * One exception: a row whose last answer was 429 (the learner's progress budget, README "Limits"). The
 * server counts its limits only after finding no stored answer for the key, so a 429 proves no copy of
 * this row was ever kept: it may still take the latest state, and a long wait adds no rows.
 */
function foldable(entry: OutboxRow): boolean {
  return entry.attempts === 0 || entry.last_error === 'http.too_many_requests';
}

export async function enqueueLessonProgress(
  db: UserDatabase,
  report: LessonProgressReport,
  now: Date = new Date(),
): Promise<LocalProgressRow> {
  return db.transaction('rw', db.progress_local, db.outbox, async () => {
    const at = now.toISOString();
    const known = await db.progress_local.get(report.lesson_id);
    const merged = mergeProgress(known ?? null, report, at);
    // The server judges a completion by the furthest point watched and by when the lesson was opened
    // (server/modules/study/plausible-progress.ts): both are kept here, whatever the position is now.
    const watched = Math.max(known?.watched_seconds ?? 0, Math.floor(report.position_seconds));
    const openedAt = known?.opened_at ?? at;
    // The ranges really played decide completion by watching, on the server too: they travel with every
    // report once known, so a queued offline report carries all that was watched.
    const intervals =
      known?.watched_intervals || report.watched_intervals ? mergeIntervals(known?.watched_intervals, report.watched_intervals) : undefined;
    const row: LocalProgressRow = {
      lesson_id: report.lesson_id,
      formation_id: report.formation_id,
      ...merged,
      updated_at: at,
      watched_seconds: watched,
      opened_at: openedAt,
      ...(intervals ? { watched_intervals: intervals } : {}),
    };
    await db.progress_local.put(row);

    const body: ProgressInput = {
      lesson_id: report.lesson_id,
      position_seconds: row.position_seconds,
      completed: row.completed,
      watched_seconds: watched,
      opened_at: openedAt,
      ...(intervals ? { watched_intervals: intervals } : {}),
    };
    const unsent = await db.outbox
      .where('kind')
      .equals('lesson-progress')
      .filter(
        (entry) => entry.status === 'pending' && foldable(entry) && (entry.request.body as ProgressInput).lesson_id === report.lesson_id,
      )
      .last();
    if (unsent) {
      await db.outbox.update(unsent.id, { request: { ...unsent.request, body } });
    } else {
      await enqueue(db, {
        kind: 'lesson-progress',
        path: 'progress',
        body,
        resource: formationResource(report.formation_id),
        userId: db.userId,
        now,
      });
    }
    return row;
  });
}
