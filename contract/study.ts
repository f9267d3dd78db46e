import * as v from 'valibot';
import { maxLength } from './text';
import type { ErrorCode } from './errors';
import { TranslatableSchema } from './translatable';
import { RenditionNameSchema, type RenditionName } from './media-library';
import { UUID_PATTERN } from './uuid';
import { coveredSeconds, WatchedIntervalsSchema, type WatchedInterval } from './watched-intervals';

/**
 * Studying a formation (DESIGN.md, offline study): lesson progress as it travels (POST /api/progress, the
 * `me` sync stream), the offline manifest of GET /api/formations/{id}/offline-manifest, and the
 * progression rule. The rule and the progress merge are pure functions that the server and the app both
 * run, so a lesson unlocks offline exactly when the server would unlock it.
 */

const code = (value: ErrorCode): ErrorCode => value;

/** A video counts as watched once the learner has reached this share of it. */
export const WATCHED_RATIO = 0.9;

/** A day of video is far beyond any lesson: anything above is a broken client, not progress. */
export const MAX_POSITION_SECONDS = 24 * 60 * 60;

/** Signed media URLs live this long: a morning's downloads at the cooperative, or a long study session. */
export const MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;

/** Downloads are fetched in ranges of this size, so a dropped connection costs at most one range. */
export const DOWNLOAD_CHUNK_BYTES = 512 * 1024;

/** A time read from the device's clock, ISO 8601. The server never takes it as is: it clamps it into bounds. */
export const ClientTimeSchema = v.pipe(
  v.string(code('validation.invalid_value')),
  maxLength(40, code('validation.invalid_value')),
  v.check((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), code('validation.invalid_value')),
);

export const ProgressInputSchema = v.object({
  lesson_id: v.pipe(v.string(code('validation.field_required')), v.regex(UUID_PATTERN, code('validation.invalid_value'))),
  position_seconds: v.pipe(
    v.number(code('validation.invalid_value')),
    v.minValue(0, code('validation.invalid_value')),
    v.maxValue(MAX_POSITION_SECONDS, code('validation.invalid_value')),
    // Players report fractions of a second; progress keeps whole seconds.
    v.transform((seconds) => Math.floor(seconds)),
  ),
  completed: v.boolean(code('validation.invalid_value')),
  /**
   * The furthest point of the video the device has seen played (seconds), whatever `position_seconds`
   * says now: the server completes a video lesson only once this reaches WATCHED_RATIO of the video.
   * Older apps do not send it; their position stands in.
   */
  watched_seconds: v.optional(
    v.pipe(
      v.number(code('validation.invalid_value')),
      v.minValue(0, code('validation.invalid_value')),
      v.maxValue(MAX_POSITION_SECONDS, code('validation.invalid_value')),
      v.transform((seconds) => Math.floor(seconds)),
    ),
  ),
  /**
   * The ranges of the video really played at no more than twice the normal speed (contract/watched-intervals.ts).
   * When they are known, the server completes a video lesson only once they cover WATCHED_RATIO of it; apps
   * from before them send none and are judged by `watched_seconds` (docs/decisions/0015-watched-intervals.md).
   */
  watched_intervals: v.optional(WatchedIntervalsSchema),
  /** When this device first opened the lesson (its own clock); the server bounds it (docs/architecture.md). */
  opened_at: v.optional(ClientTimeSchema),
});
export type ProgressInput = v.InferInput<typeof ProgressInputSchema>;

/** One learner's progress in one lesson, as POST /api/progress answers it and the `me` stream mirrors it. */
export const LessonProgressSchema = v.object({
  id: v.string(),
  lesson_id: v.string(),
  formation_id: v.string(),
  position_seconds: v.number(),
  completed: v.boolean(),
  completed_at: v.nullable(v.string()),
  updated_at: v.string(),
});
export type LessonProgress = v.InferOutput<typeof LessonProgressSchema>;

/** The part of a progress row the merge looks at. */
export interface ProgressState {
  position_seconds: number;
  completed: boolean;
  completed_at: string | null;
}

/**
 * Folds a newer report into what is known, so progress never moves backwards whatever order reports
 * arrive in: a completed lesson stays completed; before completion the furthest position wins; once
 * completed, the position is only where to resume a second viewing, so the latest report sets it.
 */
export function mergeProgress(
  known: ProgressState | null,
  report: { position_seconds: number; completed: boolean },
  at: string,
): ProgressState {
  const completed = (known?.completed ?? false) || report.completed;
  const position = completed ? report.position_seconds : Math.max(known?.position_seconds ?? 0, report.position_seconds);
  const completedAt = known?.completed ? known.completed_at : report.completed ? at : null;
  return { position_seconds: position, completed, completed_at: completedAt };
}

/**
 * Whether a learner's progress in a lesson makes them one of its viewers (SPEC §3, lesson video views):
 * they started its video or completed it. The server counts the same rows (progress-service lessonViews).
 */
export function countsAsView(progress: { position_seconds: number; completed: boolean } | null | undefined): boolean {
  return progress != null && (progress.completed || progress.position_seconds > 0);
}

/**
 * A lesson's views as the learner should see them now: the study pack's count with the learner themself
 * counted from the device's own progress, so watching a lesson raises its views at once, offline too,
 * instead of when the next study pack arrives.
 */
export function viewsNow(
  lesson: { views: number; viewed?: boolean },
  progress: { position_seconds: number; completed: boolean } | null | undefined,
): number {
  return Math.max(0, lesson.views - (lesson.viewed ? 1 : 0)) + (countsAsView(progress) ? 1 : 0);
}

/** True when `position` is at least 90 % of a known, non-zero duration. */
export function isWatchedEnough(positionSeconds: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && positionSeconds >= durationSeconds * WATCHED_RATIO;
}

/**
 * True when the ranges really played cover at least 90 % of a known, non-zero duration. A tenth of a
 * second of slack absorbs the rounding of stored ranges.
 */
export function isCoveredEnough(intervals: readonly WatchedInterval[], durationSeconds: number): boolean {
  return durationSeconds > 0 && coveredSeconds(intervals, durationSeconds) + 0.1 >= durationSeconds * WATCHED_RATIO;
}

/* ------------------------------------------------------------------------------------------------ */
/* Progression rule (docs/architecture.md, "Progression rule")                                        */
/* ------------------------------------------------------------------------------------------------ */

export interface OutlineModule {
  id: string;
  position: number;
}

export interface OutlineLesson {
  id: string;
  module_id: string;
  position: number;
  free_preview: boolean;
}

/** Lessons in study order: by their module's position, then their own; ids break ties so the order is total. */
export function studyOrder<TLesson extends OutlineLesson>(modules: readonly OutlineModule[], lessons: readonly TLesson[]): TLesson[] {
  const modulePosition = new Map(modules.map((module) => [module.id, module.position]));
  const rank = (lesson: OutlineLesson) => modulePosition.get(lesson.module_id) ?? Number.MAX_SAFE_INTEGER;
  return [...lessons].sort((a, b) => rank(a) - rank(b) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface LessonAccess {
  id: string;
  /** Zero-based place in study order. */
  index: number;
  completed: boolean;
  unlocked: boolean;
}

export interface Progression {
  /** Every lesson in study order with its state. */
  lessons: LessonAccess[];
  byId: ReadonlyMap<string, LessonAccess>;
  completedCount: number;
  /** The final quiz opens once every lesson is completed. */
  quizUnlocked: boolean;
  /** Where "continue" leads: the first open lesson not yet completed, or null when all are done. */
  next: LessonAccess | null;
}

export interface ProgressionOptions {
  /** Staff review content: every lesson is open to them. */
  unlockAll?: boolean;
}

/**
 * The progression rule. A lesson is open when it is the first in study order, when it is a free preview,
 * when the lesson just before it is completed, or when it is itself completed already (progress from
 * another device never locks a lesson again). The quiz opens when every lesson is completed.
 */
export function progression(
  modules: readonly OutlineModule[],
  lessons: readonly OutlineLesson[],
  completedIds: ReadonlySet<string>,
  options: ProgressionOptions = {},
): Progression {
  const ordered = studyOrder(modules, lessons);
  const states: LessonAccess[] = ordered.map((lesson, index) => {
    const completed = completedIds.has(lesson.id);
    const previous = index > 0 ? ordered[index - 1] : undefined;
    const unlocked =
      options.unlockAll === true ||
      index === 0 ||
      lesson.free_preview ||
      completed ||
      (previous !== undefined && completedIds.has(previous.id));
    return { id: lesson.id, index, completed, unlocked };
  });
  const completedCount = states.filter((state) => state.completed).length;
  return {
    lessons: states,
    byId: new Map(states.map((state) => [state.id, state])),
    completedCount,
    quizUnlocked: states.length > 0 && completedCount === states.length,
    next: states.find((state) => state.unlocked && !state.completed) ?? null,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Offline manifest                                                                                   */
/* ------------------------------------------------------------------------------------------------ */

/** `search-index`: the offline assistant's index of the formation (contract/chat-search/compact-index.ts), gzipped JSON. */
export const OFFLINE_FILE_KINDS = ['video', 'attachment', 'thumbnail', 'search-index'] as const;
export type OfflineFileKind = (typeof OFFLINE_FILE_KINDS)[number];

/** One file to download. `url` may carry a signature; the part before `?` names the file for good. */
export const OfflineFileSchema = v.object({
  url: v.string(),
  size: v.number(),
  sha256: v.string(),
  kind: v.picklist(OFFLINE_FILE_KINDS),
  /** The lesson the file belongs to; null for the formation's thumbnail and its general attachments. */
  lesson_id: v.nullable(v.string()),
  /**
   * For a lesson's video: which rendition this file is. A pack carries one rendition per lesson, the one
   * the learner chose (`packFiles`); absent on older servers, where the one video file is `standard`.
   */
  rendition: v.optional(RenditionNameSchema),
});
export type OfflineFile = v.InferOutput<typeof OfflineFileSchema>;

export const StudyAttachmentSchema = v.object({
  id: v.string(),
  lesson_id: v.nullable(v.string()),
  file_name: v.string(),
  mime_type: v.string(),
  size: v.number(),
  position: v.number(),
  /** Signed URL, valid until the manifest's `expires_at`. */
  url: v.string(),
});
export type StudyAttachment = v.InferOutput<typeof StudyAttachmentSchema>;

export const StudyRenditionSchema = v.object({
  name: RenditionNameSchema,
  /** Signed URL (streaming scope), valid until the manifest's `expires_at`. */
  url: v.string(),
  size: v.number(),
  sha256: v.string(),
  mime_type: v.string(),
});
export type StudyRendition = v.InferOutput<typeof StudyRenditionSchema>;

/** A lesson's teaching content, which the public catalogue does not carry. */
export const StudyLessonSchema = v.object({
  id: v.string(),
  summary: TranslatableSchema,
  about: TranslatableSchema,
  /** Learners who have started the lesson's video (or completed the lesson): `countsAsView`. */
  views: v.number(),
  /** The learner this manifest was made for is one of `views`, so the app does not count them twice. */
  viewed: v.optional(v.boolean()),
  video: v.nullable(
    v.object({
      /** Signed URL for streaming and downloading, valid until `expires_at`. */
      url: v.string(),
      size: v.number(),
      sha256: v.string(),
      mime_type: v.string(),
    }),
  ),
  /**
   * Every rendition of the lesson's video, each with its own size: `standard` always when there
   * is a video (the original until renditions are made), `low` and `audio` once the server made them.
   */
  renditions: v.optional(v.array(StudyRenditionSchema)),
});
export type StudyLesson = v.InferOutput<typeof StudyLessonSchema>;

/**
 * The academy's signature over this manifest's content without anything personal (contract/course-pack.ts),
 * so a learner can share the downloaded formation as a pack that another phone checks offline.
 */
export const PackSignatureSchema = v.object({
  /** First 16 hex digits of the SHA-256 of the raw public key (the certificate key's `key_id`). */
  key_id: v.string(),
  /** The claim's UTF-8 JSON, base64url: the exact bytes that are signed (after the context line). */
  claim: v.string(),
  /** Ed25519 signature, base64url. */
  signature: v.string(),
});
export type PackSignature = v.InferOutput<typeof PackSignatureSchema>;

export const OfflineManifestSchema = v.object({
  formation_id: v.string(),
  /** Changes whenever any file or lesson text changes: a stored pack with another version is out of date. */
  version: v.string(),
  generated_at: v.string(),
  /** When the signed URLs stop working; ask for a fresh manifest after that. */
  expires_at: v.string(),
  files: v.array(OfflineFileSchema),
  lessons: v.array(StudyLessonSchema),
  attachments: v.array(StudyAttachmentSchema),
  /** Absent from servers without course packs and from manifests read back out of a pack. */
  pack: v.optional(PackSignatureSchema),
});
export type OfflineManifest = v.InferOutput<typeof OfflineManifestSchema>;

/** The lasting name of a media file: its URL without the signature, used as the offline cache key. */
export function mediaFileKey(url: string): string {
  const cut = url.indexOf('?');
  return cut === -1 ? url : url.slice(0, cut);
}

/** Study media paths under /api (the thumbnail keeps its public path from contract/media.ts). */
export const lessonVideoPath = (lessonId: string) => `/api/media/lessons/${lessonId}/video`;
/** One made rendition of a lesson's video (the original stays at `lessonVideoPath`). */
export const lessonRenditionPath = (lessonId: string, name: RenditionName) => `/api/media/lessons/${lessonId}/renditions/${name}`;
export const attachmentPath = (attachmentId: string) => `/api/media/attachments/${attachmentId}`;
/** The offline assistant's index of a formation, a file of its offline pack. */
export const searchIndexPath = (formationId: string) => `/api/media/formations/${formationId}/search-index`;

/**
 * The files a pack downloads when the learner chose `choice`: every non-video file, and for each lesson one
 * video file, the chosen rendition or, when the lesson has none of that name, `standard` (the original on a
 * server without ffmpeg), else whatever the lesson has.
 */
export function packFiles(files: readonly OfflineFile[], choice: RenditionName): OfflineFile[] {
  const videosByLesson = new Map<string, OfflineFile[]>();
  for (const file of files) {
    if (file.kind !== 'video' || file.lesson_id === null) continue;
    videosByLesson.set(file.lesson_id, [...(videosByLesson.get(file.lesson_id) ?? []), file]);
  }
  const chosen = new Set<OfflineFile>();
  for (const videos of videosByLesson.values()) {
    const named = (name: RenditionName) => videos.find((file) => (file.rendition ?? 'standard') === name);
    const pick = named(choice) ?? named('standard') ?? videos[0];
    if (pick) chosen.add(pick);
  }
  return files.filter((file) => file.kind !== 'video' || file.lesson_id === null || chosen.has(file));
}

/**
 * Bytes of the pack for each choice the manifest offers (a choice is offered when some lesson has that
 * rendition; `standard` whenever there is any video), counting a file listed twice once.
 */
export function packSizesByRendition(files: readonly OfflineFile[]): Partial<Record<RenditionName, number>> {
  const offered = new Set<RenditionName>();
  for (const file of files) if (file.kind === 'video') offered.add(file.rendition ?? 'standard');
  const sizes: Partial<Record<RenditionName, number>> = {};
  for (const choice of offered) {
    const seen = new Set<string>();
    let total = 0;
    for (const file of packFiles(files, choice)) {
      const key = mediaFileKey(file.url);
      if (seen.has(key)) continue;
      seen.add(key);
      total += file.size;
    }
    sizes[choice] = total;
  }
  return sizes;
}

/** The rendition of a lesson to play for `choice`, with the same fallbacks as `packFiles`. */
export function lessonRendition(lesson: StudyLesson, choice: RenditionName): StudyRendition | null {
  const renditions = lesson.renditions ?? [];
  const named = (name: RenditionName) => renditions.find((rendition) => rendition.name === name);
  const pick = named(choice) ?? named('standard') ?? renditions[0];
  if (pick) return pick;
  return lesson.video ? { name: 'standard', ...lesson.video } : null;
}

/* ------------------------------------------------------------------------------------------------ */
/* HTTP byte ranges, as the server and the service worker both answer them                           */
/* ------------------------------------------------------------------------------------------------ */

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The single `bytes=` range a Range header asks of a body of `size` bytes: null to answer the whole body
 * (no header, or several ranges, which players never send), 'invalid' for a 416.
 */
export function parseByteRange(header: string | null | undefined, size: number): ByteRange | 'invalid' | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (trimmed.includes(',')) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(trimmed);
  if (!match) return 'invalid';
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'invalid';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}
