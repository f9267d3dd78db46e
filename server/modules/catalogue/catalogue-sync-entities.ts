import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idIn } from '../../db/uuid-array';
import { formations, lessons, modules, quizQuestions, reviews } from '../../db/schema/catalogue';
import { toFormation, toLesson, toModule, toQuestion, toReview } from './serializers';
import type { SyncEntity } from '../../lib/sync/stream';

type Split<T> = { visible: T[]; hidden: string[] };

function split<TRow, TWire extends { id: string }>(
  rows: TRow[],
  isVisible: (row: TRow) => boolean,
  id: (row: TRow) => string,
  toWire: (row: TRow) => TWire,
): Split<TWire> {
  const result: Split<TWire> = { visible: [], hidden: [] };
  for (const row of rows) {
    if (isVisible(row)) result.visible.push(toWire(row));
    else result.hidden.push(id(row));
  }
  return result;
}

/** Children of a formation are public only while it is published. */
function childEntity<TWire extends { id: string }>(
  name: string,
  table: string,
  rows: (db: Db, ids: string[]) => Promise<{ row: { id: string }; published: boolean; wire: TWire }[]>,
): SyncEntity {
  return {
    name,
    table,
    async load(db, ids) {
      return split(
        await rows(db, ids),
        (entry) => entry.published,
        (entry) => entry.row.id,
        (entry) => entry.wire,
      );
    },
  };
}

const moduleEntity = childEntity('modules', 'modules', async (db, ids) =>
  (
    await db
      .select({ row: modules, published: formations.published })
      .from(modules)
      .innerJoin(formations, eq(formations.id, modules.formationId))
      .where(idIn(modules.id, ids))
  ).map((entry) => ({ ...entry, wire: toModule(entry.row) })),
);

const lessonEntity = childEntity('lessons', 'lessons', async (db, ids) =>
  (
    await db
      .select({ row: lessons, published: formations.published })
      .from(lessons)
      .innerJoin(formations, eq(formations.id, lessons.formationId))
      .where(idIn(lessons.id, ids))
  ).map((entry) => ({ ...entry, wire: toLesson(entry.row) })),
);

const questionEntity = childEntity('questions', 'quiz_questions', async (db, ids) =>
  (
    await db
      .select({ row: quizQuestions, published: formations.published })
      .from(quizQuestions)
      .innerJoin(formations, eq(formations.id, quizQuestions.formationId))
      .where(idIn(quizQuestions.id, ids))
  ).map((entry) => ({ ...entry, wire: toQuestion(entry.row) })),
);

const formationEntity: SyncEntity = {
  name: 'formations',
  table: 'formations',
  async load(db, ids) {
    const rows = await db.select().from(formations).where(idIn(formations.id, ids));
    return split(
      rows,
      (row) => row.published,
      (row) => row.id,
      toFormation,
    );
  },
};

const reviewEntity: SyncEntity = {
  name: 'reviews',
  table: 'reviews',
  async load(db, ids) {
    const rows = await db
      .select({ row: reviews, published: formations.published })
      .from(reviews)
      .innerJoin(formations, eq(formations.id, reviews.formationId))
      .where(idIn(reviews.id, ids));
    return split(
      rows,
      (entry) => entry.published && entry.row.published,
      (entry) => entry.row.id,
      (entry) => toReview(entry.row),
    );
  },
};

/**
 * The public catalogue's entities (the sync module's `catalogue` stream): published formations, their
 * modules, lesson outlines, quiz questions without answers and published reviews. Lesson teaching text
 * and media travel with the offline pack instead.
 */
export const catalogueSyncEntities: readonly SyncEntity[] = [formationEntity, moduleEntity, lessonEntity, questionEntity, reviewEntity];
