import type { Level, Topic } from '../../../contract/catalogue';
import type { Translatable } from '../../../contract/translatable';

/** The seed speaks the contract's topics and levels; re-exported for the content files. */
export { LEVELS, TOPICS, type Level, type Topic } from '../../../contract/catalogue';

export interface SeedLesson {
  title: Translatable;
  /** Two to four sentences: what the learner will take away. */
  summary: Translatable;
  /** "About this lesson": the lesson's teaching text, roughly 80-180 words per language. */
  about: Translatable;
  /**
   * A generated sample clip, or null for a reading-only lesson. There is no duration to write: the seed
   * measures the clip's (server/lib/media/mp4-duration.ts), or the reading time of a reading lesson's text.
   */
  video: 'clip-a' | 'clip-b' | 'clip-c' | null;
  free_preview?: boolean;
}

export interface SeedModule {
  title: Translatable;
  lessons: SeedLesson[];
}

export interface SeedQuestion {
  text: Translatable;
  /** Three or four options, each translated. */
  options: Translatable[];
  /** Index into options of the right answer (stored server-side only). */
  correct: number;
  /** Index into modules of the module this question checks, for review advice. */
  module_index: number;
}

export interface SeedAttachment {
  file_name: string;
  /**
   * The lesson the sheet goes with, as [module index, lesson index] into the formation's modules; the
   * study view offers it on that lesson only. Omitted: it belongs to the formation as a whole.
   */
  lesson?: readonly [module: number, lesson: number];
  /** Plain-text body of a small practical sheet (checklist, calendar, table) in the formation's languages. */
  body: string;
}

export interface SeedReview {
  rating: 1 | 2 | 3 | 4 | 5;
  description: string;
  /** Null reads as "anonymous". */
  author: string | null;
}

export interface SeedFormation {
  slug: string;
  topic: Topic;
  level: Level;
  /** Price in centimes of MAD; 0 is free. */
  price_centimes: number;
  title: Translatable;
  description: Translatable;
  /** Pass mark out of 10; defaults to 7. */
  pass_mark?: number;
  modules: SeedModule[];
  attachments: SeedAttachment[];
  quiz: SeedQuestion[];
  reviews: SeedReview[];
}
