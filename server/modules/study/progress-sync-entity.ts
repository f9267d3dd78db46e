import { and, eq, inArray } from 'drizzle-orm';
import { lessonProgress } from '../../db/schema/study';
import type { SyncEntity } from '../catalogue/sync/stream';
import { toLessonProgress } from './progress-service';

/** The learner's lesson progress in the `me` sync stream, so a second device picks it up. */
export const progressSyncEntity: SyncEntity = {
  name: 'progress',
  table: 'lesson_progress',
  async load(db, ids, userId) {
    if (!userId) return { visible: [], hidden: [] };
    const rows = await db
      .select()
      .from(lessonProgress)
      .where(and(inArray(lessonProgress.id, ids), eq(lessonProgress.userId, userId)));
    return { visible: rows.map(toLessonProgress), hidden: [] };
  },
};
