import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formations, lessons, quizQuestions, reviews } from '../../../server/db/schema/catalogue';
import { mediaPaths } from '../../../server/modules/media/media-paths';
import { seedCatalogue } from '../../../server/seed/catalogue';
import { seedFormations } from '../../../server/seed/content/all';
import { createTestApp, type TestApp } from '../helpers';

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
      // Study time: videos, reading and the quiz, in whole five minutes, never less than the videos alone.
      const lessonRows = await t.database.db.select().from(lessons).where(eq(lessons.formationId, row.id));
      const videoMinutes = lessonRows.reduce((sum, lesson) => sum + lesson.durationSeconds, 0) / 60;
      expect(row.durationMinutes % 5).toBe(0);
      expect(row.durationMinutes).toBeGreaterThan(videoMinutes);
    }
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
