import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  publishMissing,
  SLUG_MAX_LENGTH,
  type AdminFormationDetail,
  type AdminFormationListQuery,
  type AdminFormationPage,
  type FormationCreateSchema,
  type FormationPatchSchema,
} from '../../../contract/editor';
import { pageMeta } from '../../../contract/pagination';
import type { Translatable } from '../../../contract/translatable';
import { uuidv7 } from '../../../contract/uuid';
import type { Db } from '../../db/client';
import { attachments, enrollments, formations } from '../../db/schema/catalogue';
import { isUniqueViolation } from '../../lib/http/db-errors';
import { HttpProblem, notFound } from '../../lib/http/problem';
import {
  formationDetail,
  loadTree,
  loadTrees,
  lockFormation,
  toAdminDetail,
  toAdminFormation,
  treeForPublishing,
  versionConflict,
} from './admin-tree';

type FormationCreate = v.InferOutput<typeof FormationCreateSchema>;
type FormationPatch = v.InferOutput<typeof FormationPatchSchema>;

const slugTaken = () => new HttpProblem(409, 'editor.slug_taken', undefined, { slug: ['editor.slug_taken'] });

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Drafts and published formations alike, the latest edited first. */
export async function listAdminFormations(db: Db, query: AdminFormationListQuery): Promise<AdminFormationPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(formations.published, query.status === 'published'));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`concat_ws(' ', ${formations.slug}, ${formations.title}->>'ar', ${formations.title}->>'fr', ${formations.title}->>'en') ilike ${pattern}`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formations)
      .where(where)
      .orderBy(desc(formations.updatedAt), desc(formations.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(formations).where(where),
  ]);
  const trees = await loadTrees(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toAdminFormation(row, trees.get(row.id) ?? { modules: [], lessons: [], questions: [], attachments: [] })),
    meta: pageMeta(query.page, query.per_page, total?.value ?? 0),
  };
}

/** ASCII words of the first title written (English, then French), else `formation`. */
export function slugFrom(title: Translatable): string {
  const source = title.en.trim() || title.fr.trim();
  const slug = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 8)
    .replace(/-+$/g, '');
  return slug || 'formation';
}

async function slugInUse(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const where = exceptId ? and(eq(formations.slug, slug), ne(formations.id, exceptId)) : eq(formations.slug, slug);
  const [found] = await db.select({ id: formations.id }).from(formations).where(where).limit(1);
  return found !== undefined;
}

/** A new draft. A chosen slug already in use is 409; a made-up one gets a random suffix instead. */
export async function createFormation(db: Db, input: FormationCreate): Promise<AdminFormationDetail> {
  let slug = input.slug;
  if (slug !== undefined) {
    if (await slugInUse(db, slug)) throw slugTaken();
  } else {
    slug = slugFrom(input.title);
    if (await slugInUse(db, slug)) slug = `${slug}-${randomBytes(3).toString('hex')}`;
  }
  const id = uuidv7();
  try {
    await db.insert(formations).values({
      id,
      slug,
      topic: input.topic,
      level: input.level,
      title: input.title,
      description: input.description,
      priceCentimes: input.price_centimes,
      durationMinutes: input.duration_minutes,
      passMark: input.pass_mark,
      published: false,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return formationDetail(db, id);
}

/** Changes the fields sent, if `version` is still the stored one; raises the version when anything changed. */
export async function patchFormation(db: Db, id: string, input: FormationPatch): Promise<AdminFormationDetail> {
  return db.transaction(async (tx) => {
    const row = await lockFormation(tx, id);
    if (row.version !== input.version) throw versionConflict(toAdminFormation(row, await loadTree(tx, id)));
    const set: Partial<typeof formations.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.topic !== undefined) set.topic = input.topic;
    if (input.level !== undefined) set.level = input.level;
    if (input.price_centimes !== undefined) set.priceCentimes = input.price_centimes;
    if (input.duration_minutes !== undefined) set.durationMinutes = input.duration_minutes;
    if (input.pass_mark !== undefined) set.passMark = input.pass_mark;
    if (input.slug !== undefined && input.slug !== row.slug) {
      if (await slugInUse(tx, input.slug, id)) throw slugTaken();
      set.slug = input.slug;
    }
    if (Object.keys(set).length > 0) {
      try {
        await tx
          .update(formations)
          .set({ ...set, version: row.version + 1, updatedAt: new Date() })
          .where(eq(formations.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    }
    return formationDetail(tx, id);
  });
}

/**
 * Deletes a formation nobody is enrolled in (an enrolled learner's course, progress and payments would
 * go with it: unpublishing hides it instead). The sync triggers leave tombstones for it and its children.
 * Returns the storage keys of its attachment files, for the caller to remove once committed.
 */
export async function deleteFormation(db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockFormation(tx, id);
    const [enrolled] = await tx.select({ value: count() }).from(enrollments).where(eq(enrollments.formationId, id));
    if ((enrolled?.value ?? 0) > 0) throw new HttpProblem(409, 'editor.formation_has_learners');
    const files = await tx.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.formationId, id));
    await tx.delete(formations).where(eq(formations.id, id));
    return files.map((file) => file.key);
  });
}

/**
 * Publishes when every text is written in the three languages and there is a lesson and a quiz question;
 * otherwise 422 `editor.publish_incomplete` saying which, and nothing changes. A video lesson whose
 * duration is unknown (0) is refused too: 422 `editor.video_duration_unknown`, the lessons as field errors.
 */
export async function publishFormation(db: Db, id: string, version: number | undefined): Promise<AdminFormationDetail> {
  return db.transaction(async (tx) => {
    const row = await lockFormation(tx, id);
    const tree = await loadTree(tx, id);
    if (version !== undefined && row.version !== version) throw versionConflict(toAdminFormation(row, tree));
    if (row.published) return toAdminDetail(row, tree);
    const missing = publishMissing(treeForPublishing(row, tree));
    if (missing) throw new HttpProblem(422, 'editor.publish_incomplete', undefined, undefined, {}, { missing });
    // A video lesson at 0 s would show "0:00" and let the study-time rule pass at once.
    const unknown = tree.lessons.filter((lesson) => (lesson.videoMediaId ?? lesson.video) !== null && lesson.durationSeconds <= 0);
    if (unknown.length > 0) {
      const errors = Object.fromEntries(
        unknown.map((lesson) => [`lessons.${lesson.id}.duration_seconds`, ['editor.video_duration_unknown' as const]]),
      );
      throw new HttpProblem(422, 'editor.video_duration_unknown', undefined, errors);
    }
    await tx
      .update(formations)
      .set({ published: true, version: row.version + 1, updatedAt: new Date() })
      .where(eq(formations.id, id));
    return formationDetail(tx, id);
  });
}

/** Back to draft: learners' next catalogue sync drops it (and its children) from their phones. */
export async function unpublishFormation(db: Db, id: string, version: number | undefined): Promise<AdminFormationDetail> {
  return db.transaction(async (tx) => {
    const row = await lockFormation(tx, id);
    if (version !== undefined && row.version !== version) throw versionConflict(toAdminFormation(row, await loadTree(tx, id)));
    if (!row.published) return formationDetail(tx, id);
    await tx
      .update(formations)
      .set({ published: false, version: row.version + 1, updatedAt: new Date() })
      .where(eq(formations.id, id));
    return formationDetail(tx, id);
  });
}

/** Sets the thumbnail's media key (made by the caller), as a versioned change of the formation. */
export async function setThumbnail(db: Db, id: string, key: string, version: number | undefined): Promise<AdminFormationDetail> {
  return db.transaction(async (tx) => {
    const row = await lockFormation(tx, id);
    if (version !== undefined && row.version !== version) throw versionConflict(toAdminFormation(row, await loadTree(tx, id)));
    if (row.thumbnail !== key) {
      await tx
        .update(formations)
        .set({ thumbnail: key, version: row.version + 1, updatedAt: new Date() })
        .where(eq(formations.id, id));
    }
    return formationDetail(tx, id);
  });
}

export async function requireFormation(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: formations.id }).from(formations).where(eq(formations.id, id));
  if (!row) throw notFound('formation');
}
