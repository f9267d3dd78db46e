import { existsSync } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, formations, lessons, quizQuestions, reviews } from '../../../server/db/schema/catalogue';
import { mediaPaths } from '../../../server/modules/media/media-paths';
import { seedCatalogue } from '../../../server/seed/catalogue';
import { seedFormations } from '../../../server/seed/content/all';
import { mp4DurationSeconds } from '../../../server/lib/media/mp4-duration';
import { createTestApp, type TestApp } from '../helpers';

const SEED_MEDIA = path.join(import.meta.dirname, '../../../server/seed/media');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' }, startup: true });
});
afterAll(() => t.close());

describe('demo catalogue seed', () => {
  it('fills an empty database at start-up with every seed formation, published, with media', async () => {
    const rows = await t.database.db.select().from(formations);
    expect(rows).toHaveLength(seedFormations.length);
    expect(rows.every((row) => row.published && row.thumbnail)).toBe(true);
    const paths = mediaPaths(t.config);
    for (const row of rows) expect(existsSync(path.join(paths.thumbnails, `${row.thumbnail}.webp`))).toBe(true);
    for (const clip of ['clip-a', 'clip-b', 'clip-c']) expect(existsSync(path.join(paths.videos, `${clip}.mp4`))).toBe(true);
    const [questions] = await t.database.db.select({ value: count() }).from(quizQuestions);
    expect(questions?.value).toBe(seedFormations.reduce((sum, seed) => sum + seed.quiz.length, 0));
  });

  it('lists the content in its written order (newest first = first written)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/formations?per_page=100` });
    expect(res.json().data.map((row: { slug: string }) => row.slug)).toEqual(seedFormations.map((seed) => seed.slug));
  });

  it('keeps counters consistent with the rows', async () => {
    for (const row of await t.database.db.select().from(formations)) {
      const [published] = await t.database.db.select({ value: count() }).from(reviews).where(eq(reviews.formationId, row.id));
      expect(row.reviewsCount, row.slug).toBe(published?.value);
    }
  });

  it('gives each video lesson the duration measured from its clip, and each formation the sum of its lessons', async () => {
    // The lengths make-clips.sh gave the clips; the seed must find them in the files, not in the content.
    const clips: Record<string, number> = { 'clip-a': 24, 'clip-b': 12, 'clip-c': 15 };
    for (const [clip, seconds] of Object.entries(clips)) {
      const measured = await mp4DurationSeconds(await readFile(path.join(SEED_MEDIA, `${clip}.mp4`)));
      expect(Math.round(measured ?? 0), clip).toBe(seconds);
    }
    for (const row of await t.database.db.select().from(formations)) {
      const lessonRows = await t.database.db.select().from(lessons).where(eq(lessons.formationId, row.id));
      for (const lesson of lessonRows) {
        if (lesson.video) expect(lesson.durationSeconds, `${row.slug} ${lesson.title.en}`).toBe(clips[lesson.video]);
        else expect(lesson.durationSeconds % 60, `${row.slug} ${lesson.title.en}`).toBe(0);
      }
      const total = lessonRows.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
      expect(row.durationMinutes, row.slug).toBe(Math.round(total / 60));
    }
  });

  it('offers each attachment on the lesson it belongs to', async () => {
    const [jarTest] = await t.database.db
      .select()
      .from(lessons)
      .where(sql`${lessons.title}->>'en' = 'What is soil made of? The jar test'`);
    const [rotation] = await t.database.db
      .select()
      .from(lessons)
      .where(sql`${lessons.title}->>'en' = 'A four-year rotation plan'`);
    const [sheet] = await t.database.db.select().from(attachments).where(eq(attachments.fileName, 'rotation-4-ans.txt'));
    expect(sheet?.lessonId).toBe(rotation?.id);
    expect(sheet?.lessonId).not.toBe(jarTest?.id);
    const rows = await t.database.db.select().from(attachments);
    expect(rows).toHaveLength(seedFormations.reduce((sum, seed) => sum + seed.attachments.length, 0));
    expect(rows.every((row) => row.lessonId !== null)).toBe(true);
  });

  it('does nothing on a database that already has a catalogue', async () => {
    expect(await seedCatalogue(t.app)).toBe(0);
    const [total] = await t.database.db.select({ value: count() }).from(formations);
    expect(total?.value).toBe(seedFormations.length);
  });
});

describe('SEED_DEMO=0', () => {
  it('seeds nothing', async () => {
    const bare = await createTestApp({ env: { SEED_DEMO: '0' }, startup: true });
    try {
      const [total] = await bare.database.db.select({ value: count() }).from(formations);
      expect(total?.value).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
