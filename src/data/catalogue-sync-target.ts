import type { Dexie } from 'dexie';
import * as v from 'valibot';
import { CatalogueSyncPageSchema } from '../../contract/sync';
import type { PublicDatabase } from './db';
import type { SyncTarget } from './sync-engine';

/** Children dropped with their formation (unpublished or deleted on the server). */
const CHILD_TABLES = ['modules', 'lessons', 'questions', 'reviews'] as const;

/** The public catalogue stream into the shared database. */
export function catalogueSyncTarget(db: PublicDatabase): SyncTarget {
  return {
    stream: 'catalogue',
    path: 'sync/catalogue',
    db,
    tables: { formations: 'formations', modules: 'modules', lessons: 'lessons', questions: 'questions', reviews: 'reviews' },
    parse: (body) => v.parse(CatalogueSyncPageSchema, body),
    async cascade(target: Dexie, deleted) {
      const formationIds = deleted.formations ?? [];
      if (formationIds.length === 0) return;
      for (const table of CHILD_TABLES) {
        await target
          .table(table)
          .where('formation_id')
          .anyOf([...formationIds])
          .delete();
      }
    },
  };
}
