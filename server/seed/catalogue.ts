import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uuidv7 } from '../../contract/uuid';
import type { Db } from '../db/client';
import { writeFileAtomic } from '../lib/media/atomic-file';
import { attachments, formations, lessons, modules, quizQuestions, reviews } from '../db/schema/catalogue';
import { mediaPaths, type MediaPaths } from '../modules/media/media-paths';
import { seedFormations } from './content/all';
import type { SeedFormation, SeedLesson } from './content/types';
import { mp4DurationSeconds } from '../lib/media/mp4-duration';
import { thumbnailSvg } from './thumbnail-art';

const SEED_MEDIA_DIR = fileURLToPath(new URL('./media', import.meta.url));
export const SAMPLE_CLIPS = ['clip-a', 'clip-b', 'clip-c'] as const;
export type SampleClip = (typeof SAMPLE_CLIPS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Copies the three committed sample clips to DATA_DIR/media/videos (once; they never change). */
export async function copySampleClips(paths: MediaPaths): Promise<void> {
  await mkdir(paths.videos, { recursive: true });
  for (const clip of SAMPLE_CLIPS) {
    const target = path.join(paths.videos, `${clip}.mp4`);
    if (!existsSync(target)) await writeFileAtomic(target, await readFile(path.join(SEED_MEDIA_DIR, `${clip}.mp4`)));
  }
}

/** Draws and stores a formation's thumbnail; returns its content-addressed media key. */
export async function writeThumbnail(paths: MediaPaths, formation: Pick<SeedFormation, 'topic' | 'slug'>): Promise<string> {
  const svg = thumbnailSvg(formation.topic, formation.slug);
  const key = `${formation.slug.slice(0, 60)}-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}`;
  const target = path.join(paths.thumbnails, `${key}.webp`);
  if (!existsSync(target)) {
    await mkdir(paths.thumbnails, { recursive: true });
    // Whole or not at all: servers starting together may seed one shared STORAGE_DIR.
    await writeFileAtomic(target, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
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

const clipSeconds = new Map<SampleClip, Promise<number>>();

/**
 * A sample clip's playing time in whole seconds, measured once from the committed file, so the lesson list
 * shows what the player plays (the list said 0:32 for a 0:24 clip).
 */
export function sampleClipSeconds(clip: SampleClip): Promise<number> {
  let measured = clipSeconds.get(clip);
  if (!measured) {
    measured = readFile(path.join(SEED_MEDIA_DIR, `${clip}.mp4`)).then(async (bytes) => {
      const seconds = await mp4DurationSeconds(bytes);
      if (seconds === null) throw new Error(`${clip}.mp4 has no readable duration`);
      return Math.round(seconds);
    });
    clipSeconds.set(clip, measured);
  }
  return measured;
}

/** Reading time of a lesson without video: its summary and "about" text, in whole minutes. */
export function readingSeconds(lesson: Pick<SeedLesson, 'summary' | 'about'>): number {
  const words = `${lesson.summary.en} ${lesson.about.en}`.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE)) * 60;
}

/** A lesson's duration: its clip's measured length, or the reading time of a reading lesson. */
export function lessonSeconds(lesson: SeedLesson): Promise<number> {
  return lesson.video ? sampleClipSeconds(lesson.video) : Promise.resolve(readingSeconds(lesson));
}

/** A formation's duration is the sum of its lessons', in minutes (what the catalogue shows). */
export function formationMinutes(lessonSeconds: readonly number[]): number {
  const total = lessonSeconds.reduce((sum, seconds) => sum + seconds, 0);
  return total === 0 ? 0 : Math.max(1, Math.round(total / 60));
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
  const durations = await Promise.all(seed.modules.map((module) => Promise.all(module.lessons.map(lessonSeconds))));
  await db.insert(formations).values({
    id: formationId,
    slug: seed.slug,
    topic: seed.topic,
    level: seed.level,
    title: seed.title,
    description: seed.description,
    priceCentimes: seed.price_centimes,
    durationMinutes: formationMinutes(durations.flat()),
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
      durationSeconds: durations[moduleIndex]?.[lessonIndex] ?? 0,
      freePreview: lesson.free_preview ?? false,
    })),
  );
  if (lessonRows.length > 0) await db.insert(lessons).values(lessonRows);
  const lessonIdAt = ([moduleIndex, lessonIndex]: readonly [number, number]): string => {
    const moduleRow = moduleRows[moduleIndex];
    const id = moduleRow ? lessonRows.filter((row) => row.moduleId === moduleRow.id)[lessonIndex]?.id : undefined;
    // A wrong index in the content is a writing mistake: fail the seed instead of filing the sheet elsewhere.
    if (!id) throw new Error(`${seed.slug}: attachment points at no lesson [${moduleIndex}, ${lessonIndex}]`);
    return id;
  };

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
        lessonId: attachment.lesson ? lessonIdAt(attachment.lesson) : null,
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
      for (const row of rows) await writeFileAtomic(path.join(paths.attachments, row.storageKey), row.body);
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
 * Seeds the demo catalogue on an empty catalogue unless SEED_DEMO=0: every seed formation,
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
