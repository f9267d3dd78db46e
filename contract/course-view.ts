import type { Formation, Lesson, Module, Review } from './catalogue';

export interface ModuleWithLessons extends Module {
  lessons: Lesson[];
}

/** Everything the course page (/course/{id}) shows, in the order it shows it. */
export interface FormationView {
  formation: Formation;
  modules: ModuleWithLessons[];
  /** The first free-preview lesson that has a video: anyone may watch it here. */
  preview: Lesson | null;
  /** Newest first. */
  reviews: Review[];
}

const byPosition = (a: { position: number; id: string }, b: { position: number; id: string }) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const newestFirst = (a: Review, b: Review) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/**
 * The course page's view from a formation's catalogue rows: the device's mirror builds it, and the
 * server builds the same one to render the page, so the two draw identical markup.
 */
export function formationView(formation: Formation, modules: Module[], lessons: Lesson[], reviews: Review[]): FormationView {
  const ordered = [...lessons].sort(byPosition);
  const withLessons = [...modules]
    .sort(byPosition)
    .map((module) => ({ ...module, lessons: ordered.filter((lesson) => lesson.module_id === module.id) }));
  const preview = withLessons.flatMap((module) => module.lessons).find((lesson) => lesson.free_preview && lesson.has_video) ?? null;
  return { formation, modules: withLessons, preview, reviews: [...reviews].sort(newestFirst) };
}
