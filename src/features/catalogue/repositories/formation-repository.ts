import type { Formation, Lesson, Module, Review } from '../../../../contract/catalogue';
import type { PublicDatabase } from '../../../data/db';

export interface ModuleWithLessons extends Module {
  lessons: Lesson[];
}

export interface FormationView {
  formation: Formation;
  modules: ModuleWithLessons[];
  /** The first free-preview lesson that has a video: anyone may watch it here. */
  preview: Lesson | null;
  reviews: Review[];
}

const byPosition = (a: { position: number; id: string }, b: { position: number; id: string }) =>
  a.position - b.position || (a.id < b.id ? -1 : 1);

/** Everything the course page shows, from the mirror; null when the formation is not (or no longer) there. */
export async function readFormationView(db: PublicDatabase, id: string): Promise<FormationView | null> {
  return db.transaction('r', [db.formations, db.modules, db.lessons, db.reviews], async () => {
    const formation = await db.formations.get(id);
    if (!formation) return null;
    const [modules, lessons, reviews] = await Promise.all([
      db.modules.where('formation_id').equals(id).toArray(),
      db.lessons.where('formation_id').equals(id).toArray(),
      db.reviews.where('[formation_id+created_at]').between([id, ''], [id, '\uffff']).reverse().toArray(),
    ]);
    modules.sort(byPosition);
    lessons.sort(byPosition);
    const withLessons = modules.map((module) => ({ ...module, lessons: lessons.filter((lesson) => lesson.module_id === module.id) }));
    const ordered = withLessons.flatMap((module) => module.lessons);
    const preview = ordered.find((lesson) => lesson.free_preview && lesson.has_video) ?? null;
    return { formation, modules: withLessons, preview, reviews };
  });
}
