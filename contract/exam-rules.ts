/**
 * The rules that keep the final exam honest (docs/architecture.md, "Exam and retry policy"), pure
 * functions the server and the app both run, so an exam prepared offline is the one the server expects:
 *
 * - **Draws.** A quiz whose pool holds at least twice QUIZ_DRAW_SIZE questions is asked QUIZ_DRAW_SIZE of
 *   them per attempt; the learner's n-th attempt (0-based) at a formation answers draw n, a pseudo-random
 *   choice seeded by learner, formation and n, and never the same set as draw n-1. The learner cannot pick
 *   their set, so changing one answer at a time across identical sets is not possible. A smaller pool is
 *   asked whole (the waits are then its only guard).
 * - **Waits.** After a failed attempt the next one waits: at once after the first failure, then 1 min,
 *   5 min, 30 min, 2 h, 8 h and 24 h from then on, counted from the latest attempt.
 */
import { seededRandom } from './seeded-random';

export const QUIZ_DRAW_SIZE = 6;

/** Questions asked per attempt for a pool of `poolSize`. */
export function quizDrawSize(poolSize: number): number {
  return poolSize >= 2 * QUIZ_DRAW_SIZE ? QUIZ_DRAW_SIZE : poolSize;
}

/** cyrb53: a fast, well-mixed 53-bit string hash; the draw needs spread, not secrecy. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function pick(pool: readonly string[], size: number, seed: string): string[] {
  const random = seededRandom(hash53(seed));
  const copy = [...pool];
  for (let index = 0; index < size; index += 1) {
    const other = index + Math.floor(random() * (copy.length - index));
    [copy[index], copy[other]] = [copy[other] as string, copy[index] as string];
  }
  return copy.slice(0, size).sort();
}

export interface DrawOwner {
  userId: string;
  formationId: string;
}

/**
 * The question ids of draw `draw` (0-based attempt number) from a pool of question ids, sorted. Ids are
 * compared lower-cased and the pool sorted first, so the order a device lists the questions in does not
 * matter.
 */
export function drawQuestionIds(poolIds: readonly string[], owner: DrawOwner, draw: number): string[] {
  const pool = [...new Set(poolIds.map((id) => id.toLowerCase()))].sort();
  const size = quizDrawSize(pool.length);
  if (size === pool.length) return pool;
  const base = `${owner.userId.toLowerCase()}|${owner.formationId.toLowerCase()}`;
  let previous: string[] | null = null;
  let current: string[] = [];
  for (let n = 0; n <= draw; n += 1) {
    current = pick(pool, size, `${base}|${n}`);
    // Never the same set twice in a row (a 1-in-924 chance for 6 of 12): re-draw with another seed.
    for (let salt = 1; previous && current.join() === previous.join() && salt < 8; salt += 1)
      current = pick(pool, size, `${base}|${n}|${salt}`);
    previous = current;
  }
  return current;
}

/** Seconds to wait before the next attempt after `failures` failed attempts since the last pass. */
export const RETRY_WAITS_SECONDS = [0, 60, 5 * 60, 30 * 60, 2 * 60 * 60, 8 * 60 * 60, 24 * 60 * 60] as const;

export function retryWaitSeconds(failures: number): number {
  if (failures <= 0) return 0;
  return RETRY_WAITS_SECONDS[Math.min(failures, RETRY_WAITS_SECONDS.length) - 1] ?? 0;
}

export interface AttemptTime {
  /** When the attempt was taken (ISO). */
  created_at: string;
  passed: boolean;
}

/** When the next attempt may be taken, or null when it may be at once (no failure since the last pass). */
export function nextAttemptAt(attempts: readonly AttemptTime[]): Date | null {
  const ordered = [...attempts].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const lastPass = ordered.map((attempt) => attempt.passed).lastIndexOf(true);
  const failures = ordered.length - (lastPass + 1);
  const latest = ordered.at(-1);
  if (failures === 0 || !latest) return null;
  return new Date(new Date(latest.created_at).getTime() + retryWaitSeconds(failures) * 1000);
}
