import { formationView, type FormationView } from '../../../../contract/course-view';
import type { PublicDatabase } from '../../../data/db';

/** Everything the course page shows, from the mirror; null when the formation is not (or no longer) there. */
export async function readFormationView(db: PublicDatabase, id: string): Promise<FormationView | null> {
  return db.transaction('r', [db.formations, db.modules, db.lessons, db.reviews], async () => {
    const formation = await db.formations.get(id);
    if (!formation) return null;
    const [modules, lessons, reviews] = await Promise.all([
      db.modules.where('formation_id').equals(id).toArray(),
      db.lessons.where('formation_id').equals(id).toArray(),
      db.reviews.where('[formation_id+created_at]').between([id, ''], [id, '\uffff']).toArray(),
    ]);
    return formationView(formation, modules, lessons, reviews);
  });
}
