import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueLessonProgress } from '../../../src/data/outbox/enqueue-lesson-progress';
import { UserDatabase } from '../../../src/data/user-db';

const FORMATION = '0190aaaa-0000-7000-8000-000000000001';
const LESSON = '0190aaaa-0000-7000-8000-000000000011';
const OTHER = '0190aaaa-0000-7000-8000-000000000012';

let db: UserDatabase;
let counter = 0;
function freshDb(): UserDatabase {
  counter += 1;
  db = new UserDatabase(`0190ffff-0000-7000-8000-${String(counter).padStart(12, '0')}`);
  return db;
}
afterEach(async () => {
  await db.delete();
});

const report = (position_seconds: number, completed = false, lesson_id = LESSON) => ({
  formation_id: FORMATION,
  lesson_id,
  position_seconds,
  completed,
});

describe('lesson progress through the outbox', () => {
  it('writes the device row and one outbox row at once, folding later reports into the unsent row', async () => {
    freshDb();
    await enqueueLessonProgress(db, report(10));
    await enqueueLessonProgress(db, report(40));
    await enqueueLessonProgress(db, report(25));
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'lesson-progress',
      status: 'pending',
      request: { method: 'POST', path: 'progress', body: { lesson_id: LESSON, position_seconds: 40, completed: false } },
    });
    expect(await db.progress_local.get(LESSON)).toMatchObject({ formation_id: FORMATION, position_seconds: 40, completed: false });

    await enqueueLessonProgress(db, report(12, true));
    await enqueueLessonProgress(db, report(0));
    // Back at the start after completing: the position says where to resume; the furthest point watched
    // and when the lesson was first opened travel with it, for the server's plausibility check.
    const opened = (await db.progress_local.get(LESSON))?.opened_at;
    expect(opened).toEqual(expect.any(String));
    expect((await db.outbox.toArray()).map((row) => row.request.body)).toEqual([
      { lesson_id: LESSON, position_seconds: 0, completed: true, watched_seconds: 40, opened_at: opened },
    ]);
    expect(await db.progress_local.get(LESSON)).toMatchObject({ completed: true, watched_seconds: 40 });
  });

  it('never changes a row that was already sent: its key is tied to its body on the server', async () => {
    freshDb();
    const first = await enqueueLessonProgress(db, report(10));
    const [sent] = await db.outbox.toArray();
    await db.outbox.update(sent?.id ?? '', { attempts: 1 });
    await enqueueLessonProgress(db, report(30));
    const rows = await db.outbox.orderBy('id').toArray();
    expect(rows.map((row) => row.request.body)).toEqual([
      { lesson_id: LESSON, position_seconds: 10, completed: false, watched_seconds: 10, opened_at: first.opened_at },
      { lesson_id: LESSON, position_seconds: 30, completed: false, watched_seconds: 30, opened_at: first.opened_at },
    ]);
    expect(first.position_seconds).toBe(10);
  });

  it('folds into a row the server refused with 429 (never kept), so a learner over budget adds no rows', async () => {
    freshDb();
    await enqueueLessonProgress(db, report(10));
    const [refused] = await db.outbox.toArray();
    await db.outbox.update(refused?.id ?? '', { attempts: 1, last_error: 'http.too_many_requests' });
    await enqueueLessonProgress(db, report(30));
    await enqueueLessonProgress(db, report(50));
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.request.body).toMatchObject({ lesson_id: LESSON, position_seconds: 50 });
  });

  it('keeps one row per lesson, in the order the learner studied them', async () => {
    freshDb();
    await enqueueLessonProgress(db, report(0, true, LESSON));
    await enqueueLessonProgress(db, report(5, false, OTHER));
    await enqueueLessonProgress(db, report(9, false, OTHER));
    const bodies = (await db.outbox.orderBy('id').toArray()).map((row) => row.request.body);
    expect(bodies).toEqual([
      { lesson_id: LESSON, position_seconds: 0, completed: true, watched_seconds: 0, opened_at: expect.any(String) },
      { lesson_id: OTHER, position_seconds: 9, completed: false, watched_seconds: 9, opened_at: expect.any(String) },
    ]);
  });

  it('keeps the ranges really played on the device and carries them, merged, in the queued report', async () => {
    freshDb();
    await enqueueLessonProgress(db, { ...report(2), watched_intervals: [[0, 2]] });
    // Sought to 15 s and played to the end of a 24 s video: the skipped part stays out.
    await enqueueLessonProgress(db, { ...report(24), watched_intervals: [[15, 24]] });
    const expected = [
      [0, 2],
      [15, 24],
    ];
    expect((await db.progress_local.get(LESSON))?.watched_intervals).toEqual(expected);
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.request.body).toMatchObject({ position_seconds: 24, completed: false, watched_intervals: expected });
    // A report that sends only its own latest range still travels with everything played before.
    await enqueueLessonProgress(db, { ...report(15), watched_intervals: [[2, 15]] });
    expect((await db.outbox.toArray())[0]?.request.body).toMatchObject({ watched_intervals: [[0, 24]] });
  });
});
