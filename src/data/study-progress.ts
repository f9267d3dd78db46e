import type { LessonProgress } from '../../contract/study';
import type { WatchedInterval } from '../../contract/watched-intervals';

/**
 * The learner's progress as this device knows it: the server's rows (mirrored by the `me` stream into
 * `progress`) and what was recorded here and may not have reached the server yet (`progress_local`).
 */
export interface LocalProgressRow {
  lesson_id: string;
  formation_id: string;
  position_seconds: number;
  completed: boolean;
  completed_at: string | null;
  updated_at: string;
  /** The furthest point of the video played on this device (seconds); absent from older rows. */
  watched_seconds?: number;
  /** When this device first recorded progress in the lesson, by its clock; absent from older rows. */
  opened_at?: string;
  /** The merged ranges of the video really played on this device (contract/watched-intervals.ts); absent from older rows. */
  watched_intervals?: WatchedInterval[];
}

export interface EffectiveProgress {
  lesson_id: string;
  position_seconds: number;
  completed: boolean;
  /** The ranges played on this device, so a lesson opened again goes on adding to them. */
  watched_intervals?: WatchedInterval[];
}

/**
 * One lesson's progress from both sources. Completion comes from either (it never goes back); the resume
 * position is the most recent one, so a second device's later viewing wins over an older local one.
 */
export function effectiveProgress(server: LessonProgress | undefined, local: LocalProgressRow | undefined): EffectiveProgress | null {
  const latest = server && local ? (local.updated_at >= server.updated_at ? local : server) : (local ?? server);
  if (!latest) return null;
  return {
    lesson_id: latest.lesson_id,
    position_seconds: latest.position_seconds,
    completed: (server?.completed ?? false) || (local?.completed ?? false),
    ...(local?.watched_intervals ? { watched_intervals: local.watched_intervals } : {}),
  };
}

/** Every lesson's effective progress, keyed by lesson id. */
export function progressByLesson(server: readonly LessonProgress[], local: readonly LocalProgressRow[]): Map<string, EffectiveProgress> {
  const servers = new Map(server.map((row) => [row.lesson_id, row]));
  const locals = new Map(local.map((row) => [row.lesson_id, row]));
  const result = new Map<string, EffectiveProgress>();
  for (const id of new Set([...servers.keys(), ...locals.keys()])) {
    const merged = effectiveProgress(servers.get(id), locals.get(id));
    if (merged) result.set(id, merged);
  }
  return result;
}
