import { createHash } from 'node:crypto';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uuidv7 } from '../../contract/uuid';
import type { Db } from '../db/client';
import { attachments, formations, lessons, modules, quizQuestions, reviews } from '../db/schema/catalogue';
import { mediaPaths, type MediaPaths } from '../modules/media/media-paths';
import { seedFormations } from './content/all';
import type { SeedFormation } from './content/types';
import { thumbnailSvg } from './thumbnail-art';

const SEED_MEDIA_DIR = fileURLToPath(new URL('./media', import.meta.url));
export const SAMPLE_CLIPS = ['clip-a', 'clip-b', 'clip-c'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Copies the three committed sample clips to DATA_DIR/media/videos (once; they never change). */
export async function copySampleClips(paths: MediaPaths): Promise<void> {
  await mkdir(paths.videos, { recursive: true });
  for (const clip of SAMPLE_CLIPS) {
    const target = path.join(paths.videos, `${clip}.mp4`);
    if (!existsSync(target)) await copyFile(path.join(SEED_MEDIA_DIR, `${clip}.mp4`), target);
  }
}

/** Draws and stores a formation's thumbnail; returns its content-addressed media key. */
export async function writeThumbnail(paths: MediaPaths, formation: Pick<SeedFormation, 'topic' | 'slug'>): Promise<string> {
  const svg = thumbnailSvg(formation.topic, formation.slug);
  const key = `${formation.slug.slice(0, 60)}-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}`;
  const target = path.join(paths.thumbnails, `${key}.webp`);
  if (!existsSync(target)) {
    await mkdir(paths.thumbnails, { recursive: true });
    await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(target);
  }
  return key;
}

function attachmentType(fileName: string): string {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.csv') return 'text/csv; charset=utf-8';
  if (extension === '.md') return 'text/markdown; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

/** Words a learner reads per minute in a second language, on a phone: a cautious pace. */
const READING_WORDS_PER_MINUTE = 120;
/** Time allowed per quiz question. */
const SECONDS_PER_QUESTION = 60;

/**
 * Study time of a formation: every lesson's video, reading its summary and "about" text, and the final
 * quiz, rounded up to five minutes. This is what the catalogue shows as the duration in hours.
 */
export function studyMinutes(seed: SeedFormation): number {
  const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
  let seconds = seed.quiz.length * SECONDS_PER_QUESTION;
  for (const lesson of seed.modules.flatMap((module) => module.lessons)) {
    seconds += lesson.duration_seconds;
    seconds += ((words(lesson.summary.en) + words(lesson.about.en)) / READING_WORDS_PER_MINUTE) * 60;
  }
  return Math.max(5, Math.ceil(seconds / 300) * 5);
}

export interface InsertFormationOptions {
  /** Media key of the thumbnail, already written. */
  thumbnail: string | null;
  published?: boolean;
  /** Where attachment bodies are written; null skips the files (benchmarks). */
  paths: MediaPaths | null;
  now?: Date;
}

/** Inserts one seed formation with its modules, lessons, quiz, attachments and reviews. Returns its id. */
export async function insertSeedFormation(db: Db, seed: SeedFormation, options: InsertFormationOptions): Promise<string> {
  const now = options.now ?? new Date();
  const formationId = uuidv7();
  await db.insert(formations).values({
    id: formationId,
    slug: seed.slug,
    topic: seed.topic,
    level: seed.level,
    title: seed.title,
    description: seed.description,
    priceCentimes: seed.price_centimes,
    durationMinutes: studyMinutes(seed),
    thumbnail: options.thumbnail,
    published: options.published ?? true,
    passMark: seed.pass_mark ?? 7,
  });

  const moduleRows = seed.modules.map((module, index) => ({ id: uuidv7(), formationId, position: index + 1, title: module.title }));
  if (moduleRows.length > 0) await db.insert(modules).values(moduleRows);
  const lessonRows = moduleRows.flatMap((moduleRow, moduleIndex) =>
    (seed.modules[moduleIndex]?.lessons ?? []).map((lesson, lessonIndex) => ({
      id: uuidv7(),
      moduleId: moduleRow.id,
      formationId,
      position: lessonIndex + 1,
      title: lesson.title,
      summary: lesson.summary,
      about: lesson.about,
      video: lesson.video,
      durationSeconds: lesson.duration_seconds,
      freePreview: lesson.free_preview ?? false,
    })),
  );
  if (lessonRows.length > 0) await db.insert(lessons).values(lessonRows);

  if (seed.quiz.length > 0) {
    await db.insert(quizQuestions).values(
      seed.quiz.map((question, index) => ({
        id: uuidv7(),
        formationId,
        moduleId: moduleRows[question.module_index]?.id ?? null,
        position: index + 1,
        text: question.text,
        options: question.options,
        correctIndex: question.correct,
      })),
    );
  }

  if (seed.attachments.length > 0) {
    const rows = seed.attachments.map((attachment, index) => {
      const id = uuidv7();
      return {
        id,
        formationId,
        lessonId: null,
        fileName: attachment.file_name,
        sizeBytes: Buffer.byteLength(attachment.body, 'utf8'),
        mimeType: attachmentType(attachment.file_name),
        storageKey: `${id}${path.extname(attachment.file_name) || '.txt'}`,
        position: index + 1,
        body: attachment.body,
      };
    });
    const { paths } = options;
    if (paths) {
      await mkdir(paths.attachments, { recursive: true });
      for (const row of rows) await writeFile(path.join(paths.attachments, row.storageKey), row.body, 'utf8');
    }
    await db.insert(attachments).values(rows.map(({ body: _body, ...row }) => row));
  }

  if (seed.reviews.length > 0) {
    await db.insert(reviews).values(
      seed.reviews.map((review, index) => {
        // Spread over the past weeks, newest first, so the list reads like real feedback.
        const at = new Date(now.getTime() - (index + 1) * 3 * DAY_MS);
        return {
          id: uuidv7(),
          formationId,
          authorName: review.author,
          rating: review.rating,
          description: review.description,
          published: true,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
  return formationId;
}

/**
 * Seeds the demo catalogue (issue 5) on an empty catalogue unless SEED_DEMO=0: every seed formation,
 * published, with a drawn thumbnail; the sample clips are copied for the study view. Returns how many.
 */
export async function seedCatalogue(app: FastifyInstance, content: readonly SeedFormation[] = seedFormations): Promise<number> {
  if (!app.config.seedDemo) return 0;
  const paths = mediaPaths(app.config);
  // Also on a seeded database: demo lessons still need their clips if DATA_DIR/media was cleared.
  await copySampleClips(paths);
  const { db } = app.database;
  const [existing] = await db.select({ total: count() }).from(formations);
  if ((existing?.total ?? 0) > 0) return 0;
  const thumbnails = new Map<string, string>();
  for (const seed of content) thumbnails.set(seed.slug, await writeThumbnail(paths, seed));
  await db.transaction(async (tx) => {
    // The catalogue lists newest first; inserting in reverse shows the content in its written order.
    for (const seed of [...content].reverse()) {
      await insertSeedFormation(tx as unknown as Db, seed, { thumbnail: thumbnails.get(seed.slug) ?? null, paths });
    }
  });
  app.log.info({ formations: content.length }, 'demo catalogue seeded');
  return content.length;
}
