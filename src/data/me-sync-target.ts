import * as v from 'valibot';
import { MeSyncPageSchema } from '../../contract/sync';
import type { SyncTarget } from './sync-engine';
import type { UserDatabase } from './user-db';

/**
 * The signed-in learner's own rows into their private database. A capability that adds an entity to
 * the `me` stream adds its table here and to UserDatabase in a new version; that version's upgrade must
 * clear the stream's sync_state row so the new entity's existing rows are pulled from the start.
 */
export function meSyncTarget(db: UserDatabase): SyncTarget {
  return {
    stream: 'me',
    path: 'sync/me',
    db,
    tables: { enrollments: 'enrollments', progress: 'progress', attempts: 'attempts', certificates: 'certificates', payments: 'payments' },
    parse: (body) => v.parse(MeSyncPageSchema, body),
  };
}
