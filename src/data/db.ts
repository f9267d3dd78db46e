import Dexie, { type EntityTable } from 'dexie';
import type { Formation, Lesson, Module, Question, Review } from '../../contract/catalogue';
import { SYNC_STATE_STORE, type SyncState } from './sync-state';

export const PUBLIC_DB_NAME = 'academy-public';

/**
 * The public catalogue mirrored on the device, shared by everyone who uses this browser. Rows keep the
 * wire shapes of contract/catalogue.ts as they are, translatable fields included, so a language switch
 * re-renders offline. Schema changes add a new `version()`; never edit an old one.
 */
export class PublicDatabase extends Dexie {
  formations!: EntityTable<Formation, 'id'>;
  modules!: EntityTable<Module, 'id'>;
  lessons!: EntityTable<Lesson, 'id'>;
  questions!: EntityTable<Question, 'id'>;
  reviews!: EntityTable<Review, 'id'>;
  sync_state!: EntityTable<SyncState, 'stream'>;

  constructor(name: string = PUBLIC_DB_NAME) {
    super(name);
    this.version(1).stores({
      formations: 'id, topic, level',
      modules: 'id, formation_id',
      lessons: 'id, formation_id, module_id',
      questions: 'id, formation_id',
      reviews: 'id, formation_id, [formation_id+created_at]',
      sync_state: SYNC_STATE_STORE,
    });
  }
}

let instance: PublicDatabase | null = null;

/** The app's one public database, opened on first use. */
export function publicDb(): PublicDatabase {
  instance ??= new PublicDatabase();
  return instance;
}
