import { and, eq, inArray } from 'drizzle-orm';
import { enrollments } from '../../../db/schema/catalogue';
import { toEnrollment } from '../serializers';
import { progressSyncEntity } from '../../study/progress-sync-entity';
import { examSyncEntities } from '../../exam/exam-sync-entities';
import type { SyncEntity, SyncStreamDefinition } from './stream';

const enrollmentEntity: SyncEntity = {
  name: 'enrollments',
  table: 'enrollments',
  async load(db, ids, userId) {
    if (!userId) return { visible: [], hidden: [] };
    const rows = await db
      .select()
      .from(enrollments)
      .where(and(inArray(enrollments.id, ids), eq(enrollments.userId, userId)));
    return { visible: rows.map(toEnrollment), hidden: [] };
  },
};

/**
 * The signed-in learner's own rows. A later capability adds its entity here (and to ME_SYNC_ENTITIES in
 * contract/sync.ts); its table has `id uuid`, `user_id`, `change_seq bigint not null default
 * nextval('sync_change_seq')`, an index on (user_id, change_seq) and the sync triggers:
 *   CREATE TRIGGER x_sync BEFORE INSERT OR UPDATE ON x FOR EACH ROW EXECUTE FUNCTION sync_touch('me', 'user_id', '{}');
 *   CREATE TRIGGER x_sync_delete AFTER DELETE ON x FOR EACH ROW EXECUTE FUNCTION sync_tombstone('me', 'user_id', '<entity>');
 */
export const meStream: SyncStreamDefinition = {
  name: 'me',
  userColumn: 'user_id',
  entities: [enrollmentEntity, progressSyncEntity, ...examSyncEntities],
};
